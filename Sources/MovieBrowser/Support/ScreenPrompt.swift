import TerminalUI

/// A question a screen asks on the line above the hint bar: a line of text to type (a list's name,
/// a note) or yes or no (a deletion). It takes every key while it is open.
public struct ScreenPrompt: Hashable, Sendable {
    /// What the prompt asks for.
    public enum Kind: Hashable, Sendable {
        /// A line of text, with a placeholder shown while it is empty.
        case text(TextInputState, placeholder: String)
        /// `y` or `n`.
        case confirm
    }

    /// What a key did to the prompt.
    public enum Outcome: Hashable, Sendable {
        /// The prompt is still open (the key edited it, or was taken and ignored).
        case editing
        /// The key is not the prompt's (a resize, a function key): others may use it.
        case ignored
        /// Enter on a text prompt: the text, without leading and trailing spaces.
        case submitted(String)
        /// `y` on a yes-or-no prompt.
        case confirmed
        /// Esc, or `n` on a yes-or-no prompt.
        case cancelled
    }

    /// The question (`"Name of the new list:"`).
    public var question: String
    /// The text field, or yes or no.
    public var kind: Kind
    /// Why the last answer was refused (`rating>ten: not a number`), shown above the prompt.
    public var error: String?

    /// A prompt for a line of text.
    ///
    /// - Parameters:
    ///   - question: The question.
    ///   - text: The text the field starts with.
    ///   - placeholder: Shown while the field is empty.
    public static func text(_ question: String, _ text: String = "", placeholder: String = "") -> ScreenPrompt {
        ScreenPrompt(question: question, kind: .text(TextInputState(text: text), placeholder: placeholder))
    }

    /// A yes-or-no question.
    ///
    /// - Parameter question: The question, ending with `(y/n)`.
    public static func confirm(_ question: String) -> ScreenPrompt {
        ScreenPrompt(question: question, kind: .confirm)
    }

    /// Whether the prompt has a text field (printable keys are its own).
    public var isText: Bool {
        if case .text = kind { return true }
        return false
    }

    /// Handles a key: Enter answers, Esc cancels, printable keys edit the text (or answer y or n).
    ///
    /// - Parameter key: The key.
    /// - Returns: What the key did.
    public mutating func handle(_ key: Key) -> Outcome {
        if key == .escape { return .cancelled }
        switch kind {
        case .confirm:
            switch key {
            case .character("y"), .character("Y"): return .confirmed
            case .character("n"), .character("N"): return .cancelled
            case .character, .enter, .paste: return .editing
            default: return .ignored
            }
        case .text(var input, let placeholder):
            if key == .enter { return .submitted(input.text.trimmingSpaces) }
            guard input.handle(key) else {
                if case .character = key { return .editing }
                return .ignored
            }
            kind = .text(input, placeholder: placeholder)
            error = nil
            return .editing
        }
    }

    /// The rows the prompt takes at the foot of a screen: one, two with an error.
    public var height: Int { error == nil ? 1 : 2 }

    /// Draws the prompt on the last rows of `rect`: the error above, then the question and field.
    ///
    /// - Parameters:
    ///   - canvas: The frame.
    ///   - rect: The screen's body; the prompt takes its last ``height`` rows.
    ///   - theme: The styles and glyphs.
    public func render(on canvas: inout Canvas, in rect: Rect, theme: Theme) {
        guard rect.height >= height, !rect.isEmpty else { return }
        let row = rect.row(rect.height - 1)
        if let error {
            let above = rect.row(rect.height - 2)
            canvas.fill(above, style: theme.normal)
            canvas.draw(
                error, at: Point(x: above.x + 1, y: above.y), maxWidth: above.width - 2, style: theme.warning,
                ellipsis: theme.glyphs.ellipsis)
        }
        switch kind {
        case .text(let input, let placeholder):
            TextInput(label: question, state: input, placeholder: placeholder, isFocused: true)
                .render(on: &canvas, in: row, theme: theme)
        case .confirm:
            canvas.fill(row, style: theme.normal)
            let width = canvas.draw(question, at: row.origin, maxWidth: row.width, style: theme.header)
            canvas.cursor = Cursor(Point(x: min(row.maxX - 1, row.x + width + 1), y: row.y), isVisible: true)
        }
    }
}
