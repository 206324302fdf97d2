/// Decoding of the two mouse report formats terminals send: SGR (`ESC [ < b ; x ; y M/m`, mode
/// 1006) and the legacy X10 form (`ESC [ M b x y`, each byte offset by 32).
enum MouseReport {
    /// Decodes an SGR report from its parameters (after `<`) and final byte.
    ///
    /// - Parameter parameters: The bytes `b;x;y`.
    /// - Parameter final: `M` for press and wheel, `m` for release.
    /// - Parameter length: The whole sequence's length.
    static func sgr(_ parameters: ArraySlice<UInt8>, final: UInt8, length: Int) -> EscapeSequence.Step {
        let numbers = parameters.split(separator: UInt8(ascii: ";")).map(EscapeSequence.number)
        guard numbers.count == 3, final == UInt8(ascii: "M") || final == UInt8(ascii: "m") else {
            return .skip(length: length)
        }
        let position = Point(x: numbers[1] - 1, y: numbers[2] - 1)
        guard let action = action(code: numbers[0], released: final == UInt8(ascii: "m")) else {
            return .skip(length: length)
        }
        return .key(.mouse(MouseEvent(action, at: position)), length: length)
    }

    /// Decodes an X10 report, which is always six bytes.
    ///
    /// - Parameter bytes: The pending bytes, starting with `ESC [ M`.
    /// - Parameter final: Whether no more bytes will come soon.
    static func x10(_ bytes: ArraySlice<UInt8>, final: Bool) -> EscapeSequence.Step {
        guard bytes.count >= 6 else { return final ? .skip(length: bytes.count) : .incomplete }
        let s = bytes.startIndex
        let code = Int(bytes[s + 3]) - 32
        let position = Point(x: Int(bytes[s + 4]) - 33, y: Int(bytes[s + 5]) - 33)
        guard let action = action(code: code, released: code & 3 == 3 && code & 64 == 0) else {
            return .skip(length: 6)
        }
        return .key(.mouse(MouseEvent(action, at: position)), length: 6)
    }

    /// The action a button code stands for; `nil` for motion reports, which are ignored.
    private static func action(code: Int, released: Bool) -> MouseEvent.Action? {
        if code & 32 != 0 { return nil }
        if code & 64 != 0 { return code & 1 == 0 ? .wheelUp : .wheelDown }
        if released { return .release }
        return .press(button: (code & 3) + 1)
    }
}
