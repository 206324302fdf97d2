import TerminalUI
import Testing

/// Themes by name: dark and light at the terminal's colours, mono without any.
@Suite struct ThemeNameTests {
    private func resolve(_ name: ThemeName, environment: [String: String] = [:], colors: Int = 256) -> Theme {
        Theme.resolve(name: name, colorCount: colors, environment: environment, arguments: [], glyphs: .unicode)
    }

    private func roles(_ theme: Theme) -> [Style] {
        [
            theme.normal, theme.muted, theme.title, theme.header, theme.selection, theme.inactiveSelection,
            theme.status, theme.hintKey, theme.input, theme.overlay, theme.overlayBorder, theme.bar,
            theme.scrollbar, theme.warning,
        ]
    }

    @Test func monoUsesAttributesOnly() {
        let theme = resolve(.mono)
        #expect(theme.colorSupport == .monochrome)
        for style in roles(theme) {
            #expect(style.foreground == .default && style.background == .default)
        }
        #expect(theme.selection.attributes.contains(.reverse))
        #expect(theme.header.attributes.contains(.bold))
    }

    @Test func noColorMakesEveryThemeMono() {
        for name in ThemeName.allCases {
            #expect(resolve(name, environment: ["NO_COLOR": "1"]).colorSupport == .monochrome)
        }
        #expect(resolve(.light).palette == .light)
        #expect(resolve(.dark).palette == .dark)
        #expect(resolve(.light).colorSupport == .ansi256)
    }

    /// On a white background, white and yellow text (bright or not) is unreadable: light never
    /// draws it over the terminal's own background, nor as text on a white background.
    @Test(arguments: [ColorSupport.ansi8, .ansi256])
    func lightHasNoWhiteOrYellowTextOnAWhiteBackground(_ support: ColorSupport) {
        let theme = Theme(palette: .light, colorSupport: support)
        let pale: Set<Color> = [
            .white, .yellow, .ansi(15), .ansi(11), .palette(15), .palette(11), .palette(231), .palette(230),
            .palette(255),
        ]
        for style in roles(theme) where style.background == .default || style.background == .white {
            #expect(!pale.contains(style.foreground), "\(style)")
        }
    }
}
