import TerminalUI

extension Rect {
    /// The rectangle cut to at most `maximum` columns from its left edge: on a wide terminal a
    /// screen keeps a title beside its figures and a chart beside its facts, instead of spreading
    /// them 150 columns apart.
    ///
    /// - Parameter maximum: The widest the screen reads well.
    func readingWidth(_ maximum: Int) -> Rect {
        Rect(x: x, y: y, width: Swift.min(width, maximum), height: height)
    }
}

/// The widest each screen is drawn, in columns; the rest of a wider terminal stays empty.
enum ReadingWidth {
    /// A movie's detail: its facts, chart and similar movies.
    static let detail = 112
    /// The movie table: as wide as the terminal, so that the genres have room; its title column
    /// stops growing at ``title``.
    static let table = Int.max
    /// The movie table's title column, at its widest (it reaches it on a 140-column terminal).
    static let title = 63
    /// The watchlist.
    static let watchlist = 120
    /// A person's screen: their filmography.
    static let person = 120
}
