/// The escape sequence that asks a terminal to put text on the system clipboard: OSC 52
/// (`ESC ] 52 ; c ; <base64> BEL`), which xterm, iTerm2, kitty, WezTerm, Windows Terminal and tmux
/// (with `set-clipboard on`) understand, also over SSH; a terminal that does not ignores it.
public enum ClipboardSequence {
    /// The largest payload sent, in bytes of text; longer text is cut at a character boundary
    /// (some terminals drop an OSC 52 longer than about 100 kB).
    public static let maximumBytes = 74_994

    /// The OSC 52 sequence that sets the clipboard (selection `c`) to `text`.
    ///
    /// - Parameter text: The text to copy; cut to ``maximumBytes`` of UTF-8.
    /// - Returns: The sequence, terminated by BEL.
    public static func osc52(_ text: String) -> String {
        return "\u{1B}]52;c;" + Base64.encode(Array(prefix(of: text).utf8)) + "\u{07}"
    }

    /// The longest prefix of `text` of at most ``maximumBytes`` UTF-8 bytes that ends on a
    /// character boundary.
    static func prefix(of text: String) -> Substring {
        let utf8 = text.utf8
        guard utf8.count > maximumBytes else { return Substring(text) }
        var end = utf8.index(utf8.startIndex, offsetBy: maximumBytes)
        while end > text.startIndex, String.Index(end, within: text) == nil {
            end = utf8.index(before: end)
        }
        return text[..<end]
    }
}
