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
