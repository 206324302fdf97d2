import MovieCatalog
import TerminalUI

/// The log dialog drawn over a screen: a box with the day, rating, rewatch, tags and note, the
/// focused field editable, and a line for what keeps Enter from saving.
struct ViewingFormPanel {
    /// The form.
    let form: ViewingForm

    /// The width of the field labels.
    static let labelWidth = 9

    /// Draws the dialog centered in `rect`.
    func render(on canvas: inout Canvas, in rect: Rect, theme: Theme) {
        let panel = rect.centered(Size(width: min(66, rect.width - 2), height: min(9, rect.height)))
        guard panel.width >= 24, panel.height >= 9 else { return }
        canvas.fill(panel, style: theme.overlay)
        let verb = form.viewingID == nil ? "Log a viewing" : "Edit the viewing"
        canvas.drawBox(
            panel, style: theme.overlayBorder, glyphs: theme.glyphs, title: "\(verb) · \(form.movieTitle)",
            footer: "Enter Save  Tab Next  Space Rewatch  Esc Cancel")
        let inner = Rect(x: panel.x + 2, y: panel.y + 2, width: panel.width - 4, height: panel.height - 3)
        for field in ViewingForm.Field.allCases {
            draw(field, in: inner.row(field.rawValue), on: &canvas, theme: theme)
        }
        if let problem = form.problem {
            canvas.draw(
                problem, at: Point(x: inner.x, y: inner.y + 5), maxWidth: inner.width, style: theme.warning,
                ellipsis: theme.glyphs.ellipsis)
        }
    }

    private func draw(_ field: ViewingForm.Field, in row: Rect, on canvas: inout Canvas, theme: Theme) {
        let focused = form.field == field
        let (label, hint): (String, String) =
            switch field {
            case .date: ("Date", "or today, yesterday")
            case .rating: ("Rating", Self.stars(form.rating.text))
            case .rewatch: ("Rewatch", "")
            case .tags: ("Tags", "comma separated")
            case .note: ("Note", "")
            }
        let labelStyle = focused ? theme.selection : theme.overlay
        canvas.fill(row.splitLeft(Self.labelWidth).left, style: theme.overlay)
        canvas.draw(label, at: row.origin, maxWidth: Self.labelWidth - 1, style: labelStyle)
        let value = Rect(x: row.x + Self.labelWidth, y: row.y, width: max(0, row.width - Self.labelWidth), height: 1)
        let state: TextInputState
        switch field {
        case .rewatch:
            let text = (form.isRewatch ? "[x] yes" : "[ ] no") + (focused ? "   Space toggles" : "")
            canvas.fill(value, style: theme.overlay)
            canvas.draw(text, at: value.origin, maxWidth: value.width, style: focused ? theme.input : theme.overlay)
            if focused { canvas.cursor = Cursor(Point(x: value.x + 1, y: value.y), isVisible: true) }
            return
        case .date: state = form.date
        case .rating: state = form.rating
        case .tags: state = form.tags
        case .note: state = form.note
        }
        let hintWidth = field == .note ? 0 : min(DisplayWidth.of(hint) + 1, value.width / 2)
        let input = Rect(x: value.x, y: value.y, width: value.width - hintWidth, height: 1)
        let placeholder = field == .date ? "no day (seen, day unknown)" : field == .rating ? "1–9, 0 or 3.5" : ""
        TextInput(label: "", state: state, placeholder: placeholder, isFocused: focused)
            .render(on: &canvas, in: input, theme: theme)
        guard hintWidth > 0 else { return }
        let hintRect = Rect(x: input.maxX, y: row.y, width: hintWidth, height: 1)
        canvas.fill(hintRect, style: theme.overlay)
        canvas.draw(
            hint, at: Point(x: hintRect.x + 1, y: row.y), maxWidth: hintWidth - 1, style: theme.overlay,
            ellipsis: theme.glyphs.ellipsis)
    }

    /// The stars the rating typed gives (`★★★½`), `?` when it does not read, empty when none.
    static func stars(_ text: String) -> String {
        switch ViewingForm.rating(text) {
        case .success(let rating): rating?.stars ?? ""
        case .failure: "?"
        }
    }
}
