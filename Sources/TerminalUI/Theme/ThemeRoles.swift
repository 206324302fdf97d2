/// The palettes behind ``Theme``: one style per role for each palette and color support.
struct ThemeRoles {
    var normal = Style.plain
    var muted = Style(attributes: .dim)
    var title = Style(attributes: [.bold, .reverse])
    var header = Style(attributes: [.bold, .underline])
    var selection = Style(attributes: .reverse)
    var inactiveSelection = Style(attributes: .underline)
    var status = Style(attributes: .reverse)
    var hintKey = Style(attributes: [.reverse, .bold])
    var input = Style(attributes: .underline)
    var overlay = Style.plain
    var overlayBorder = Style(attributes: .bold)
    var bar = Style.plain
    var scrollbar = Style(attributes: .dim)
    var warning = Style(attributes: .bold)

    /// The roles of `palette` with the colors `colorSupport` allows.
    static func make(palette: Theme.Palette, colorSupport: ColorSupport) -> ThemeRoles {
        var roles = ThemeRoles()
        let dark = palette == .dark
        switch colorSupport {
        case .monochrome:
            return roles
        case .ansi8:
            // Light: no white or yellow text, which a white background washes out.
            roles.title = Style(foreground: .black, background: .cyan, attributes: .bold)
            roles.header = Style(foreground: dark ? .yellow : .blue, attributes: .bold)
            roles.selection = Style(foreground: .black, background: dark ? .cyan : .yellow)
            roles.inactiveSelection = Style(foreground: dark ? .white : .black, attributes: .underline)
            roles.status = Style(foreground: .black, background: .white)
            roles.hintKey = Style(
                foreground: dark ? .white : .black, background: dark ? .blue : .cyan, attributes: .bold)
            roles.input = Style(foreground: dark ? .white : .black, attributes: .underline)
            roles.overlay = Style(foreground: dark ? .white : .black, background: dark ? .blue : .white)
            roles.overlayBorder = Style(
                foreground: dark ? .yellow : .blue, background: dark ? .blue : .white, attributes: .bold)
            roles.bar = Style(foreground: .green)
            roles.scrollbar = Style(foreground: .cyan)
            roles.warning = Style(foreground: .red, attributes: .bold)
            roles.muted = Style(foreground: dark ? .white : .black, attributes: .dim)
        case .ansi256:
            let accent: Color = dark ? .palette(39) : .palette(25)
            roles.title = Style(
                foreground: .palette(dark ? 231 : 255), background: .palette(dark ? 24 : 25), attributes: .bold)
            roles.header = Style(foreground: .palette(dark ? 221 : 130), attributes: .bold)
            roles.selection = Style(foreground: .palette(dark ? 231 : 16), background: .palette(dark ? 31 : 153))
            roles.inactiveSelection = Style(
                foreground: .palette(dark ? 252 : 236), background: .palette(dark ? 238 : 252))
            roles.status = Style(foreground: .palette(dark ? 252 : 236), background: .palette(dark ? 236 : 254))
            roles.hintKey = Style(foreground: .palette(dark ? 16 : 231), background: accent, attributes: .bold)
            roles.input = Style(foreground: .palette(dark ? 231 : 16), background: .palette(dark ? 237 : 253))
            roles.overlay = Style(foreground: .palette(dark ? 252 : 236), background: .palette(dark ? 235 : 255))
            roles.overlayBorder = Style(foreground: accent, background: .palette(dark ? 235 : 255), attributes: .bold)
            roles.bar = Style(foreground: .palette(dark ? 114 : 28))
            roles.scrollbar = Style(foreground: .palette(dark ? 244 : 246))
            roles.warning = Style(foreground: .palette(dark ? 203 : 160), attributes: .bold)
            roles.muted = Style(foreground: .palette(dark ? 245 : 243))
        }
        return roles
    }
}
