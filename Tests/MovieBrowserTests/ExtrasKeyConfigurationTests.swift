import MovieBrowser
import TerminalUI
import Testing

/// The keys of Compare, the export panel and the table's statistics follow a configuration like
/// every other screen's.
@Suite struct ExtrasKeyConfigurationTests {
    @Test func compareAndExportHaveTheirOwnSections() throws {
        let keymaps = try Keymaps.standard.applying([
            KeyOverride(screen: "compare", action: "swap", keys: ["x"]),
            KeyOverride(screen: "export", action: "export", keys: ["Space", "Enter"]),
        ])
        #expect(keymaps.compare.action(for: .character("x")) == .swap)
        #expect(keymaps.compare.action(for: .character("s")) == nil)
        #expect(keymaps.export.action(for: .character(" ")) == .export)
        #expect(Keymaps.sectionNames.contains("compare"))
        #expect(
            Keymaps.sectionNames.split(separator: "watchlist").last?.first == "export", "the panel follows its screen")
    }

    @Test func aTopLevelStatsIsStillTheGlobalOne() throws {
        let keymaps = try Keymaps.standard.applying([KeyOverride(screen: nil, action: "stats", keys: ["none"])])
        #expect(keymaps.global.action(for: .character("S")) == nil)
        #expect(keymaps.movies.action(for: .character("S")) == .tableStats, "the table's own S is table_stats")
    }

    @Test func copyAppliesToEveryScreenThatCopies() throws {
        let keymaps = try Keymaps.standard.applying([KeyOverride(screen: nil, action: "copy", keys: ["C"])])
        #expect(keymaps.detail.action(for: .character("C")) == .copy)
        #expect(keymaps.watchlist.action(for: .character("C")) == .copy)
        #expect(keymaps.detail.action(for: .character("y")) == nil)
    }
}
