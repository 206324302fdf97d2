import Foundation
import MovieBrowser
import Testing

/// The key table of docs/keys.md is the keymaps' own text: a binding changed in code and not in the
/// README (or the other way round) fails here.
@Suite struct ReadmeKeyTableTests {
    @Test func theReadmeShowsTheKeyTableTheKeymapsDispatch() throws {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/keys.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        let table = Keymaps.standard.markdown
        #expect(table.contains("| `/` | search |"))
        #expect(table.contains("| `Q` `^C` | quit | Quit reel from anywhere |"))
        if !text.contains(table) {
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("reel-key-table.md")
            try table.write(to: path, atomically: true, encoding: .utf8)
            Issue.record(
                "docs/keys.md's key table differs from Keymaps.standard.markdown; the table is in \(path.path)")
        }
    }
}
