import DIContainer
import TerminalUI

// PLACEHOLDER: replaced when the Detail screen is built.
public enum DetailAction: String, KeyAction {
    case close
    public static let standardKeymap = Keymap<DetailAction>("Detail", [])
}

public enum DetailModule {
    public static var module: Module {
        Module("Detail") {
            Register(DetailView.self, scope: .scoped) { (_, _: Int) in onMain { DetailView() } }
        }
    }
}

@MainActor
public final class DetailView: Screen {
    public init() {}
    public var title: String { "Detail" }
    public var status: String { "the Detail screen is not built yet" }
    public var keyHelp: KeyHelp { DetailAction.standardKeymap.keyHelp }
    public func handle(_ key: Key) -> KeyOutcome { .ignored }
    public func render(on canvas: inout Canvas, in rect: Rect, theme: Theme) {
        canvas.fill(rect, style: theme.normal)
        canvas.draw("The Detail screen is not built yet.", at: Point(x: rect.x + 1, y: rect.y + 1), maxWidth: rect.width - 2, style: theme.warning)
    }
}
