import TestSupport
import Testing
import TerminalUI

/// Golden frames of every widget at 80×24 and 40×10 (single-row widgets at 80 and 40 columns),
/// with the style map where the styles carry meaning.
@Suite struct WidgetGoldenTests {
    private static let sizes = Fixtures.sizes

    private func name(_ widget: String, _ size: Size) -> String { "\(widget)-\(size)" }

    @Test(arguments: sizes) func table(size: Size) {
        let canvas = Fixtures.render(Fixtures.table(selected: 1), size: size)
        expectGolden(canvas.snapshot(styles: true), named: name("table", size))
    }

    @Test(arguments: sizes) func tableScrolledToTheEnd(size: Size) {
        let canvas = Fixtures.render(Fixtures.table(selected: Fixtures.catalogSize - 1, focused: false), size: size)
        expectGolden(canvas.snapshot(), named: name("table-end", size))
    }

    @Test(arguments: sizes) func emptyTable(size: Size) {
        let canvas = Fixtures.render(Fixtures.table(selected: 0, rowCount: 0), size: size)
        expectGolden(canvas.snapshot(), named: name("table-empty", size))
    }

    @Test(arguments: sizes) func titleBar(size: Size) {
        let bar = TitleBar(breadcrumbs: ["reel", "Movies", "千と千尋の神隠し (2001)"], trailing: "58,788 movies")
        let canvas = Fixtures.render(bar, size: Size(width: size.width, height: 1))
        expectGolden(canvas.snapshot(styles: true), named: name("titlebar", size))
    }

    @Test(arguments: sizes) func statusBar(size: Size) {
        let keymap = Keymap<StatusBarAction>(
            "Status bar",
            [
                KeyCommand([.function(1)], .help, "Help", hint: "Help"),
                KeyCommand([.enter], .open, "Open", hint: "Open"),
                KeyCommand([.character("/")], .search, "Search", hint: "Search"),
                KeyCommand([.character("q")], .quit, "Quit", hint: "Quit"),
            ])
        let bar = StatusBar(hints: keymap.keyHelp.hints, message: "2 / 58,788")
        let canvas = Fixtures.render(bar, size: Size(width: size.width, height: 1))
        expectGolden(canvas.snapshot(styles: true), named: name("statusbar", size))
    }

    @Test(arguments: sizes) func textInput(size: Size) {
        var state = TextInputState(text: "Spirited Away 千と千尋の神隠し and a long tail of words")
        for _ in 0..<10 { _ = state.handle(.left) }
        let input = TextInput(label: "Search:", state: state, isFocused: true)
        let canvas = Fixtures.render(input, size: Size(width: size.width, height: 1))
        expectGolden(canvas.snapshot(styles: true), named: name("input", size))
    }

    @Test(arguments: sizes) func emptyTextInputShowsItsPlaceholder(size: Size) {
        let input = TextInput(label: "Search:", state: TextInputState(), placeholder: "title, year…", isFocused: true)
        let canvas = Fixtures.render(input, size: Size(width: size.width, height: 1))
        expectGolden(canvas.snapshot(styles: true), named: name("input-empty", size))
    }

    @Test(arguments: sizes) func overlayOverATable(size: Size) {
        var canvas = Fixtures.render(Fixtures.table(selected: 1), size: size)
        Overlay(
            title: "Help", lines: ["F1 or ?  this help", "/        search", "Enter    open the movie", "q        quit"]
        )
        .render(on: &canvas, in: canvas.bounds, theme: Theme())
        expectGolden(canvas.snapshot(styles: true), named: name("overlay", size))
    }

    @Test(arguments: sizes) func horizontalBarChart(size: Size) {
        let chart = BarChart(bars: Fixtures.genres, orientation: .horizontal)
        expectGolden(Fixtures.render(chart, size: size).snapshot(), named: name("barchart-h", size))
    }

    @Test(arguments: sizes) func verticalBarChart(size: Size) {
        let chart = BarChart(bars: Fixtures.genres, orientation: .vertical)
        expectGolden(Fixtures.render(chart, size: size).snapshot(), named: name("barchart-v", size))
    }

