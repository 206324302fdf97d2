import TerminalUI

/// What the help shows in one frame: the visible lines of the key list and the filter box.
public struct HelpViewModel: Hashable, Sendable {
    /// One line of the key list.
    public enum Line: Hashable, Sendable {
        /// A section's name: the screen below (`"Movies"`) or `"Everywhere"`.
        case section(String)
        /// One binding: its keys joined with `", "` and what it does.
        case entry(keys: String, help: String)
        /// Space between sections.
        case blank
    }

    /// Every line matching the filter.
    public var lines: [Line]
    /// The first line shown.
    public var offset: Int
    /// The width of the keys column, the same in every section.
    public var keysWidth: Int
    /// The filter box.
    public var filter: TextInputState
    /// Whether the filter box has focus.
    public var isFiltering: Bool
    /// Shown when no line matches the filter.
    public var emptyText: String

    /// The lines as plain text, for tests and logs: `"Enter       Open the selected movie"`.
    public var text: [String] {
        lines.map { line in
            switch line {
            case .section(let name): name
            case .entry(let keys, let help): keys.padding(to: keysWidth) + "  " + help
            case .blank: ""
            }
        }
    }
}

extension String {
    /// The string padded with spaces to `width` display columns.
    func padding(to width: Int) -> String {
        self + String(repeating: " ", count: max(0, width - DisplayWidth.of(self)))
    }
}
