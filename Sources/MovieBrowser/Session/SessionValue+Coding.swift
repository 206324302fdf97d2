import Foundation
import MovieCatalog

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
        (error as? DecodingError)?.summary(whole: "it") ?? "cannot be read (\(error))"
    }
}
