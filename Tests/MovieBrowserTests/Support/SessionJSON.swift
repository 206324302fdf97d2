import Foundation
import MovieBrowser

extension SessionSnapshot {
    /// The snapshot a state file holds, of any version the browser reads.
    ///
    /// - Parameter text: The file's JSON.
    static func json(_ text: String) throws -> SessionSnapshot {
        try JSONDecoder().decode(SessionSnapshot.self, from: Data(text.utf8))
    }

    /// The snapshot as a state file holds it, keys sorted, on one line.
    func jsonText() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }
}

extension SessionValue {
    /// The value a screen's own JSON holds.
    ///
    /// - Parameter text: The JSON.
    static func json(_ text: String) throws -> SessionValue {
        try JSONDecoder().decode(SessionValue.self, from: Data(text.utf8))
    }

    /// The value read as a screen's own `Codable` type.
    ///
    /// - Parameter type: The type.
    func decoded<Value: Decodable>(as type: Value.Type) throws -> Value {
        try JSONDecoder().decode(type, from: JSONEncoder().encode(self))
    }
}
