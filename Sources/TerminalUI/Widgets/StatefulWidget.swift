/// A widget whose state outlives the frame (a selection, a scroll offset) and is resolved when it
/// draws: `render` takes the state `inout` and writes back what it used, as ratatui's
/// `StatefulWidget` does.
///
/// So a presenter changes the state by intent ("page down") without knowing the viewport, and the
/// view, which knows the layout, settles it once per frame.
public protocol StatefulWidget {
    /// The state the widget reads and writes back.
    associatedtype State

    /// Draws the widget, resolving and writing back `state`.
    ///
    /// - Parameter canvas: The frame being built.
    /// - Parameter rect: Where to draw; nothing is drawn outside it.
    /// - Parameter state: The state; updated with what the drawing used (offset, clamped selection).
    /// - Parameter theme: The styles and glyphs to use.
    func render(on canvas: inout Canvas, in rect: Rect, state: inout State, theme: Theme)
}
