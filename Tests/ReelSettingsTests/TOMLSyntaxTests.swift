import ReelSettings
import Testing

@testable import ReelSettings

/// The TOML syntax check that runs before TOMLKit: inputs the FuzzConfig target (Fuzz/) found
/// aborting the process in toml++ are errors with their line, and well-formed TOML passes.
@Suite struct TOMLSyntaxTests {
    /// FuzzConfig findings: each stopped reel with an assertion of toml++ 3.4.0 (`parse_value`:
    /// `!is_value_terminator(*cp)`, `parse_key`: `is_bare_key_character(*cp) || is_string_delimiter(*cp)`).
    @Test(
        arguments: [
            ("a = [ }", 1), ("a = [ } x", 1), ("[\u{FFFD}", 1), ("# ok\n[ui]\ncolumns = [\"title\", }\n", 3),
            ("a = [ } \u{FFFD}\u{FFFD}e\nlini\"\"\"\n[[arr]]\nx = 1x1F\n", 1),
        ] as [(String, Int)])
    func whatAbortedTOMLKitIsASyntaxErrorWithItsLine(text: String, line: Int) throws {
        let errors = ConfigLoader.check(text, file: "config.toml", vocabulary: .browser).errors
        #expect(errors.count == 1)
        #expect(errors.first?.line == line)
        #expect(errors.first?.message.hasPrefix("TOML syntax: ") == true, "\(errors)")
    }

    @Test(
        arguments: [
            "", "# only a comment\n", "[ui]\ntheme = \"dark\"\nmouse = true\n",
            "[keys.movies]\nselect_next = [\"Down\", \"j\",]  # trailing comma\n",
            "keys.movies.select_nxt = [\"J\"]\n", "a = [\n  1, # one\n  2\n]\n", "\"quoted key\" = 'literal'\n",
            "t = { x = 1, y = \"two\" }\n", "s = \"\"\"\nmulti \\\n  line \"\"quoted\"\"\"\"\n",
            "l = '''\nraw \\ text'''\n",
            "d = 1979-05-27T07:32:00Z\ne = 1979-05-27 07:32:00.999+01:00\nf = 07:32:00\ng = 1979-05-27\n",
            "n = [0x1F, 0o17, 0b101, 1_000, -3, +4.5e-3, inf, -nan, 6.0E+2]\n", "[[arr]]\nx = 1\n[[arr]]\n",
            "u = \"\\u00E9 \\U0001F3AC \\t\"\r\nv = true\r\n",
        ])
    func wellFormedTOMLPasses(text: String) {
        #expect(TOMLSyntax.problem(in: text) == nil)
    }

    @Test(
        arguments: [
            ("mouse = tru\n", 1, "\"tru\" is not a value"), ("a = \"open\nb = 1\n", 1, "a string is not closed"),
            ("a = 1 b = 2\n", 1, "expected the end of the line"), ("[ui\n", 1, "expected ']'"),
            ("a = [1 2]\n", 1, "expected ',' or ']'"), ("x\n", 1, "expected '='"),
            ("\n\ns = \"\\q\"\n", 3, "unknown escape \\q"), ("a = \"\\u12\"\n", 1, "\\u needs 4 hexadecimal digits"),
            ("a = \"\\uD800\"\n", 1, "names no Unicode scalar"), ("a = 1\r", 1, "carriage return"),
            ("a = { b = 1,\n}\n", 1, "expected a key"), ("a = [,]\n", 1, "expected a value"),
        ] as [(String, Int, String)])
    func mistakesAreNamedWithTheirLine(text: String, line: Int, message: String) throws {
        let problem = try #require(TOMLSyntax.problem(in: text))
        #expect(problem.line == line)
        #expect(problem.message.contains(message), "\(problem.message)")
    }
}
