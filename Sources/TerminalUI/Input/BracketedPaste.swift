/// Bracketed paste (xterm's private mode 2004): a terminal in this mode sends pasted text between
/// `ESC [200~` and `ESC [201~`, so a program can tell it from typing and keep a pasted line break
/// from acting as Enter.
///
/// One value gathers the bytes of one paste for ``KeyDecoder``, up to its end marker, keeping at most
/// ``limit`` bytes of it: the rest of a huge paste is read and dropped, so memory stays bounded.
public struct BracketedPaste: Sendable, Equatable {
    /// Turns bracketed paste on: write it to the terminal when input starts being read.
    public static let enable = "\u{1B}[?2004h"
    /// Turns bracketed paste off: write it before giving the terminal back.
    public static let disable = "\u{1B}[?2004l"
    /// What a terminal sends before pasted text.
    public static let startMarker: [UInt8] = Array("\u{1B}[200~".utf8)
    /// What a terminal sends after pasted text.
    public static let endMarker: [UInt8] = Array("\u{1B}[201~".utf8)
    /// The most bytes of one paste that are kept (64 KiB); what follows them up to the end marker is dropped.
    public static let limit = 65_536

    /// The bytes of the paste received so far, at most ``limit``.
    private(set) var bytes: [UInt8] = []
    /// Whether bytes past ``limit`` were dropped.
    private(set) var isTruncated = false

    /// The pasted text: the bytes as UTF-8, invalid bytes replaced, and a character cut by
    /// ``limit`` left out.
    var text: String {
        var text = String(decoding: bytes, as: UTF8.self)
        if isTruncated, text.unicodeScalars.last == "\u{FFFD}" { text.unicodeScalars.removeLast() }
        return text
    }

    /// Takes the paste's bytes from the start of `input`, up to and including the end marker.
    ///
    /// A part of the end marker at the very end of `input` is not taken while more may come: the
    /// marker may be split across reads.
    ///
    /// - Parameter input: Bytes that follow the bytes taken so far.
    /// - Parameter final: Whether no more bytes will come soon: the paste ends with what it has.
    /// - Returns: How many bytes of `input` were taken, and whether the paste ended.
    mutating func receive(_ input: ArraySlice<UInt8>, final: Bool) -> (taken: Int, ended: Bool) {
        let marker = Self.endMarker
        var searchFrom = input.startIndex
        while let escape = input[searchFrom...].firstIndex(of: 0x1B) {
            let rest = input[escape...]
            if rest.starts(with: marker) {
                keep(input[..<escape])
                return (escape + marker.count - input.startIndex, true)
            }
            if rest.count < marker.count, marker.starts(with: rest), !final {
                keep(input[..<escape])
                return (escape - input.startIndex, false)
            }
            searchFrom = escape + 1
        }
        keep(input)
        return (input.count, final)
    }

    private mutating func keep(_ part: ArraySlice<UInt8>) {
        let room = Self.limit - bytes.count
        if part.count > room { isTruncated = true }
        bytes.append(contentsOf: part.prefix(max(0, room)))
    }
}
