/// The bottom bar: key hints on the left (from a ``Keymap``) and a status message on the right.
///
/// Hints that do not fit are dropped whole, from the end, rather than cut in the middle.
public struct StatusBar: Widget {
    /// The hints, in order of importance.
    public var hints: [Hint]
    /// A status message, e.g. `"1 / 58,788"`; dropped when there is no room.
    public var message: String

    /// Creates a status bar.
    ///
    /// - Parameter hints: The hints, usually `keymap.keyHelp.hints`.
    /// - Parameter message: The status message.
    public init(hints: [Hint], message: String = "") {
        self.hints = hints
        self.message = message
    }

    /// Draws the bar in the first row of `rect`.
    ///
    /// - Parameter canvas: The frame.
    /// - Parameter rect: The bar's row.
    /// - Parameter theme: The styles and glyphs.
    public func render(on canvas: inout Canvas, in rect: Rect, theme: Theme) {
        let row = rect.row(0)
        guard !row.isEmpty else { return }
        canvas.fill(row, style: theme.status)
        let messageWidth = message.isEmpty ? 0 : DisplayWidth.of(message) + 1
        var x = row.x
        for hint in hints {
            let keyWidth = DisplayWidth.of(hint.key)
            let width = keyWidth + 1 + DisplayWidth.of(hint.label) + 1
            // The space after a hint is drawn only when something follows it: the message needs it.
            guard x + width + (messageWidth > 0 ? 1 : 0) <= row.maxX - messageWidth else { break }
            canvas.draw(hint.key, at: Point(x: x, y: row.y), maxWidth: keyWidth, style: theme.hintKey)
            canvas.draw(hint.label, at: Point(x: x + keyWidth + 1, y: row.y), maxWidth: width, style: theme.status)
            x += width + 1
        }
        if messageWidth > 0 {
            let room = Rect(x: x, y: row.y, width: row.maxX - x - 1, height: 1)
            canvas.draw(message, in: room, alignment: .trailing, style: theme.status, ellipsis: theme.glyphs.ellipsis)
        }
    }
}
