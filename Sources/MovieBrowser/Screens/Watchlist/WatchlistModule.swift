import DIContainer
import TerminalUI

// PLACEHOLDER: replaced when the Watchlist screen is built.
public enum WatchlistAction: String, KeyAction {
    case close
    public static let standardKeymap = Keymap<WatchlistAction>("Watchlist", [])
}

public enum WatchlistModule {
    public static var module: Module {
        Module("Watchlist") {
            Register(WatchlistView.self, scope: .scoped) { _ in onMain { WatchlistView() } }
        }
    }
}

@MainActor
public final class WatchlistView: Screen {
    public init() {}
    public var title: String { "Watchlist" }
    public var status: String { "the Watchlist screen is not built yet" }
    public var keyHelp: KeyHelp { WatchlistAction.standardKeymap.keyHelp }
    public func handle(_ key: Key) -> KeyOutcome { .ignored }
    public func render(on canvas: inout Canvas, in rect: Rect, theme: Theme) {
        canvas.fill(rect, style: theme.normal)
        canvas.draw("The Watchlist screen is not built yet.", at: Point(x: rect.x + 1, y: rect.y + 1), maxWidth: rect.width - 2, style: theme.warning)
    }
}