    @Test(arguments: sizes) func barChartsFallBackToASCII(size: Size) {
        let theme = Theme(glyphs: .ascii)
        var canvas = Canvas(size: size)
        let halves = canvas.bounds.splitTop(size.height / 2)
        BarChart(bars: Fixtures.genres, orientation: .horizontal).render(on: &canvas, in: halves.top, theme: theme)
        BarChart(bars: Fixtures.genres, orientation: .vertical).render(on: &canvas, in: halves.rest, theme: theme)
        let text = canvas.snapshot()
        #expect(text.unicodeScalars.allSatisfy { $0.isASCII })
        expectGolden(text, named: name("barchart-ascii", size))
    }

    @Test(arguments: sizes) func sparkline(size: Size) {
        let values = (0..<100).map { Double(($0 * 37) % 23) }
        var canvas = Canvas(size: Size(width: size.width, height: 2))
        Sparkline(values: values).render(on: &canvas, in: canvas.bounds.row(0), theme: Theme())
        Sparkline(values: values).render(on: &canvas, in: canvas.bounds.row(1), theme: Theme(glyphs: .ascii))
        expectGolden(canvas.snapshot(), named: name("sparkline", size))
    }

    /// Ten zeros (the ratings of an empty table) lie at the bottom; any other flat series at mid height.
    @Test func aFlatSparklineOfZerosLiesAtTheBottom() {
        var canvas = Canvas(size: Size(width: 10, height: 2))
        Sparkline(values: Array(repeating: 0, count: 10)).render(on: &canvas, in: canvas.bounds.row(0), theme: Theme())
        Sparkline(values: Array(repeating: 4, count: 10)).render(on: &canvas, in: canvas.bounds.row(1), theme: Theme())
        let levels = Theme().glyphs.levels
        #expect(canvas.snapshot().contains("|" + String(repeating: levels[0], count: 10) + "|"))
        #expect(canvas.snapshot().contains("|" + String(repeating: levels[levels.count / 2], count: 10) + "|"))
    }

    @Test(arguments: [Size(width: 30, height: 8), Size(width: 12, height: 3)]) func tooSmall(size: Size) {
        let view = TooSmallView(minimum: Size(width: 40, height: 10), actual: size)
        expectGolden(Fixtures.render(view, size: size).snapshot(styles: true), named: name("toosmall", size))
    }

    @Test(arguments: sizes) func monochromeTableForNoColor(size: Size) {
        let theme = Theme.resolve(
            palette: .dark, colorCount: 256, environment: ["NO_COLOR": "1"], arguments: [],
            glyphs: .unicode)
        let canvas = Fixtures.render(Fixtures.table(selected: 1), size: size, theme: theme)
        #expect(canvas.cells.allSatisfy { !$0.style.hasColor })
        #expect(canvas[0, 2].style.attributes.contains(.reverse), "the selected row stands out without color")
        expectGolden(canvas.snapshot(styles: true), named: name("table-nocolor", size))
    }

    @Test(arguments: sizes) func asciiGlyphsWhenTheLocaleIsNotUTF8(size: Size) {
        let theme = Theme(glyphs: Glyphs.forLocale("C"))
        var canvas = Fixtures.render(Fixtures.table(selected: 1), size: size, theme: theme)
        TitleBar(breadcrumbs: ["reel", "Movies"], trailing: "58,788 movies").render(
            on: &canvas, in: canvas.bounds.row(0), theme: theme)
        Overlay(title: "Help", lines: ["q quit"]).render(on: &canvas, in: canvas.bounds, theme: theme)
        let frame = canvas.snapshot()
        #expect(frame.contains("+ Help -"))
        #expect(!frame.contains("…") && !frame.contains("─") && !frame.contains("›"))
        expectGolden(frame, named: name("ascii", size))
    }

    @Test(arguments: sizes) func lightPaletteInEightColors(size: Size) {
        let theme = Theme(palette: .light, colorSupport: .ansi8)
        var canvas = Fixtures.render(Fixtures.table(selected: 1), size: size, theme: theme)
        StatusBar(hints: [Hint(key: "q", label: "Quit")], message: "2 / 58,788")
            .render(on: &canvas, in: canvas.bounds.row(size.height - 1), theme: theme)
        expectGolden(canvas.snapshot(styles: true), named: name("light-8colors", size))
    }
}

/// The status bar golden's actions.
private enum StatusBarAction: String, KeyAction {
    case help, open, search, quit
}
