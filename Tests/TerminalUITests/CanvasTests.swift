import Testing
import TerminalUI

@Suite struct CanvasTests {
    private func line(_ text: String, width: Int, maxWidth: Int? = nil, ellipsis: String? = "…") -> String {
        var canvas = Canvas(size: Size(width: width, height: 1))
        canvas.draw(text, at: .zero, maxWidth: maxWidth ?? width, style: .plain, ellipsis: ellipsis)
        return canvas.lines[0]
    }

    @Test func textThatFitsIsDrawnWhole() {
        #expect(line("Heat", width: 6) == "Heat  ")
    }

    @Test func longTextIsTruncatedWithAnEllipsisByDisplayWidth() {
        #expect(line("Crouching Tiger", width: 8) == "Crouchi…")
        #expect(line("千と千尋の神隠し", width: 7) == "千と千…")
        #expect(
            line("千と千尋の神隠し", width: 8) == "千と千… ", "a wide grapheme that cannot fit before the ellipsis leaves a blank")
        #expect(line("Heat (1995)", width: 8, ellipsis: "...") == "Heat ...")
        #expect(line("Heat (1995)", width: 8, ellipsis: nil) == "Heat (19")
    }

    @Test func wideGraphemeTakesTwoCellsAndNeverStraddlesTheEdge() {
        var canvas = Canvas(size: Size(width: 3, height: 1))
        let drawn = canvas.draw("ab千", at: .zero, maxWidth: 3, style: .plain)
        #expect(drawn == 2)
        canvas.draw("千", at: .zero, maxWidth: 3, style: .plain)
        #expect(canvas[0, 0].width == 2)
        #expect(canvas[1, 0].isContinuation)
        #expect(canvas.lines[0] == "千 ")
    }

    @Test func overwritingHalfOfAWideGraphemeBlanksTheOtherHalf() {
        var canvas = Canvas(size: Size(width: 4, height: 1))
        canvas.draw("千尋", at: .zero, maxWidth: 4, style: .plain)
        canvas.draw("x", at: Point(x: 1, y: 0), maxWidth: 1, style: .plain)
        #expect(canvas.lines[0] == " x尋")
        canvas.draw("y", at: Point(x: 2, y: 0), maxWidth: 1, style: .plain)
        #expect(canvas.lines[0] == " xy ")
    }

    @Test func controlCharactersAreDrawnEscaped() {
        #expect(line("a\u{1B}[31mb", width: 10) == "a^[[31mb  ")
        #expect(line("tab\there", width: 10) == "tab^Ihere ")
        #expect(!line("\u{9B}x", width: 6).unicodeScalars.contains { $0.value == 0x9B })
    }

    @Test func combiningMarksStayWithTheirBase() {
        var canvas = Canvas(size: Size(width: 6, height: 1))
        canvas.draw("Ame\u{301}lie", at: .zero, maxWidth: 6, style: .plain)
        #expect(canvas[2, 0].grapheme == "e\u{301}")
        #expect(canvas.lines[0] == "Ame\u{301}lie")
        #expect(canvas[5, 0].grapheme == "e")
    }

    @Test func drawingIsClippedToTheCanvas() {
        var canvas = Canvas(size: Size(width: 4, height: 2))
        canvas.draw("abcdef", at: Point(x: 2, y: 1), maxWidth: 10, style: .plain)
        canvas.draw("zz", at: Point(x: 0, y: 5), maxWidth: 10, style: .plain)
        canvas.fill(Rect(x: -3, y: -3, width: 4, height: 4), style: Style(attributes: .bold))
        #expect(canvas.lines == ["    ", "  ab"])
        #expect(canvas[0, 0].style.attributes == .bold)
        #expect(canvas[1, 0].style == .plain)
    }
}
