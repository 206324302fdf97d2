import DIContainer
import TerminalUI

// PLACEHOLDER: replaced when the Stats screen is built.
public enum StatsAction: String, KeyAction {
    case close
    public static let standardKeymap = Keymap<StatsAction>("Stats", [])
}

public enum StatsModule {
    public static var module: Module {
        Module("Stats") {
            Register(StatsView.self, scope: .scoped) { _ in onMain { StatsView() } }
        }
    }
}

@MainActor
public final class StatsView: Screen {
    public init() {}
    public var title: String { "Stats" }
    public var status: String { "the Stats screen is not built yet" }
    public var keyHelp: KeyHelp { StatsAction.standardKeymap.keyHelp }
    public func handle(_ key: Key) -> KeyOutcome { .ignored }
    public func render(on canvas: inout Canvas, in rect: Rect, theme: Theme) {
        canvas.fill(rect, style: theme.normal)
        canvas.draw("The Stats screen is not built yet.", at: Point(x: rect.x + 1, y: rect.y + 1), maxWidth: rect.width - 2, style: theme.warning)
    }
}
