/// The text and cursor of a one-line text input, edited by keys.
///
/// The cursor is a grapheme offset, so editing never splits an emoji or a letter with its accent.
/// Supported keys: printable characters insert; Backspace and Delete remove; Left, Right, Home,
/// End (and `^A`, `^E`) move; `^U` clears to the start, `^K` to the end; a paste inserts its text
/// whole, as one line (see ``oneLine(_:)``).
public struct TextInputState: Hashable, Sendable {
    /// The text entered so far.
    public private(set) var text: String
    /// The cursor's grapheme offset, from 0 to `text.count`.
    public private(set) var cursor: Int

    /// Creates a state with the cursor at the end of `text`.
    ///
    /// - Parameter text: The initial text.
    public init(text: String = "") {
        self.text = text
        self.cursor = text.count
    }

    /// Applies an editing key.
    ///
    /// - Parameter key: The key pressed.
    /// - Returns: Whether the key was an editing key; Enter, Esc, Tab and the like are not.
    public mutating func handle(_ key: Key) -> Bool {
        switch key {
        case .character(let c):
            text.insert(c, at: index(cursor))
            cursor += 1
        case .paste(let pasted):
            let line = Self.oneLine(pasted)
            text.insert(contentsOf: line, at: index(cursor))
            cursor += line.count
        case .backspace:
            guard cursor > 0 else { return true }
            text.remove(at: index(cursor - 1))
            cursor -= 1
        case .delete, .control("d"):
            guard cursor < text.count else { return true }
            text.remove(at: index(cursor))
        case .left: cursor = max(0, cursor - 1)
        case .right: cursor = min(text.count, cursor + 1)
        case .home, .control("a"): cursor = 0
        case .end, .control("e"): cursor = text.count
        case .control("u"):
            text.removeSubrange(text.startIndex..<index(cursor))
            cursor = 0
        case .control("k"):
            text.removeSubrange(index(cursor)..<text.endIndex)
        default:
            return false
        }
        return true
    }

    /// Pasted text as one line of an input: each run of line breaks (`\n`, `\r\n`, `\r`...)
    /// between words becomes one space and those at the ends go, a tab becomes a space, and other
    /// control characters are left out.
    ///
    /// ```swift
    /// TextInputState.oneLine("taxi\r\nQuentin\n")   // "taxi Quentin"
    /// ```
    ///
    /// - Parameter pasted: The text as the terminal sent it.
    /// - Returns: The text to insert.
    public static func oneLine(_ pasted: String) -> String {
        let words = pasted.split(whereSeparator: \.isNewline).joined(separator: " ")
        return String(
            words.compactMap { character -> Character? in
                if character == "\t" { return " " }
                return character.unicodeScalars.contains(where: ControlEscape.isControl) ? nil : character
            })
    }

    private func index(_ offset: Int) -> String.Index {
        text.index(text.startIndex, offsetBy: min(max(0, offset), text.count))
    }
}
