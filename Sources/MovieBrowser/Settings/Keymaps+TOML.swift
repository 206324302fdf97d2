extension Keymaps {
    /// The keymaps as the `[keys]` part of a config.toml: one section per screen, one line per
    /// action with its keys and, as a comment, what it does. `reel keys` prints it; pasted into
    /// config.toml it binds exactly these keys.
    ///
    /// ```toml
    /// # Movies
    /// [keys.movies]
    /// open = ["Enter"]  # Open the selected movie's detail
    /// ```
    public var tomlText: String {
        var lines: [String] = []
        for (name, help) in named {
            lines.append("# \(help.name)")
            lines.append("[keys.\(name)]")
            let assignments = help.entries.map { entry in
                let value =
                    entry.keys.isEmpty ? "\"none\"" : "[" + entry.keys.map(Self.quoted).joined(separator: ", ") + "]"
                return "\(entry.action) = \(value)"
            }
            let width = min(40, assignments.map(\.count).max() ?? 0)
            for (assignment, entry) in zip(assignments, help.entries) {
                let padding = String(repeating: " ", count: max(1, width - assignment.count + 2))
                lines.append(assignment + padding + "# " + entry.help)
            }
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }

    /// A TOML basic string.
    private static func quoted(_ text: String) -> String {
        "\"" + text.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"") + "\""
    }
}
