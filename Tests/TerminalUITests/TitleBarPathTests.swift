@testable import TerminalUI
import Testing

/// A breadcrumb path too long for the title bar loses its middle first, then its first crumb.
@Suite struct TitleBarPathTests {
    private func path(_ crumbs: [String], room: Int) -> String {
        TitleBar.path(crumbs, room: room, separator: " › ", ellipsis: "…")
    }

    @Test func aPathThatFitsIsWhole() {
        #expect(path(["Movies", "The Godfather"], room: 40) == "Movies › The Godfather")
    }

    @Test func theMiddleGivesWayOldestFirst() {
        let crumbs = ["Movies", "The Godfather", "Marlon Brando", "Apocalypse Now", "Francis Ford Coppola"]
        #expect(path(crumbs, room: 80) == crumbs.joined(separator: " › "))
        #expect(path(crumbs, room: 70) == "Movies › … › Marlon Brando › Apocalypse Now › Francis Ford Coppola")
        #expect(path(crumbs, room: 50) == "Movies › … › Apocalypse Now › Francis Ford Coppola")
        #expect(path(crumbs, room: 33) == "Movies › … › Francis Ford Coppola")
    }

    @Test func whenTheFirstAndTheLastAreTooLongTheFirstGivesWayToo() {
        let crumbs = ["Movies", "The Godfather", "Francis Ford Coppola"]
        #expect(path(crumbs, room: 25) == "… › Francis Ford Coppola")
        #expect(path(["Movies"], room: 3) == "Movies", "one crumb is left to the bar's ellipsis")
    }
}
