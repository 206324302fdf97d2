import MovieCatalog
import TerminalUI

extension MoviesView {
    /// The search box's error: the bad term marked in the box and `^^^ reason` under it, or, when
    /// the term is scrolled out of the box, `term: reason`.
    func drawSearchError(
        _ error: FieldQueryError, input: TextInput, in row: Rect, on canvas: inout Canvas, theme: Theme
    ) {
        canvas.fill(row, style: theme.normal)
        let characters = Array(input.state.text)
        let labelWidth = min(DisplayWidth.of(input.label) + 1, row.width / 2)
        let fieldWidth = row.width - labelWidth
        let textWidth = characters.reduce(0) { $0 + DisplayWidth.of($1) }
        let inView = textWidth < fieldWidth && error.range.upperBound <= characters.count
        let start = inView ? characters[..<error.range.lowerBound].reduce(0) { $0 + DisplayWidth.of($1) } : 0
        let termWidth = max(1, DisplayWidth.of(error.term))
        let x = row.x + labelWidth + start
        guard inView, x + termWidth + 1 + DisplayWidth.of(error.reason) <= row.maxX else {
            canvas.draw(
                error.description, at: Point(x: row.x + labelWidth, y: row.y), maxWidth: fieldWidth,
                style: theme.warning, ellipsis: theme.glyphs.ellipsis)
            return
        }
        // The field is already underlined on terminals without colors: the term is shown reversed.
        for column in x..<(x + termWidth) {
            var cell = canvas[column, row.y - 1]
            cell.style = theme.warning.adding([.underline, .reverse])
            canvas.set(cell, x: column, y: row.y - 1)
        }
        canvas.draw(
            String(repeating: "^", count: termWidth) + " " + error.reason, at: Point(x: x, y: row.y),
            maxWidth: row.maxX - x, style: theme.warning, ellipsis: theme.glyphs.ellipsis)
    }
}
