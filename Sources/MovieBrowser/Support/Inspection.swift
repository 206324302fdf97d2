import DIContainer

/// What the inspector shows and the tests check: the app container, the screens on the stack, the
/// last pop's disposal report and a log of pushes, pops and leaks.
///
/// A singleton of the app container. The Navigator writes it; the inspector reads it.
@MainActor
public final class Inspection {
    /// The app container, held weakly (it owns this object).
    public private(set) weak var app: Container?
    /// The report of the last screen popped.
    public private(set) var lastDisposal: DisposalReport?
    /// Pushes, pops and leaks, oldest first; the newest 200 are kept.
    public private(set) var events: [String] = []
    /// Every leak any pop reported, for the tests: a non-empty list is a defect.
    public private(set) var leaks: [String] = []
    /// The container names of the screens on the stack, bottom first.
    public private(set) var stack: [String] = []

    /// Creates an empty inspection.
    public init() {}

    /// Records the app container the Navigator pushes screens from.
    ///
    /// - Parameter container: The app container.
    func attach(_ container: Container) {
        app = container
    }

    /// Records a push.
    ///
    /// - Parameter name: The screen's container name.
    func pushed(_ name: String) {
        stack.append(name)
        record("push \(name)")
    }

    /// Records a pop and its disposal report; leaks are logged.
    ///
    /// - Parameter report: What the screen's container released, and what stayed alive.
    func popped(_ report: DisposalReport) {
        if stack.last == report.container { stack.removeLast() }
        lastDisposal = report
        let leaked = report.allLeaks
        record(
            "pop \(report.container): \(report.disposed.count) released"
                + (leaked.isEmpty ? "" : ", LEAKED \(leaked.joined(separator: ", "))"))
        leaks.append(contentsOf: leaked)
    }

    /// Adds a line to the log.
    ///
    /// - Parameter line: What happened.
    func record(_ line: String) {
        events.append(line)
        if events.count > 200 { events.removeFirst(events.count - 200) }
    }

    /// The live tree of containers from the app down, or `nil` once the app container is gone.
    public func snapshot() -> ContainerSnapshot? {
        app?.snapshot()
    }
}
