import Foundation
import MovieBrowser
import ReelSettings
import Testing

/// docs/configuration.md shows the file `reel config --init` writes, word for word.
@Suite struct ReadmeConfigurationTests {
    @Test func theReadmeShowsTheDefaultConfigFile() throws {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/configuration.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        #expect(text.contains("# Configuration"))
        let block = "```toml\n" + DefaultConfig.text(sections: Keymaps.sectionNames) + "```\n"
        if !text.contains(block) {
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("reel-default-config.md")
            try block.write(to: path, atomically: true, encoding: .utf8)
            Issue.record("docs/configuration.md does not show DefaultConfig.text; the block is in \(path.path)")
        }
    }
}
