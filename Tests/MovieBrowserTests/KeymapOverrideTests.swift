import MovieBrowser
import TerminalUI
import Testing

/// A configuration's key overrides: applied per screen, checked as a whole, and followed by the
/// dispatch, the hint bar and the help alike.
@Suite struct KeymapOverrideTests {
    private func override(_ screen: String?, _ action: String, _ keys: String...) -> KeyOverride {
        KeyOverride(screen: screen, action: action, keys: keys)
    }

    @Test func aSectionRebindsOneScreensAction() throws {
        let keymaps = try Keymaps.standard.applying([override("movies", "select_next", "J", "Down")])
        #expect(keymaps.movies.action(for: .character("J")) == .selectNext)
        #expect(keymaps.movies.action(for: .down) == .selectNext)
        #expect(keymaps.movies.action(for: .character("j")) == nil)
        #expect(keymaps.watchlist.action(for: .character("j")) == .selectNext, "other screens keep their keys")
    }

    @Test func noneUnbindsAnAction() throws {
        for value in ["none", "None"] {
            let keymaps = try Keymaps.standard.applying([override("movies", "sort_budget", value)])
            #expect(keymaps.movies.action(for: .character("6")) == nil)
            let entry = try #require(keymaps.movies.keyHelp.entries.first { $0.action == "sort_budget" })
            #expect(entry.keys.isEmpty, "the help still lists the action, with no key")
        }
        let empty = try Keymaps.standard.applying([KeyOverride(screen: "global", action: "stats", keys: [])])
        #expect(empty.global.action(for: .character("S")) == nil)
    }

    @Test func topLevelActionsApplyToTheGlobalKeymapOrToEveryScreenThatHasThem() throws {
        let keymaps = try Keymaps.standard.applying([
            override(nil, "quit", "Ctrl-q"), override(nil, "select_next", "Ctrl-n", "Down"),
        ])
        #expect(keymaps.global.action(for: .control("q")) == .quit)
        #expect(keymaps.global.action(for: .character("Q")) == nil)
        #expect(keymaps.movies.action(for: .control("n")) == .selectNext)
        #expect(keymaps.watchlist.action(for: .control("n")) == .selectNext)
        #expect(keymaps.detail.action(for: .control("n")) == .selectNext)
        #expect(keymaps.movies.action(for: .character("j")) == nil)
    }

    @Test func aSectionWinsOverTheTopLevelTableOnItsScreen() throws {
        let keymaps = try Keymaps.standard.applying([
            override("movies", "select_next", "n"), override("movies", "next_match", "none"),
            override(nil, "select_next", "Ctrl-n"),
        ])
        #expect(keymaps.movies.action(for: .character("n")) == .selectNext)
        #expect(keymaps.movies.action(for: .control("n")) == nil)
        #expect(keymaps.watchlist.action(for: .control("n")) == .selectNext)
    }

