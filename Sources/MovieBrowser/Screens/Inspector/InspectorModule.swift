import DIContainer
import TerminalUI

// PLACEHOLDER: replaced when the Inspector screen is built.
public enum InspectorAction: String, KeyAction {
    case close
    public static let standardKeymap = Keymap<InspectorAction>("Inspector", [])
}

public enum InspectorModule {
    public static var module: Module {
        Module("Inspector") {
            Register(InspectorView.self, scope: .scoped) { _ in onMain { InspectorView() } }
        }
    }
}

@MainActor
public final class InspectorView: Screen {
    public init() {}
    public var title: String { "Inspector" }
    public var status: String { "the Inspector screen is not built yet" }
    public var keyHelp: KeyHelp { InspectorAction.standardKeymap.keyHelp }
    public func handle(_ key: Key) -> KeyOutcome { .ignored }
    public func render(on canvas: inout Canvas, in rect: Rect, theme: Theme) {
        canvas.fill(rect, style: theme.normal)
        canvas.draw("The Inspector screen is not built yet.", at: Point(x: rect.x + 1, y: rect.y + 1), maxWidth: rect.width - 2, style: theme.warning)
    }
}
