/// Something that draws itself into a rectangle of a ``Canvas`` with a ``Theme``.
///
/// Widgets are values built from a view model for each frame; they keep no state between frames
/// (state such as a selection lives in ``ListState`` or ``TextInputState``, owned by the screen).
/// A widget draws only inside its rectangle.
public protocol Widget {
    /// Draws the widget.
    ///
    /// - Parameter canvas: The frame being built.
    /// - Parameter rect: Where to draw; nothing is drawn outside it.
    /// - Parameter theme: The styles and glyphs to use.
    func render(on canvas: inout Canvas, in rect: Rect, theme: Theme)
}
