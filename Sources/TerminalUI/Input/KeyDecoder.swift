/// Decodes the bytes a terminal sends into ``Key``s: UTF-8 text, control keys, CSI/SS3 escape
/// sequences (xterm, rxvt and Linux console variants, with or without modifiers: a modified key
/// decodes as the key), mouse reports (SGR 1006 and X10) and bracketed pastes.
///
/// The decoder is incremental: a sequence split across reads is kept until it completes. A lone
/// `ESC` is ambiguous until the terminal stays quiet, so it is held until ``flush()`` — a driver
/// calls `flush()` when its escape delay (25 ms by default) passes with no further byte.
///
/// A paste (`ESC [200~` … `ESC [201~`) becomes one ``Key/paste(_:)`` when its end marker arrives,
/// however many reads it spans. While ``isInPaste``, a driver waits longer than the escape delay
/// before calling `flush()` (a paste may pause mid-way on a slow link); `flush()` then ends a paste
/// whose end marker never came with what it received, so input is never swallowed for good.
/// At most ``BracketedPaste/limit`` bytes of one paste are kept.
///
/// ```swift
/// var decoder = KeyDecoder()
/// decoder.feed(Array("\u{1B}[A".utf8))   // [.up]
/// decoder.feed([0x1B])                   // [] — maybe the start of a sequence
/// decoder.flush()                        // [.escape]
/// ```
public struct KeyDecoder: Sendable {
    /// Bytes received that do not form a complete key yet.
    public private(set) var pending: [UInt8] = []
    /// The paste being received, between its start and end markers.
    private var paste: BracketedPaste?

    /// Whether a paste has started and its end marker has not come yet.
    public var isInPaste: Bool { paste != nil }

    /// Creates a decoder with nothing pending.
    public init() {}

    /// Adds bytes and returns every key they complete.
    ///
    /// - Parameter bytes: Bytes read from the terminal.
    /// - Returns: The decoded keys, in order; sequences the decoder does not know are dropped.
    @discardableResult
    public mutating func feed(_ bytes: [UInt8]) -> [Key] {
        pending.append(contentsOf: bytes)
        return decode(final: false)
    }

    /// Treats what is pending as complete: a held `ESC` becomes ``Key/escape``, and a paste whose
    /// end marker has not come ends with what it received.
    ///
    /// - Returns: The keys the pending bytes stand for.
    @discardableResult
    public mutating func flush() -> [Key] {
        decode(final: true)
    }

    private mutating func decode(final: Bool) -> [Key] {
        var keys: [Key] = []
        var text = String.UnicodeScalarView()
        var start = 0
        func flushText() {
            guard !text.isEmpty else { return }
            keys.append(contentsOf: String(text).map(Key.character))
            text = String.UnicodeScalarView()
        }
        while start < pending.count || (final && paste != nil) {
            if var current = paste {
                // Left empty while `current` grows, so appending to it never copies the whole paste.
                paste = nil
                let (taken, ended) = current.receive(pending[start...], final: final)
                start += taken
                guard ended else {
                    paste = current
                    break
                }
                flushText()
                if !current.bytes.isEmpty { keys.append(.paste(current.text)) }
                continue
            }
            switch EscapeSequence.parse(pending[start...], final: final) {
            case .pasteStart(let length):
                flushText()
                paste = BracketedPaste()
                start += length
            case .key(let key, let length):
                flushText()
                keys.append(key)
                start += length
            case .text(let scalar, let length):
                text.append(scalar)
                start += length
            case .skip(let length):
                start += length
            case .incomplete:
                flushText()
                pending.removeFirst(start)
                return keys
            }
        }
        flushText()
        pending.removeFirst(start)
        return keys
    }
}
