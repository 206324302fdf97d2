extension Key {
    /// The names ``init(name:)`` accepts, in one line for error messages.
    public static let nameSyntax =
        "a single character (case matters: G is not g), Space, Enter, Esc, Tab, S-Tab, Bksp, Del, Ins, "
        + "Up, Down, Left, Right, Home, End, PgUp, PgDn, F1…F12, or Ctrl-x (also ^X, C-x)"

    /// The key a name denotes: the name the help and the hint bar show (``description``), or a
    /// common spelling of it.
    ///
    /// Case rules: a name of one character is that character, so `G` and `g` are different keys
    /// and `^` alone is the caret. Every longer name ignores case: `Down`, `down` and `DOWN` are
    /// the same key, and so are `PgDn`, `pagedown` and `Page-Down`. Control keys are written
    /// `Ctrl-d`, `C-d` or `^D`, the letter in either case; `Ctrl-h`, `Ctrl-i`, `Ctrl-j` and
    /// `Ctrl-m` are the keys the terminal sends for them (Bksp, Tab, Enter, Enter).
    ///
    /// Every key but mouse events, resizes and pastes has a name, and `Key(name: key.description) == key`.
    ///
    /// ```swift
    /// Key(name: "G")        // .character("G")
    /// Key(name: "pgdn")     // .pageDown
    /// Key(name: "Ctrl-d")   // .control("d")
    /// Key(name: "F13")      // nil
    /// ```
    ///
    /// - Parameter name: The name, as a user writes it in a configuration file.
    public init?(name: String) {
        if name.count == 1, let character = name.first {
            guard !character.isNewline, character != "\t", !(character.asciiValue.map { $0 < 0x20 } ?? false)
            else { return nil }
            self = .character(character)
            return
        }
        let lowered = name.lowercased()
        if let key = Self.namedKeys[lowered.replacing("-", with: "").replacing("_", with: "")] {
            self = key
            return
        }
        if let key = Self.functionKey(lowered) ?? Self.controlKey(lowered) {
            self = key
            return
        }
        return nil
    }

    /// Names of the keys that are not characters, lowercased, without `-` or `_`.
    private static let namedKeys: [String: Key] = [
        "space": .character(" "), "spc": .character(" "),
        "enter": .enter, "return": .enter, "ret": .enter,
        "esc": .escape, "escape": .escape,
        "bksp": .backspace, "backspace": .backspace, "bs": .backspace,
        "del": .delete, "delete": .delete,
        "ins": .insert, "insert": .insert,
        "tab": .tab,
        "stab": .backTab, "shifttab": .backTab, "backtab": .backTab, "btab": .backTab,
        "up": .up, "down": .down, "left": .left, "right": .right,
        "home": .home, "end": .end,
        "pgup": .pageUp, "pageup": .pageUp, "prior": .pageUp,
        "pgdn": .pageDown, "pgdown": .pageDown, "pagedown": .pageDown, "next": .pageDown,
    ]

    /// `f1` … `f12`.
    private static func functionKey(_ lowered: String) -> Key? {
        guard lowered.hasPrefix("f"), let number = Int(lowered.dropFirst()), (1...12).contains(number),
            lowered.dropFirst().allSatisfy(\.isASCII)
        else { return nil }
        return .function(number)
    }

    /// `ctrl-d`, `ctrl+d`, `c-d`, `^d`.
    private static func controlKey(_ lowered: String) -> Key? {
        var rest = Substring(lowered)
        var matched = false
        for prefix in ["ctrl-", "ctrl+", "control-", "c-", "^"] where rest.hasPrefix(prefix) {
            rest = rest.dropFirst(prefix.count)
            matched = true
            break
        }
        guard matched, rest.count == 1, let letter = rest.first, letter.isASCII, letter.isLetter else { return nil }
        switch letter {
        case "h": return .backspace
        case "i": return .tab
        case "j", "m": return .enter
        default: return .control(letter)
        }
    }
}
