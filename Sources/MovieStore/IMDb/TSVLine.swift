/// One line of a ``TSVReader``: its number and its fields as byte ranges of the reader's buffer.
///
/// A line is lent to the closure of ``TSVReader/withNextLine(_:)`` and cannot leave it: it is
/// `~Copyable`, so it can be neither stored nor returned, and the reader refills its buffer only
/// after the closure returns. The invariants are stated at the top of `TSVReader.swift`.
struct TSVLine: ~Copyable {
    /// The reader's whole buffer.
    private let buffer: UnsafeBufferPointer<UInt8>
    /// Start and end offsets in ``buffer`` of the first ``storedFields`` fields, in pairs.
    private let bounds: UnsafeBufferPointer<Int>
    private let storedFields: Int
    /// How many fields the line has (tabs plus one).
    let fieldCount: Int
    /// The line number in the file; the header is line 1.
    let number: Int

    init(
        bytes: UnsafeBufferPointer<UInt8>, bounds: UnsafeBufferPointer<Int>, storedFields: Int, fieldCount: Int,
        number: Int
    ) {
        self.buffer = bytes
        self.bounds = bounds
        self.storedFields = storedFields
        self.fieldCount = fieldCount
        self.number = number
    }

    /// The bytes of field `index` (none past the 32nd field), valid while the line is.
    func bytes(_ index: Int) -> UnsafeBufferPointer<UInt8> {
        guard index < storedFields else { return UnsafeBufferPointer(rebasing: buffer[0..<0]) }
        // Safe because the reader records only ranges inside its buffer (invariant 3 of `TSVReader.swift`).
        return UnsafeBufferPointer(rebasing: buffer[bounds[2 * index]..<bounds[2 * index + 1]])
    }

    /// Whether field `index` is `\N`, the datasets' null.
    func isNull(_ index: Int) -> Bool {
        let field = bytes(index)
        return field.count == 2 && field[0] == 92 && field[1] == 78
    }

    /// Field `index` as text, or `nil` when it is `\N`.
    func string(_ index: Int) -> String? {
        isNull(index) ? nil : String(decoding: bytes(index), as: UTF8.self)
    }

    /// Whether field `index` is exactly `text`.
    func equals(_ index: Int, _ text: StaticString) -> Bool {
        let field = bytes(index)
        return text.withUTF8Buffer { field.elementsEqual($0) }
    }

    /// Field `index` as a non-negative decimal integer, or `nil` when it is anything else (or too long).
    func integer(_ index: Int) -> Int? {
        TSVLine.integer(bytes(index))
    }

    /// Field `index` as an IMDb id with its two-letter prefix (`tt0068646` → 68646 for `prefix` "tt"),
    /// or `nil` when it is not one.
    func identifier(_ index: Int, prefix: (UInt8, UInt8)) -> Int? {
        TSVLine.identifier(bytes(index), prefix: prefix)
    }

    /// Field `index` as a decimal number (`7.5`), or `nil`: digits, then optionally a point and
    /// digits, each part at most 18 digits (longer ones would overflow; no rating has them).
    func decimal(_ index: Int) -> Double? {
        let field = bytes(index)
        let point = field.firstIndex(of: UInt8(ascii: "."))
        guard let whole = TSVLine.integer(UnsafeBufferPointer(rebasing: field[..<(point ?? field.count)])) else {
            return nil
        }
        guard let point else { return Double(whole) }
        let digits = UnsafeBufferPointer(rebasing: field[(point + 1)...])
        guard let fraction = TSVLine.integer(digits) else { return nil }
        var scale = 1.0
        for _ in 0..<digits.count { scale *= 10 }
        return Double(whole) + Double(fraction) / scale
    }

    /// Field `index` for a message: its text, cut at 40 characters.
    func quoted(_ index: Int) -> String {
        let text = String(decoding: bytes(index), as: UTF8.self)
        return "\"" + (text.count > 40 ? String(text.prefix(40)) + "…" : text) + "\""
    }

    /// `bytes` as a non-negative decimal integer of at most 18 digits, or `nil`.
    static func integer(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard !bytes.isEmpty, bytes.count <= 18 else { return nil }
        var value = 0
        for byte in bytes {
            let digit = byte &- 48
            guard digit < 10 else { return nil }
            value = value * 10 + Int(digit)
        }
        return value
    }

    /// `bytes` as an IMDb id with the two-letter `prefix`, or `nil`.
    static func identifier(_ bytes: UnsafeBufferPointer<UInt8>, prefix: (UInt8, UInt8)) -> Int? {
        guard bytes.count > 2, bytes[0] == prefix.0, bytes[1] == prefix.1 else { return nil }
        return integer(UnsafeBufferPointer(rebasing: bytes[2...]))
    }
}
