// TerminalUITests: not written yet; they come with the issue that builds TerminalUI.
