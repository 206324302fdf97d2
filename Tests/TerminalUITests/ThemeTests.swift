import Testing
import TerminalUI

@Suite struct ThemeTests {
    private func resolve(colors: Int, env: [String: String] = [:], args: [String] = []) -> Theme {
        Theme.resolve(palette: .dark, colorCount: colors, environment: env, arguments: args, glyphs: .unicode)
    }

    @Test func colorSupportFollowsTheTerminal() {
        #expect(resolve(colors: 256).colorSupport == .ansi256)
        #expect(resolve(colors: 88).colorSupport == .ansi8)
        #expect(resolve(colors: 8).colorSupport == .ansi8)
        #expect(resolve(colors: 0).colorSupport == .monochrome)
    }

    @Test func noColorEnvironmentAndFlagDropColors() {
        #expect(resolve(colors: 256, env: ["NO_COLOR": "1"]).colorSupport == .monochrome)
        #expect(
            resolve(colors: 256, env: ["NO_COLOR": ""]).colorSupport == .ansi256, "an empty NO_COLOR does not count")
        #expect(resolve(colors: 256, args: ["reel", "--no-color"]).colorSupport == .monochrome)
    }

    @Test func monochromeRolesUseAttributesOnlyAndStayDistinct() {
        let theme = Theme.monochrome()
        let roles = [
            theme.normal, theme.title, theme.header, theme.selection, theme.status, theme.hintKey, theme.input,
        ]
        #expect(roles.allSatisfy { !$0.hasColor })
        #expect(theme.selection != theme.normal)
        #expect(theme.hintKey != theme.status)
        #expect(theme.header != theme.normal)
        #expect(theme.input != theme.normal)
        #expect(theme.title != theme.normal)
    }

    @Test func colorThemesKeepTheDefaultBackgroundForText() {
        for support in [ColorSupport.ansi8, .ansi256] {
            for palette in [Theme.Palette.dark, .light] {
                let theme = Theme(palette: palette, colorSupport: support)
                #expect(theme.normal.background == .default)
                #expect(theme.selection.hasColor)
            }
        }
        #expect(Theme(palette: .dark).title != Theme(palette: .light).title)
    }

    @Test func eightColorThemesUseOnlyTheBasicColors() {
        let theme = Theme(palette: .dark, colorSupport: .ansi8)
        let styles = [theme.title, theme.header, theme.selection, theme.status, theme.overlay, theme.bar]
        for style in styles {
            for color in [style.foreground, style.background] {
                if case .palette = color { Issue.record("\(style) uses the 256-color palette") }
                if let index = color.paletteIndex { #expect(index < 8) }
            }
        }
    }

    @Test func glyphsFollowTheLocale() {
        #expect(Glyphs.forLocale("C.UTF-8") == .unicode)
        #expect(Glyphs.forLocale("en_US.utf8") == .unicode)
        #expect(Glyphs.forLocale("C") == .ascii)
        #expect(Glyphs.forLocale(nil) == .ascii)
    }
}
