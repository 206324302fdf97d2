/// The bottom bar: key hints on the left (from a ``Keymap``) and a status message on the right.
///
/// Hints that do not fit are dropped whole, from the end, rather than cut in the middle.
public struct StatusBar: Widget {
    /// The hints, in order of importance.
    public var hints: [Hint]
    /// Hints drawn after ``hints`` whatever the width (help, quit): room is kept for them before
    /// the other hints, and given up only to a message that needs it.
    public var pinned: [Hint]
    /// A status message, e.g. `"1 / 58,788"`; dropped when there is no room.
    public var message: String

    /// Creates a status bar.
    ///
    /// - Parameter hints: The hints, usually a keymap's `keyHelp.hints`, most important first.
    /// - Parameter pinned: Hints drawn after the others that fit, however narrow the bar.
    /// - Parameter message: The status message.
    public init(hints: [Hint], pinned: [Hint] = [], message: String = "") {
        self.hints = hints
        self.pinned = pinned
        self.message = message
    }

    /// The columns a hint takes, the space after it included.
    private static func width(of hint: Hint) -> Int {
        DisplayWidth.of(hint.key) + 1 + DisplayWidth.of(hint.label) + 1
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
        // A message (an error, what a key did) outranks every hint, the pinned ones too: it lasts
        // until the next key, and then they are back.
        let allPinned = pinned.reduce(0) { $0 + Self.width(of: $1) + 1 }
        let pinnedFits = messageWidth + allPinned <= row.width
        let pinnedWidth = pinnedFits ? allPinned : 0
        var x = row.x
        for hint in hints {
            // The space after a hint is drawn only when something follows it: the message needs it.
            guard x + Self.width(of: hint) + (messageWidth > 0 ? 1 : 0) + pinnedWidth <= row.maxX - messageWidth else {
                break
            }
            x = draw(hint, at: x, in: row, on: &canvas, theme: theme)
        }
        for hint in pinned where pinnedFits && x + Self.width(of: hint) <= row.maxX {
            x = draw(hint, at: x, in: row, on: &canvas, theme: theme)
        }
        if messageWidth > 0, x < row.maxX - 1 {
            let room = Rect(x: x, y: row.y, width: row.maxX - x - 1, height: 1)
            canvas.draw(message, in: room, alignment: .trailing, style: theme.status, ellipsis: theme.glyphs.ellipsis)
        }
    }

    /// Draws one hint at `x`; returns where the next one starts.
    private func draw(_ hint: Hint, at x: Int, in row: Rect, on canvas: inout Canvas, theme: Theme) -> Int {
        let keyWidth = DisplayWidth.of(hint.key)
        let width = Self.width(of: hint)
        canvas.draw(hint.key, at: Point(x: x, y: row.y), maxWidth: keyWidth, style: theme.hintKey)
        canvas.draw(hint.label, at: Point(x: x + keyWidth + 1, y: row.y), maxWidth: width, style: theme.status)
        return x + width + 1
    }
}
