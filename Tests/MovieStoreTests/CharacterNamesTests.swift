import Foundation
import TestSupport
import Testing

@testable import MovieStore

/// IMDb's `characters` column converted once, at import, to names joined by U+001F: the names
/// JSONDecoder reads from the same text, and none wherever JSONDecoder refuses it.
@Suite struct CharacterNamesTests {
    private func decoded(_ text: String) -> [String] {
        (try? JSONDecoder().decode([String].self, from: Data(text.utf8))) ?? []
    }

    /// The names a Person screen reads back after an import of `text`.
    private func stored(_ text: String) -> [String] {
        var arena = TextArena()
        let slice = arena.appendCharacters(Array(text.utf8), isNull: false)
        guard slice.count >= 0 else { return CharacterNames.names(nil) }
        let bytes = arena.bytes[Int(slice.start)..<Int(slice.start + slice.count)]
        return CharacterNames.names(String(decoding: bytes, as: UTF8.self))
    }

    @Test(arguments: [
        #"["Michael Corleone"]"#, #"[]"#, #"  [ "a" , "b" ]  "#, #"["Don \"Vito\" Corleone"]"#,
        #"["Amélie", "Ōkami", "\u00e9t\u00E9"]"#, #"["\ud83c\udfac clap"]"#, #"["a\\b\/c\n\t\r\b\f"]"#,
        #"["Self - Host","Himself"]"#, #"["unterminated]"#, #"["a",]"#, #"["a" "b"]"#, #"[1]"#, #"["a"] x"#,
        #"["\x"]"#, #"["\u12"]"#, #"["\ud83c"]"#, #"["\udfac"]"#, "[\"tab\tinside\"]", #""#, #"[""]"#,
        #"{"a": "b"}"#, #"["a"]]"#, #"["", "b", ""]"#, #"["Smith, John", "Jr., \"Junior\""]"#,
    ])
    func readsWhatJSONDecoderReads(text: String) {
        #expect(stored(text) == decoded(text), "\(text)")
    }

    @Test func agreesWithJSONDecoderOnRandomTexts() {
        var random = SplitMix64(seed: 17)
        let pieces = [
            "[", "]", "\"", ",", " ", "a", "é", "\\", "\\\"", "\\u00e9", "\\ud83c\\udfac", "\\n", "\\x", "1", "\u{7}",
        ]
        for _ in 0..<5_000 {
            var text = "[\""
            for _ in 0..<Int(random.next() % 8) { text += pieces[Int(random.next() % UInt64(pieces.count))] }
            if random.next() % 2 == 0 { text += "\"]" }
            #expect(stored(text) == decoded(text), "\(text)")
        }
    }

    /// The stored form: names joined by U+001F, no JSON; null (a null slice) for none, refused text and
    /// `\N`, and the arena as it was.
    @Test func storesNamesJoinedByTheUnitSeparator() {
        var arena = TextArena()
        let two = arena.appendCharacters(Array(#"["Vito", "The \"Don\""]"#.utf8), isNull: false)
        #expect(Array(arena.bytes) == Array("Vito\u{1F}The \"Don\"".utf8))
        #expect(two.start == 0 && two.count == Int32(arena.bytes.count))
        #expect(arena.appendCharacters(Array("[]".utf8), isNull: false).count == -1)
        #expect(arena.appendCharacters(Array(#"["a", 1]"#.utf8), isNull: false).count == -1)
        #expect(arena.appendCharacters(Array(#"\N"#.utf8), isNull: true).count == -1)
        #expect(arena.bytes.count == Int(two.count))
        // A unit separator written as an escape cannot split a name: it becomes a space.
        let escaped = arena.appendCharacters(Array(#"["a\u001fb"]"#.utf8), isNull: false)
        #expect(Array(arena.bytes[Int(escaped.start)...]) == Array("a b".utf8))
    }

    @Test func readsTheStoredForm() {
        #expect(CharacterNames.names(nil) == [])
        #expect(CharacterNames.names("Michael Corleone") == ["Michael Corleone"])
        #expect(CharacterNames.names("Vito\u{1F}The \"Don\"\u{1F}") == ["Vito", "The \"Don\"", ""])
        #expect(CharacterNames.names("") == [""])
    }
}
