import MovieBrowser
import TerminalUI
import TestSupport
import Testing

@MainActor
@Suite struct InspectorScreenTests {
    private func lines(_ harness: BrowserHarness) throws -> [String] {
        try #require(harness.browser.navigator.top as? InspectorView).presenter.viewModel().text
    }

    @Test func showsTheAppContainerAndOneChildPerScreen() throws {
        let harness = try BrowserHarness(size: Size(width: 120, height: 40))
        harness.press(.function(12))
        #expect(harness.browser.navigator.routes == [.movies, .inspector])
        let text = try lines(harness)
        #expect(text.contains { $0.hasPrefix("  app · ") })
        #expect(text.contains { $0.hasPrefix("    Movies · 3 registrations · 3 instances") })
        #expect(text.contains { $0.hasPrefix("    Inspector · 3 registrations") })
        #expect(text.contains("      MoviesPresenter · scoped · 1 live"))
        #expect(text.contains("  push Movies"))
        #expect(text.contains("  no screen popped yet"))
        let screen = try harness.draw()
        #expect(screen.contains(" Inspector "))
        #expect(screen.contains("Movies · 3 registrations"))
    }

    @Test func followsPushesAndShowsTheLastDisposal() throws {
        let harness = try BrowserHarness(size: Size(width: 120, height: 40))
        harness.press(.enter, .function(12))
        #expect(harness.browser.navigator.routes == [.movies, .detail(movieID: 352), .inspector])
        var text = try lines(harness)
        #expect(text.contains { $0.hasPrefix("    Detail #352 · ") })
        #expect(text.contains("  push Detail #352"))
        harness.press(.escape, .escape)
        #expect(harness.browser.navigator.routes == [.movies])
        harness.press(.control("g"))
        text = try lines(harness)
        #expect(!text.contains { $0.contains("Detail #352 · ") }, "the popped detail is no longer in the tree")
        #expect(text.contains { $0.hasPrefix("  Detail #352: released ") })
        let disposal = try #require(text.firstIndex { $0.hasPrefix("  Detail #352: released ") })
        #expect(text[disposal + 1] == "    no leaks")
        #expect(text.contains { $0.hasPrefix("  pop Detail #352: ") })
        #expect(
            text.firstIndex { $0.hasPrefix("  pop Inspector") } ?? 0 < text.firstIndex(of: "  push Detail #352") ?? 0,
            "events are newest first")
        harness.press(.escape)
        #expect(harness.browser.navigator.inspection.leaks.isEmpty)
    }

    @Test func theTreeUpdatesWhileTheInspectorIsOpen() throws {
        let harness = try BrowserHarness(size: Size(width: 120, height: 40))
        harness.press(.function(12))
        let before = try harness.draw()
        #expect(!before.contains("Help ·"))
        harness.press(.character("?"))
        #expect(harness.browser.navigator.routes == [.movies, .inspector, .help])
        harness.press(.escape)
        let after = try lines(harness)
        #expect(after.contains { $0.hasPrefix("  Help: released ") }, "the help over the inspector was popped")
    }

    @Test func scrollsAndClosesWithF12() throws {
        let harness = try BrowserHarness()
        harness.press(.function(12))
        try harness.draw()
        do {
            // The presenter is let go before the pop, or the leak audit would report this test's reference.
            let presenter = try #require(harness.browser.navigator.top as? InspectorView).presenter
            // Unfolded, the app's registrations make the tree longer than a page.
            harness.press(.character("a"))
            harness.press(.character("j"), .character("j"), .down)
            #expect(presenter.viewModel().offset == 3)
            harness.press(.up)
            #expect(presenter.viewModel().offset == 2)
            harness.press(.end)
            #expect(presenter.viewModel().offset == presenter.viewModel().lines.count - presenter.visibleLines)
        }
        harness.press(.function(12))
        #expect(harness.browser.navigator.routes == [.movies])
        #expect(harness.browser.navigator.inspection.leaks.isEmpty)
    }

    @Test func smallTerminalsStillShowThePanel() throws {
        for size in [Size(width: 40, height: 10), Size(width: 52, height: 14)] {
            let harness = try BrowserHarness(size: size)
            harness.press(.function(12), .end)
            let screen = try harness.draw()
            #expect(screen.contains(" Inspector "), "at \(size)")
        }
    }

    @Test func goldenFrames() throws {
        let small = try BrowserHarness()
        small.press(.function(12))
        expectGolden(try small.draw(), named: "inspector-80x24")
        let large = try BrowserHarness(size: Size(width: 120, height: 40))
        large.press(.character("?"), .escape, .function(12))
        expectGolden(try large.draw(), named: "inspector-120x40")
    }
}

/// The inspector opens on the screens' containers: the app's own registrations folded, the screen
/// it was opened over marked; `a` shows them.
@MainActor
@Suite struct InspectorFocusTests {
    @Test func theAppIsFoldedAndTheScreenBelowMarked() throws {
        let harness = try BrowserHarness()
        harness.press(.enter, .function(12))
        let presenter = try #require(harness.browser.navigator.top as? InspectorView).presenter
        let folded = presenter.viewModel().text
        #expect(folded.contains("    (its registrations are folded: a shows them)"))
        #expect(!folded.contains { $0.hasPrefix("    Keymaps · singleton") })
        let marked = folded.filter { $0.hasSuffix("◀ this screen") }
        #expect(marked.count == 1)
        #expect(marked.first?.contains("Detail #") == true, "\(marked)")
        let screen = try harness.draw()
        #expect(screen.contains("◀ this screen"), "the screen's container is in view at 80×24")
        harness.press(.character("a"))
        let open = presenter.viewModel().text
        #expect(open.contains { $0.hasPrefix("    Keymaps · singleton") })
        #expect(!open.contains("    (its registrations are folded: a shows them)"))
        harness.press(.character("a"))
        #expect(presenter.viewModel().text == folded)
        harness.press(.function(12))
    }
}
