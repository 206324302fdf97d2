/// Where each key of a TOML text is written, for messages that name a line.
///
/// A light scan, not a parser (TOMLKit parses): table headers (`[keys.movies]`), `key = value`
/// lines with bare, quoted or dotted keys, and lines inside multi-line arrays skipped. It only has
/// to place keys of a document TOMLKit accepted.
struct SourceLines {
    /// The first line of each dotted key path (`"keys.movies.select_next"`), and of each table header.
    private var lines: [String: Int] = [:]

    /// Scans `text`.
    ///
    /// - Parameter text: The TOML document.
    init(_ text: String) {
        var table: [String] = []
        var arrayDepth = 0
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = Substring(raw.drop { $0 == " " || $0 == "\t" })
            if arrayDepth > 0 {
                arrayDepth = max(0, arrayDepth + Self.bracketBalance(line))
                continue
            }
            if line.hasPrefix("[") {
                let inner = line.drop { $0 == "[" }.prefix { $0 != "]" }
                table = Self.keyPath(inner)
                record(table, line: index + 1)
                continue
            }
            guard let equals = Self.assignment(line) else { continue }
            record(table + Self.keyPath(line[..<equals]), line: index + 1)
            arrayDepth = max(0, Self.bracketBalance(line[line.index(after: equals)...]))
        }
    }

    private mutating func record(_ path: [String], line: Int) {
        guard !path.isEmpty else { return }
        for end in 1...path.count {
            let key = path[..<end].joined(separator: ".")
            if lines[key] == nil { lines[key] = line }
        }
    }

    /// The line of `path`, or of its nearest enclosing table when the key itself is not written.
    ///
    /// - Parameter path: The dotted key path's parts.
    func line(of path: [String]) -> Int? {
        var path = path
        while !path.isEmpty {
            if let line = lines[path.joined(separator: ".")] { return line }
            path.removeLast()
        }
        return nil
    }

    /// The index of the `=` of a `key = value` line, outside quotes; `nil` for other lines.
    private static func assignment(_ line: Substring) -> Substring.Index? {
        guard let first = line.first, first != "#" else { return nil }
        var quote: Character?
        var escaped = false
        for index in line.indices {
            let character = line[index]
            if escaped {
                escaped = false
            } else if let open = quote {
                if character == "\\" && open == "\"" { escaped = true } else if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "=" {
                return index
            } else if character == "#" {
                return nil
            }
        }
        return nil
    }

    /// The parts of a bare, quoted or dotted key (`keys."movies".open` → keys, movies, open).
    private static func keyPath(_ text: Substring) -> [String] {
        var parts: [String] = []
        var current = ""
        var quote: Character?
        var escaped = false
        for character in text {
            if escaped {
                escaped = false
                current.append(character)
            } else if let open = quote {
                if character == "\\" && open == "\"" {
                    escaped = true
                } else if character == open {
                    quote = nil
                } else {
                    current.append(character)
                }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "." {
                parts.append(current)
                current = ""
            } else if character != " " && character != "\t" {
                current.append(character)
            }
        }
        parts.append(current)
        return parts.filter { !$0.isEmpty }
    }

    /// `[` minus `]` outside strings and comments: how much a line opens an array.
    private static func bracketBalance(_ text: Substring) -> Int {
        var balance = 0
        var quote: Character?
        var escaped = false
        for character in text {
            if escaped {
                escaped = false
            } else if let open = quote {
                if character == "\\" && open == "\"" { escaped = true } else if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "#" {
                break
            } else if character == "[" {
                balance += 1
            } else if character == "]" {
                balance -= 1
            }
        }
        return balance
    }
}
