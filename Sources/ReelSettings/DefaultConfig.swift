/// The file `reel config --init` writes: every setting at its default, with what it does.
///
/// docs/configuration.md shows this text (a test checks they agree), and parsing
/// it gives ``ReelConfig/defaults``.
public enum DefaultConfig {
    /// The text of the default config.toml.
    ///
    /// - Parameter sections: The `[keys.<section>]` names the app has (``SettingsVocabulary/sections``).
    public static func text(sections: [String]) -> String {
        """
        # reel's configuration: $XDG_CONFIG_HOME/reel/config.toml (~/.config/reel/config.toml).
        # `reel config --init` wrote it; reel only ever reads it. Every value below is the default.
        # A mistake (TOML syntax, an unknown setting, action or key name, a key bound twice on one
        # screen) is reported with its line (`reel config` lists them all) and reel starts on the defaults.

        [ui]
        # "dark" (light text on a dark terminal), "light" (dark text on a light terminal) or "mono"
        # (no colour: bold, reverse and underline). --light, --no-color and NO_COLOR=1 override it.
        theme = "dark"

        # true: a click selects a row (a second click opens it), a click on a header sorts, the
        # wheel scrolls. false: the mouse stays the terminal's, to select and copy text.
        mouse = true

        # The movie table's columns, in order; leave a name out to hide its column. The names:
        # title, year, kind, length, rating, votes, budget, mpaa, genres. Kind (TV, Mini) shows once
        # the table lists a series; Budget and MPAA on terminals at least 110 columns wide, Genres
        # from 60. The c key changes them; reel keeps that choice in its session state for as long
        # as these stay as they are.
        columns = ["title", "year", "kind", "length", "rating", "votes", "budget", "mpaa", "genres"]

        # The order the movie table opens in: "relevance" is the best match of the search words,
        # then the most voted (with no search: the most voted first). Or a field as `sort:` terms
        # take it, "-" for largest first: "-votes", "-weighted", "title", "-year", "-rating"...
        default_sort = "relevance"

        # Keys: `action = ["key", "key"]` replaces an action's keys, `action = "none"` unbinds it.
        # Key names are those the help (F1) shows: one character (case matters: G is not g), Space,
        # Enter, Esc, Tab, S-Tab, Bksp, Del, Ins, Up, Down, Left, Right, Home, End, PgUp, PgDn,
        # F1 to F12, Ctrl-d (also ^D). `reel keys` prints every action of every screen with its keys,
        # in this format.
        #
        # [keys] takes the global actions (quit, help, back…) and actions that several screens
        # share (select_next applies to each screen that has it). [keys.<screen>] is one screen's
        # (or one of its panels'), and wins over [keys] on its screen. The sections:
        \(sectionList(sections))
        [keys]
        # select_next = ["Down", "j"]
        # quit = ["Q", "Ctrl-c"]

        [keys.movies]
        # toggle_watchlist = ["w"]
        # sort_budget = "none"

        """
    }

    /// Every `[keys.<section>]` name, in comment lines of at most 100 columns.
    private static func sectionList(_ names: [String]) -> String {
        var lines: [String] = []
        var line = "#"
        for (index, name) in names.enumerated() {
            let word = " " + name + (index == names.count - 1 ? "." : ",")
            if line.count + word.count > 100 {
                lines.append(line)
                line = "#"
            }
            line += word
        }
        lines.append(line)
        return lines.joined(separator: "\n")
    }
}
