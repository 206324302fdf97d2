import DIContainer
import TerminalUI

// PLACEHOLDER: replaced when the Help screen is built.
public enum HelpAction: String, KeyAction {
    case close
    public static let standardKeymap = Keymap<HelpAction>("Help", [])
}

public enum HelpModule {
    public static var module: Module {
        Module("Help") {
            Register(HelpView.self, scope: .scoped) { (_, _: ScreenContext) in onMain { HelpView() } }
        }
    }
}

@MainActor
public final class HelpView: Screen {
    public init() {}
    public var title: String { "Help" }
    public var status: String { "the Help screen is not built yet" }
    public var keyHelp: KeyHelp { HelpAction.standardKeymap.keyHelp }
    public func handle(_ key: Key) -> KeyOutcome { .ignored }
    public func render(on canvas: inout Canvas, in rect: Rect, theme: Theme) {
        canvas.fill(rect, style: theme.normal)
        canvas.draw("The Help screen is not built yet.", at: Point(x: rect.x + 1, y: rect.y + 1), maxWidth: rect.width - 2, style: theme.warning)
    }
}
