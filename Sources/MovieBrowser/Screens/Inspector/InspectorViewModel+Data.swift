import MovieCatalog

extension InspectorViewModel {
    /// The lines of the data tab: the last catalog call of the screen under the inspector, then
    /// each of its statements with its text (wrapped to `width`), arguments and query plan.
    ///
    /// - Parameters:
    ///   - screen: The screen under the inspector.
    ///   - call: Its last call, or the last call of any screen when it has made none.
    ///   - isRecording: Whether the catalog records its calls at all.
    ///   - plans: The plan of each statement of `call` (or why there is none), in order.
    ///   - width: The panel's width, for wrapping the statements.
    public static func dataLines(
        screen: String, call: RecordedQuery?, isRecording: Bool, plans: [Result<[String], CatalogError>], width: Int
    ) -> [Line] {
        var lines = [Line("Last catalog query of \(screen)", .section)]
        guard isRecording else {
            lines.append(Line("  This catalog does not record its queries.", .detail))
            return lines
        }
        guard let call else {
            lines.append(Line("  No catalog query has been made yet.", .detail))
            return lines
        }
        if call.origin != screen {
            let note = "\(screen) has made no catalog query yet; the last one came from \(call.origin ?? "the app"):"
            for text in wrap(note, width: width - 2) { lines.append(Line("  " + text, .detail)) }
        }
        let rows = call.rows.counted("row")
        let statements = call.statements.count.counted("statement")
        lines.append(Line("  \(call.operation) · \(rows) · \(milliseconds(call.duration)) · \(statements)", .container))
        for (index, statement) in call.statements.enumerated() {
            lines.append(Line("", .blank))
            lines.append(
                Line(
                    "Statement \(index + 1) of \(call.statements.count) · \(wholeMilliseconds(statement.duration))",
                    .section))
            for text in wrap(statement.text, width: width - 2) { lines.append(Line("  " + text, .detail)) }
            let arguments =
                statement.arguments.map { $0.isEmpty ? "none" : $0.joined(separator: ", ") }
                ?? "not recorded"
            for (row, text) in wrap("Arguments: " + arguments, width: width - 2).enumerated() {
                lines.append(Line((row == 0 ? "  " : "    ") + text, .detail))
            }
            lines.append(Line("  Query plan:", .detail))
            switch index < plans.count ? plans[index] : .success([]) {
            case .success(let plan):
                for step in plan { lines.append(Line("    " + step, .detail)) }
            case .failure(let error):
                lines.append(Line("    cannot explain it: \(error.message)", .warning))
            }
        }
        return lines
    }

    /// `1.52 ms`.
    static func milliseconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let hundredths = Int((Double(seconds) * 100_000 + Double(attoseconds) / 1e13).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction) ms"
    }

    /// `22 ms`, or `< 1 ms`: SQLite times a statement with its clock, to the millisecond.
    static func wholeMilliseconds(_ duration: Duration) -> String {
        let milliseconds = duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000
        return milliseconds == 0 ? "< 1 ms" : "\(milliseconds) ms"
    }

    /// `text` with its whitespace runs made single spaces, in lines of at most `width` columns,
    /// broken between words (a word longer than a line is cut).
    public static func wrap(_ text: String, width: Int) -> [String] {
        let width = max(8, width)
        var lines: [String] = []
        var line = ""
        for word in text.split(whereSeparator: \.isWhitespace) {
            var word = Substring(word)
            while word.count > width {
                if !line.isEmpty { lines.append(line) }
                lines.append(String(word.prefix(width)))
                word = word.dropFirst(width)
                line = ""
            }
            if line.isEmpty {
                line = String(word)
            } else if line.count + 1 + word.count <= width {
                line += " " + word
            } else {
                lines.append(line)
                line = String(word)
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
