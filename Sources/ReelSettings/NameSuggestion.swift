import TerminalUI

/// The valid name nearest to a misspelt one, for "did you mean" hints in config.toml errors.
enum NameSuggestion {
    /// The names of keys that are not single characters, as the help shows them (`PgDn`, `F5`).
    static let keyNames: [String] =
        ([
            Key.character(" "), .enter, .escape, .tab, .backTab, .backspace, .delete, .insert, .up, .down, .left,
            .right, .home, .end, .pageUp, .pageDown,
        ] + (1...12).map(Key.function)).map(\.description)

    /// The name of `valid` closest to `name`, if it is close enough to be a slip of the keyboard:
    /// at most one edit for names up to 4 characters, two up to 8, three beyond (ignoring case,
    /// `-` and `_`). Ties go to the earlier name of `valid`.
    ///
    /// - Parameter name: What the file says.
    /// - Parameter valid: The names that would be right there.
    static func nearest(to name: String, in valid: [String]) -> String? {
        let wanted = normalized(name)
        guard !wanted.isEmpty else { return nil }
        let allowed = wanted.count <= 4 ? 1 : wanted.count <= 8 ? 2 : 3
        var best: (name: String, distance: Int)?
        for candidate in valid where candidate != name {
            let distance = editDistance(wanted, normalized(candidate))
            if distance <= allowed, distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best?.name
    }

    /// `; did you mean "x"?`, or nothing when no valid name is close.
    static func hint(for name: String, in valid: [String]) -> String {
        nearest(to: name, in: valid).map { "; did you mean \"\($0)\"?" } ?? ""
    }

    private static func normalized(_ name: String) -> [Character] {
        Array(name.lowercased().filter { $0 != "-" && $0 != "_" })
    }

    /// Levenshtein distance, with a transposition of neighbours counting as one edit.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previousPrevious[j - 2] + 1)
                }
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }
}
