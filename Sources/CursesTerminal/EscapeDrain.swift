import TerminalUI

/// Reads what follows an `ESC` that ncurses handed back as a character, through ``KeyDecoder``.
///
/// ncurses decodes the key sequences that the terminfo entry of `TERM` lists; any other sequence
/// (tmux's `ESC [1~` for Home under `TERM=xterm-256color`, a modified key, a bracketed paste)
/// comes back as `ESC` and then its bytes as characters, which would read as Esc and a command
/// each. By the time ncurses hands back that `ESC` it has already waited out its escape delay, so
/// the rest of a sequence is waiting: the first read after it does not wait, and a lone Esc costs
/// nothing more. Later bytes of a sequence get the escape delay each, and the bytes of a paste
/// ``pasteGap`` each.
enum EscapeDrain {
    /// How long a paste may pause before it is taken as ended without its end marker.
    static let pasteGap = Duration.seconds(1)

    /// Reads the rest of the sequence an `ESC` starts.
    ///
    /// A key code that ncurses decodes inside a sequence ends it (the `ESC` was a key of its own);
    /// inside a paste it is part of the pasted text and is dropped, except a resize, which is kept.
    /// A sequence that stops short (`ESC [1` and then nothing for the escape delay) is dropped.
    ///
    /// - Parameter escapeDelay: How long to wait for each further byte of a sequence.
    /// - Parameter resizeCode: The key code of a resize (`KEY_RESIZE`).
    /// - Parameter next: Reads one input, waiting at most the given time; `nil` when none came.
    /// - Returns: The keys read, and an input that came after them, still to be handled.
    static func read(
        escapeDelay: Duration, resizeCode: Int32, next: (Duration) -> CursesInput?
    ) -> (keys: [Key], following: CursesInput?) {
        var decoder = KeyDecoder()
        var keys = decoder.feed([0x1B])
        var timeout = Duration.zero
        var resized = false
        while !decoder.pending.isEmpty || decoder.isInPaste {
            guard let input = next(decoder.isInPaste ? pasteGap : timeout) else {
                // A sequence cut short is dropped rather than run as Esc and keys.
                if decoder.isInPaste || decoder.pending.count == 1 { keys += decoder.flush() }
                break
            }
            timeout = escapeDelay
            switch input {
            case .character(let value):
                guard let scalar = Unicode.Scalar(value) else { continue }
                keys += decoder.feed(Array(String(scalar).utf8))
            case .keyCode(let code) where decoder.isInPaste:
                resized = resized || code == resizeCode
            case .keyCode:
                keys += decoder.flush()
                return (keys, input)
            }
        }
        return (keys, resized ? .keyCode(resizeCode) : nil)
    }
}
