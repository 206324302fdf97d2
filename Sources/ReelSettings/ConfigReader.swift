import MovieCatalog
import TOMLKit
import TerminalUI

/// Turns a parsed config.toml into a ``ReelConfig``, collecting every mistake with its line; names
/// are checked against the app's ``SettingsVocabulary``.
struct ConfigReader {
    let file: String
    let lines: SourceLines
    let vocabulary: SettingsVocabulary
    private(set) var errors: [ConfigError] = []

    init(file: String, lines: SourceLines, vocabulary: SettingsVocabulary) {
        self.file = file
        self.lines = lines
        self.vocabulary = vocabulary
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
                config.keyBindings = readKeys(keys)
            default:
                let hint = NameSuggestion.hint(for: key, in: ["ui", "keys"])
                fail([key], "unknown setting \"\(key)\"\(hint); config.toml has [ui] and [keys]")
            }
        }
        config.keyBindings = config.keyBindings.enumerated().sorted { a, b in
            (a.element.line ?? 0, a.offset) < (b.element.line ?? 0, b.offset)
        }.map(\.element)
        // Every unknown section, action or key name, and every key bound twice on a screen.
        vocabulary.checkKeys(config.keyBindings.map(\.names)).forEach { report($0) }
        return config
    }

    /// Adds a key binding's problem, with the nearest valid name for an unknown action or key.
    private mutating func report(_ problem: SettingsVocabulary.Problem) {
        let path = ["keys"] + (problem.section.map { [$0] } ?? []) + [problem.action]
        var message = problem.message
        if problem.unknownAction {
            // [keys] takes the actions of every screen, not only the global ones the message lists.
            let valid =
                problem.section.map { vocabulary.actions($0) ?? [] }
                ?? vocabulary.sections.flatMap { vocabulary.actions($0) ?? [] }
            message += NameSuggestion.hint(for: problem.action, in: valid)
        } else if let name = problem.unknownKey {
            message += NameSuggestion.hint(for: name, in: NameSuggestion.keyNames)
        }
        errors.append(
            ConfigError(file: file, line: lines.line(of: path), key: path.joined(separator: "."), message: message))
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
                    let hint = NameSuggestion.hint(for: name, in: ThemeName.allCases.map(\.rawValue))
                    fail(path, "[ui] theme: unknown theme \"\(name)\"\(hint); the themes are \(names)")
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
            case "default_sort":
                guard let text = value.string else {
                    fail(
                        path,
                        "[ui] default_sort must be a string such as \"relevance\" or \"-votes\"; found a \(value.type)")
                    continue
                }
                do {
                    config.defaultSort = try FieldQuery.parse("sort:\(text)").sort
                } catch {
                    fail(
                        path,
                        "[ui] default_sort: \(error.reason) (\"relevance\", or a field as in sort: terms: \"-votes\")")
                }
            default:
                let hint = NameSuggestion.hint(for: key, in: ["theme", "mouse", "columns", "default_sort"])
                fail(path, "[ui] \(key): unknown setting\(hint); [ui] has theme, mouse, columns and default_sort")
            }
        }
    }

    private mutating func readColumns(_ value: any TOMLValueConvertible, path: [String]) -> [String]? {
        let names = vocabulary.columns.joined(separator: ", ")
        guard let array = value.array else {
            fail(path, "[ui] columns must be a list of column names (\(names)); found a \(value.type)")
            return nil
        }
        var columns: [String] = []
        var isValid = true
        // Every bad name is reported, not only the first.
        for element in array {
            guard let name = element.string else {
                fail(path, "[ui] columns holds column names (strings); found a \(element.type)")
                isValid = false
                continue
            }
            guard vocabulary.columns.contains(name) else {
                let hint = NameSuggestion.hint(for: name, in: vocabulary.columns)
                fail(path, "[ui] columns: unknown column \"\(name)\"\(hint); the columns are \(names)")
                isValid = false
                continue
            }
            guard !columns.contains(name) else {
                fail(path, "[ui] columns: \"\(name)\" is listed twice")
                isValid = false
                continue
            }
            columns.append(name)
        }
        guard isValid else { return nil }
        guard !columns.isEmpty else {
            fail(path, "[ui] columns is empty; the table needs at least one of \(names)")
            return nil
        }
        return columns
    }

    private mutating func readKeys(_ keys: TOMLTable) -> [KeyBinding] {
        var bindings: [KeyBinding] = []
        for key in keys.keys {
            guard let value = keys[key] else { continue }
            if let section = value.table {
                guard vocabulary.actions(key) != nil else {
                    let valid = vocabulary.sections.map { "[keys.\($0)]" }.joined(separator: ", ")
                    let hint = NameSuggestion.hint(for: key, in: vocabulary.sections)
                    fail(
                        ["keys", key],
                        "[keys.\(key)]: unknown screen \"\(key)\"\(hint); the sections are [keys] and \(valid)")
                    continue
                }
                for action in section.keys {
                    guard let value = section[action] else { continue }
                    let path = ["keys", key, action]
                    if let names = keyNames(value, path: path) {
                        bindings.append(
                            KeyBinding(section: key, action: action, keys: names, line: lines.line(of: path)))
                    }
                }
            } else if let names = keyNames(value, path: ["keys", key]) {
                bindings.append(
                    KeyBinding(section: nil, action: key, keys: names, line: lines.line(of: ["keys", key])))
            }
        }
        return bindings
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
