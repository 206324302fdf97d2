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
    /// The movie table: the title column stops growing here.
    static let table = 140
    /// The watchlist.
    static let watchlist = 120
    /// A person's screen: their filmography.
    static let person = 120
}
