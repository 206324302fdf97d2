import MovieBrowser
import TOMLKit
import TerminalUI

/// Turns a parsed config.toml into a ``ReelConfig``, collecting every mistake with its line.
struct ConfigReader {
    let file: String
    let lines: SourceLines
    private(set) var errors: [ConfigError] = []

    init(file: String, lines: SourceLines) {
        self.file = file
        self.lines = lines
    }

    private mutating func fail(_ path: [String], _ message: String) {
        errors.append(
            ConfigError(file: file, line: lines.line(of: path), key: path.joined(separator: "."), message: message))
    }

    /// Reads the document; the defaults stand wherever it is wrong.
    mutating func read(_ table: TOMLTable) -> ReelConfig {
        var config = ReelConfig()
        for key in table.keys {
            guard let value = table[key] else { continue }
            switch key {
            case "ui":
                guard let ui = value.table else {
                    fail([key], "ui must be a table ([ui]), not a \(value.type)")
                    continue
                }
                readUI(ui, into: &config)
            case "keys":
                guard let keys = value.table else {
                    fail([key], "keys must be a table ([keys]), not a \(value.type)")
                    continue
                }
                config.keyOverrides = readKeys(keys)
            default:
                fail([key], "unknown setting \"\(key)\"; config.toml has [ui] and [keys]")
            }
        }
        guard errors.isEmpty else { return config }
        let ordered = config.keyOverrides.enumerated().sorted { a, b in
            (line(of: a.element) ?? 0, a.offset) < (line(of: b.element) ?? 0, b.offset)
        }.map(\.element)
        do {
            config.keymaps = try Keymaps.standard.applying(ordered)
        } catch {
            let path = ["keys"] + (error.override.screen.map { [$0] } ?? []) + [error.override.action]
            errors.append(
                ConfigError(
                    file: file, line: lines.line(of: path), key: path.joined(separator: "."),
                    message: error.description))
        }
        return config
    }

    private func line(of override: KeyOverride) -> Int? {
        lines.line(of: ["keys"] + (override.screen.map { [$0] } ?? []) + [override.action])
    }

    private mutating func readUI(_ ui: TOMLTable, into config: inout ReelConfig) {
        for key in ui.keys {
            guard let value = ui[key] else { continue }
            let path = ["ui", key]
            switch key {
            case "theme":
                let names = ThemeName.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
                guard let name = value.string else {
                    fail(path, "[ui] theme must be a string, one of \(names); found a \(value.type)")
                    continue
                }
                guard let theme = ThemeName(rawValue: name) else {
                    fail(path, "[ui] theme: unknown theme \"\(name)\"; the themes are \(names)")
                    continue
                }
                config.theme = theme
            case "mouse":
                guard let mouse = value.bool else {
                    fail(path, "[ui] mouse must be true or false; found a \(value.type)")
                    continue
                }
                config.mouse = mouse
            case "columns":
                if let columns = readColumns(value, path: path) { config.columns = columns }
            default:
                fail(path, "[ui] \(key): unknown setting; [ui] has theme, mouse and columns")
            }
        }
    }

    private mutating func readColumns(_ value: any TOMLValueConvertible, path: [String]) -> [MovieColumn]? {
        let names = MovieColumn.allCases.map(\.rawValue).joined(separator: ", ")
        guard let array = value.array else {
            fail(path, "[ui] columns must be a list of column names (\(names)); found a \(value.type)")
            return nil
        }
        var columns: [MovieColumn] = []
        for element in array {
            guard let name = element.string else {
                fail(path, "[ui] columns holds column names (strings); found a \(element.type)")
                return nil
            }
            guard let column = MovieColumn(rawValue: name) else {
                fail(path, "[ui] columns: unknown column \"\(name)\"; the columns are \(names)")
                return nil
            }
            guard !columns.contains(column) else {
                fail(path, "[ui] columns: \"\(name)\" is listed twice")
                return nil
            }
            columns.append(column)
        }
        guard !columns.isEmpty else {
            fail(path, "[ui] columns is empty; the table needs at least one of \(names)")
            return nil
        }
        return columns
    }

    private mutating func readKeys(_ keys: TOMLTable) -> [KeyOverride] {
        var overrides: [KeyOverride] = []
        for key in keys.keys {
            guard let value = keys[key] else { continue }
            if let section = value.table {
                guard Keymaps.actionNames(section: key) != nil else {
                    let valid = Keymaps.sectionNames.map { "[keys.\($0)]" }.joined(separator: ", ")
                    fail(
                        ["keys", key], "[keys.\(key)]: unknown screen \"\(key)\"; the sections are [keys] and \(valid)")
                    continue
                }
                for action in section.keys {
                    guard let value = section[action] else { continue }
                    if let names = keyNames(value, path: ["keys", key, action]) {
                        overrides.append(KeyOverride(screen: key, action: action, keys: names))
                    }
                }
            } else if let names = keyNames(value, path: ["keys", key]) {
                overrides.append(KeyOverride(screen: nil, action: key, keys: names))
            }
        }
        return overrides
    }

    /// A list of key names, a single name, or `"none"`.
    private mutating func keyNames(_ value: any TOMLValueConvertible, path: [String]) -> [String]? {
        let place = path.count == 3 ? "[keys.\(path[1])] \(path[2])" : "[keys] \(path[1])"
        let expected = "a list of key names (\"j\", \"Down\", \"Ctrl-d\") or \"none\""
        if let name = value.string { return [name] }
        guard let array = value.array else {
            fail(path, "\(place) must be \(expected); found a \(value.type)")
            return nil
        }
        var names: [String] = []
        for element in array {
            guard let name = element.string else {
                fail(path, "\(place) must be \(expected); the list holds a \(element.type)")
                return nil
            }
            names.append(name)
        }
        return names
    }
}