    @Test func anUnknownScreenListsTheSections() throws {
        let error = try #require(throws: KeymapError.self) {
            try Keymaps.standard.applying([override("moviez", "open", "o")])
        }
        #expect(error.reason == .unknownScreen(valid: Keymaps.sectionNames))
        #expect(error.description.contains("unknown screen \"moviez\""))
        #expect(error.description.contains("[keys.movies]"))
    }

    @Test func anUnknownActionListsTheScreensActions() throws {
        let error = try #require(throws: KeymapError.self) {
            try Keymaps.standard.applying([override("movies", "select_nxt", "J")])
        }
        #expect(error.override.action == "select_nxt")
        #expect(error.description.contains("[keys.movies] select_nxt: unknown action \"select_nxt\""))
        #expect(error.description.contains("select_next, select_previous"))
        let topLevel = try #require(throws: KeymapError.self) {
            try Keymaps.standard.applying([override(nil, "frobnicate", "J")])
        }
        // Back and back to the first screen, each screen's opener in the list's order, redraw and quit.
        let global =
            [GlobalAction.back, .firstScreen] + BrowserScreens.all.compactMap { $0.opener?.command.action }
            + [.redraw, .quit]
        #expect(global.count > 4, "some screens have an opener")
        #expect(topLevel.description.contains(global.map(\.rawValue).joined(separator: ", ")), "\(topLevel)")
    }

    @Test func anUnknownKeyNameIsNamed() throws {
        let error = try #require(throws: KeymapError.self) {
            try Keymaps.standard.applying([override("movies", "open", "Enter", "Entr")])
        }
        #expect(error.reason == .unknownKey("Entr"))
        #expect(error.keyName == "Entr")
        #expect(error.description.contains("unknown key name \"Entr\""))
    }

    @Test func aKeyBoundTwiceOnOneScreenIsRefused() throws {
        // J on select_next collides with nothing; j on last collides with select_next's default j.
        let error = try #require(throws: KeymapError.self) {
            try Keymaps.standard.applying([override("movies", "last", "j")])
        }
        #expect(error.reason == .duplicateKey(key: "j", screen: "Movies", actions: ["select_next", "last"]))
        #expect(error.override.action == "last", "the error points at the override that made the clash")
        #expect(error.keyName == "j")
        // The same key twice in one list is a clash too.
        #expect(throws: KeymapError.self) { try Keymaps.standard.applying([override("movies", "open", "o", "o")]) }
        // A key may be moved: free it first, then bind it elsewhere.
        let moved = try Keymaps.standard.applying([
            override("movies", "select_next", "Down"), override("movies", "last", "j"),
        ])
        #expect(moved.movies.action(for: .character("j")) == .last)
    }

    @Test func theSameKeyOnTwoScreensIsFine() throws {
        let keymaps = try Keymaps.standard.applying([
            override("movies", "open", "o"), override("watchlist", "open", "o"),
        ])
        #expect(keymaps.movies.action(for: .character("o")) == .open)
        #expect(keymaps.watchlist.action(for: .character("o")) == .open)
    }

    @Test func aRebindingShowsItsNewKeyInTheHints() throws {
        let keymaps = try Keymaps.standard.applying([
            override("movies", "search", "s"), override("movies", "sort_title", "t"),
        ])
        let hints = keymaps.movies.keyHelp.hints
        #expect(hints.contains(Hint(key: "s", label: "Search")))
        #expect(hints.contains(Hint(key: "t/2-7/b", label: "Sort")), "the group shows its keys as bound now")
        #expect(!hints.contains { $0.key == "/" })
    }

    @Test func checkingFindsEveryErrorWhereApplyingStopsAtTheFirst() throws {
        // q is the global back key and w the Movies screen's watchlist key: two screens, two conflicts,
        // between an unknown key name and an unknown action.
        let overrides = [
            override(nil, "quit", "q"), override("movies", "select_next", "Dwon"),
            override("movies", "sort_title", "w"), override("movies", "sort_titel", "t"),
        ]
        let checked = Keymaps.standard.checking(overrides)
        #expect(checked.errors.map(\.override.action) == ["select_next", "sort_titel", "quit", "sort_title"])
        #expect(checked.errors.map(\.keyName) == ["Dwon", nil, "q", "w"])
        #expect(checked.keymaps.movies.action(for: .down) == .selectNext, "the bad override is left out")
        let first = try #require(throws: KeymapError.self) { try Keymaps.standard.applying(overrides) }
        #expect(first == checked.errors.first)
    }
}

/// A hint that stands for a group of actions follows their keys as they are bound.
@Suite struct GroupHintTests {
    private func sortHint(_ keymaps: Keymaps) -> String? {
        keymaps.movies.keyHelp.hints.first { $0.label == "Sort" }?.key
    }

    @Test func rebindingOneSortKeyChangesTheGroupsHint() throws {
        #expect(sortHint(.standard) == "1-7/b")
        let rebound = try Keymaps.standard.applying([KeyOverride(screen: "movies", action: "sort_year", keys: ["z"])])
        #expect(sortHint(rebound) == "1/z/3-7/b")
        let unbound = try Keymaps.standard.applying([KeyOverride(screen: "movies", action: "sort_budget", keys: [])])
        #expect(sortHint(unbound) == "1-5/7/b")
        let leader = try Keymaps.standard.applying([KeyOverride(screen: "movies", action: "sort_title", keys: ["none"])]
        )
        #expect(sortHint(leader) == "2-7/b", "the hint stays while the group has keys")
    }

    @Test func pairsAndTheRatingKeysReadAsBefore() {
        #expect(Keymaps.standard.detail.keyHelp.hints.first { $0.label == "Rate" }?.key == "0-9")
        #expect(Keymaps.standard.filters.keyHelp.hints.first { $0.label == "Value" }?.key == "h/l")
        #expect(Keymaps.standard.columns.keyHelp.hints.first { $0.label == "Reorder" }?.key == "J/K")
        #expect(Keymaps.standard.compare.keyHelp.hints.first { $0.label == "Open" }?.key == "1/2")
    }
}
