import Foundation
import TestSupport
import Testing

@testable import MovieStore

/// IMDb's `characters` column read without JSONDecoder: the same strings, and `nil` wherever
/// JSONDecoder refuses the text.
@Suite struct JSONStringArrayTests {
    private func decoded(_ text: String) -> [String]? {
        try? JSONDecoder().decode([String].self, from: Data(text.utf8))
    }

    @Test(arguments: [
        #"["Michael Corleone"]"#, #"[]"#, #"  [ "a" , "b" ]  "#, #"["Don \"Vito\" Corleone"]"#,
        #"["Amélie", "Ōkami", "\u00e9t\u00E9"]"#, #"["\ud83c\udfac clap"]"#, #"["a\\b\/c\n\t\r\b\f"]"#,
        #"["Self - Host","Himself"]"#, #"["unterminated]"#, #"["a",]"#, #"["a" "b"]"#, #"[1]"#, #"["a"] x"#,
        #"["\x"]"#, #"["\u12"]"#, #"["\ud83c"]"#, #"["\udfac"]"#, "[\"tab\tinside\"]", #""#, #"[""]"#,
        #"{"a": "b"}"#, #"["a"]]"#,
    ])
    func readsWhatJSONDecoderReads(text: String) {
        #expect(JSONStringArray.parse(text) == decoded(text), "\(text)")
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
            #expect(JSONStringArray.parse(text) == decoded(text), "\(text)")
        }
    }
}
