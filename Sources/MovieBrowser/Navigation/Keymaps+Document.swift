import TerminalUI

extension Keymaps {
    /// The key table as Markdown: one section per keymap, one row per binding (keys, action
    /// name, what it does). The key table of docs/keys.md is this text, checked by a test, so the
    /// documentation cannot drift from what the keys do.
    public var markdown: String {
        var lines: [String] = []
        for keymap in all {
            lines.append("**\(keymap.name)**")
            lines.append("")
            lines.append("| keys | action | what it does |")
            lines.append("|---|---|---|")
            for entry in keymap.entries {
                let keys = entry.keys.map { "`\($0 == "`" ? "backtick" : $0.replacing("|", with: "\\|"))`" }
                    .joined(separator: " ")
                lines.append("| \(keys) | \(entry.action) | \(entry.help.replacing("|", with: "\\|")) |")
            }
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }
}
