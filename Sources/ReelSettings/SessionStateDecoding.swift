import Foundation
import MovieCatalog

/// Reads the session state from JSON, with a message for each way a file can be wrong: not JSON
/// (with the line), not an object, no `version`, a version this reel does not read, a missing or
/// mistyped field (with its path, `stack[1].list.selected`).
enum SessionStateDecoding {
    /// The version alone, read first so that a file of another version is reported as such and not
    /// as a missing field.
    private struct Header: Decodable {
        var version: Int?
    }

    /// The state in `data`.
    ///
    /// - Parameters:
    ///   - type: The state's type, which reads every version in `versions`.
    ///   - data: The file's contents.
    ///   - name: The file's name, for messages.
    ///   - versions: The versions the state's type reads.
    /// - Throws: ``StateFileError`` saying what is wrong.
    static func state<State: Decodable>(
        _ type: State.Type, from data: Data, name: String, versions: ClosedRange<Int>
    ) throws(StateFileError) -> State {
        let decoder = JSONDecoder()
        let header: Header
        do {
            header = try decoder.decode(Header.self, from: data)
        } catch {
            throw StateFileError("\(name): \(describe(error, in: data))")
        }
        guard let version = header.version else {
            throw StateFileError("\(name): has no \"version\"")
        }
        guard versions.contains(version) else {
            throw StateFileError(
                "\(name): version \(version) is not a version this reel reads "
                    + "(\(versions.map(String.init).joined(separator: " or ")))")
        }
        do {
            return try decoder.decode(type, from: data)
        } catch {
            throw StateFileError("\(name): \(describe(error))")
        }
    }

    /// What a decoding error says, in a few words.
    static func describe(_ error: any Error, in data: Data = Data()) -> String {
        guard let error = error as? DecodingError else { return "cannot be read (\(error))" }
        if case .dataCorrupted(let context) = error, context.codingPath.isEmpty {
            return "not valid JSON" + (syntaxProblem(data).map { " (\($0))" } ?? "")
        }
        return error.summary(whole: "the file")
    }

    /// What the JSON parser says is wrong with `data`, short enough for the status bar
    /// (`unexpected end of file`).
    private static func syntaxProblem(_ data: Data) -> String? {
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)
            return nil
        } catch {
            guard var text = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String else { return nil }
            if text.hasSuffix(".") { text.removeLast() }
            if text.hasSuffix(" during JSON parse") { text.removeLast(" during JSON parse".count) }
            return text.prefix(1).lowercased() + text.dropFirst()
        }
    }
}
