/// A one-line text input: a label, the field and, when focused, the visible cursor at the
/// insertion point. Text wider than the field scrolls so the cursor stays in view.
public struct TextInput: Widget {
    /// The label before the field, e.g. `"Search:"`.
    public var label: String
    /// The text and cursor.
    public var state: TextInputState
    /// Shown dimmed when the text is empty.
    public var placeholder: String
    /// Whether the input has focus (shows the cursor).
    public var isFocused: Bool

    /// Creates a text input.
    ///
    /// - Parameter label: The label before the field.
    /// - Parameter state: The text and cursor.
    /// - Parameter placeholder: Shown when empty.
    /// - Parameter isFocused: Whether it has focus.
    public init(label: String, state: TextInputState, placeholder: String = "", isFocused: Bool) {
        self.label = label
        self.state = state
        self.placeholder = placeholder
        self.isFocused = isFocused
    }

    /// Draws the label and field in the first row of `rect`.
    ///
    /// - Parameter canvas: The frame.
    /// - Parameter rect: The input's row.
    /// - Parameter theme: The styles and glyphs.
    public func render(on canvas: inout Canvas, in rect: Rect, theme: Theme) {
        let row = rect.row(0)
        guard !row.isEmpty else { return }
        canvas.fill(row, style: theme.normal)
        let labelWidth = label.isEmpty ? 0 : min(DisplayWidth.of(label) + 1, row.width / 2)
        if labelWidth > 0 {
            canvas.draw(
                label, at: row.origin, maxWidth: labelWidth - 1, style: theme.header, ellipsis: theme.glyphs.ellipsis)
        }
        let field = Rect(x: row.x + labelWidth, y: row.y, width: row.width - labelWidth, height: 1)
        guard !field.isEmpty else { return }
        canvas.fill(field, style: theme.input)
        if state.text.isEmpty {
            canvas.draw(
                placeholder, at: field.origin, maxWidth: field.width, style: theme.input.adding(.dim),
                ellipsis: theme.glyphs.ellipsis)
            if isFocused { canvas.cursor = Cursor(field.origin, isVisible: true) }
            return
        }
        let graphemes = Array(state.text)
        var start = 0
        var beforeCursor = graphemes[0..<state.cursor].reduce(0) { $0 + DisplayWidth.of($1) }
        while beforeCursor > field.width - 1, start < state.cursor {
            beforeCursor -= DisplayWidth.of(graphemes[start])
            start += 1
        }
        canvas.draw(String(graphemes[start...]), at: field.origin, maxWidth: field.width, style: theme.input)
        if isFocused { canvas.cursor = Cursor(Point(x: field.x + beforeCursor, y: field.y), isVisible: true) }
    }
}
