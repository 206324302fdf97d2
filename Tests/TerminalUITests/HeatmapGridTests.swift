import Testing
import TerminalUI

/// The heatmap grid: values in their level's style, shades only without color, the cursor cell
/// reversed, and the rows scrolling to the cursor's.
@Suite struct HeatmapGridTests {
    static let shades: [Character] = ["·", " ", "░", "▒", "▓", "█"]

    static func grid(rows: Int, cursor: Int = 0) -> HeatmapGrid {
        HeatmapGrid(
            rows: (0..<rows).map { index in
                HeatmapGrid.Row(
                    label: "S\(index + 1)",
                    cells: [HeatmapGrid.Value("9.1", level: 5), HeatmapGrid.Value("–", level: 0)])
            }, labelWidth: 4, cellWidth: 3, cursorColumn: cursor, shades: shades)
    }

    static func line(_ canvas: Canvas, _ y: Int) -> String {
        String((0..<canvas.size.width).map { canvas[$0, y].grapheme })
    }

    @Test func monochromeAddsTheShadeAndColorTheBackground() {
        let mono = Theme.monochrome()
        var canvas = Canvas(size: Size(width: 14, height: 1), style: mono.normal)
        var state = ListState()
        Self.grid(rows: 1, cursor: 1).render(on: &canvas, in: canvas.bounds, state: &state, theme: mono)
        #expect(Self.line(canvas, 0) == "S1  9.1█  –·  ")
        #expect(canvas[4, 0].style == mono.heat(5))

        let color = Theme(palette: .dark, colorSupport: .ansi256)
        canvas = Canvas(size: Size(width: 14, height: 1), style: color.normal)
        Self.grid(rows: 1, cursor: 1).render(on: &canvas, in: canvas.bounds, state: &state, theme: color)
        #expect(Self.line(canvas, 0) == "S1  9.1   –   ")
        #expect(canvas[4, 0].style == color.heat(5))
        #expect(color.heat(5).background != color.heat(1).background, "the bands differ by color")
        #expect(canvas[8, 0].style == color.heat(0).adding([.reverse, .bold]), "the cursor cell")
    }

    @Test func theRowsScrollToTheCursorsAndShowAScrollbar() {
        let theme = Theme.monochrome()
        var canvas = Canvas(size: Size(width: 14, height: 3), style: theme.normal)
        var state = ListState(selected: 9)
        Self.grid(rows: 10).render(on: &canvas, in: canvas.bounds, state: &state, theme: theme)
        #expect(state.offset == 7)
        #expect(Self.line(canvas, 2).hasPrefix("S10 9.1█"))
        #expect(canvas[13, 2].grapheme != " ", "the scrollbar's thumb at the bottom")
    }
}
