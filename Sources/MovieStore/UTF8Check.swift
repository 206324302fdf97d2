import Foundation

/// Finds the first byte of a file that is not valid UTF-8, with its line, so a bad file is named
/// precisely instead of being imported with replacement characters.
enum UTF8Check {
    static func firstInvalidByte(in data: Data) -> (offset: Int, line: Int)? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = data.makeIterator()
        var offset = 0
        var line = 1
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                if encoded.count == 1, encoded.first == 10 { line += 1 }
                offset += encoded.count
            case .error(let length):
                _ = length
                return (offset, line)
            case .emptyInput:
                return nil
            }
        }
    }
}
