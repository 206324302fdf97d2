import Foundation

extension SessionValue {
    /// The JSON `value` writes: what a screen's own `Codable` type keeps in the session state.
    ///
    /// - Parameter value: The screen's argument or place, in its codable form.
    /// - Throws: ``SessionStateError`` when the value cannot be written as JSON.
    init<Value: Encodable>(encoding value: Value) throws(SessionStateError) {
        do {
            self = try JSONDecoder().decode(SessionValue.self, from: JSONEncoder().encode(value))
        } catch {
            throw SessionStateError("cannot be written (\(error))")
        }
    }

    /// This JSON read as `type`.
    ///
    /// - Parameter type: The screen's codable form of its argument or place.
    /// - Throws: ``SessionStateError`` saying which field is missing or mistyped (`"movieID" is
    ///   not a number`).
    func decode<Value: Decodable>(_ type: Value.Type) throws(SessionStateError) -> Value {
        do {
            return try JSONDecoder().decode(type, from: JSONEncoder().encode(self))
        } catch {
            throw SessionStateError(Self.describe(error))
        }
    }

    /// What a decoding error says, in a few words (`"list.selected" is not a number`).
    private static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "cannot be read (\(error))" }
        switch error {
        case .keyNotFound(let key, let context):
            return "\(path(context.codingPath + [key])) is missing"
        case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
            return "\(context.codingPath.isEmpty ? "it" : path(context.codingPath)) is not \(typeName(type))"
        case .dataCorrupted(let context):
            return "\(context.codingPath.isEmpty ? "it" : path(context.codingPath)) is not valid"
        @unknown default:
            return "cannot be read (\(error))"
        }
    }

    /// `"list.selected"`, `"movieIDs[1]"`.
    private static func path(_ keys: [any CodingKey]) -> String {
        var text = ""
        for key in keys {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += (text.isEmpty ? "" : ".") + key.stringValue
            }
        }
        return "\"\(text)\""
    }

    private static func typeName(_ type: Any.Type) -> String {
        switch type {
        case is Int.Type, is Double.Type: "a number"
        case is String.Type: "a string"
        case is Bool.Type: "true or false"
        case is [Any].Type: "a list"
        default: "an object"
        }
    }
}
