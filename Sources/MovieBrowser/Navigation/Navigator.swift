import DIContainer
import MovieCatalog
import TerminalUI

/// The stack of screens. It alone pushes and pops.
///
/// Push makes a child container of the app container named after the route, installs the screen's
/// module into it and resolves the screen's view from it (with the route's arguments), which pulls
/// the presenter, the interactor and the app's repositories. Pop disposes that child: its scoped
/// instances are released, their dispose hooks run, and its leak audit is recorded in the
/// ``Inspection`` (a non-empty audit is a defect the tests fail on).
@MainActor
public final class Navigator {
    /// One screen on the stack.
    struct Entry {
        let route: Route
        let container: Container
        let screen: any Screen
    }

    /// The app container every screen's container is a child of.
    public let app: Container
    /// Where pushes, pops and disposal reports are recorded.
    public let inspection: Inspection
    private(set) var entries: [Entry] = []

    /// Creates a navigator over the app container.
    ///
    /// - Parameter app: The app container, with the repositories and ``BrowserModule`` installed.
    /// - Throws: ``ResolutionError`` when the app container has no ``Inspection``.
    public init(app: Container) throws(ResolutionError) {
        self.app = app
        inspection = try app.resolve(Inspection.self)
        inspection.attach(app)
    }

    /// The routes on the stack, bottom first.
    public var routes: [Route] { entries.map(\.route) }

    /// The screens on the stack, bottom first.
    public var screens: [any Screen] { entries.map(\.screen) }

    /// The screen on top, or `nil` when the stack is empty.
    public var top: (any Screen)? { entries.last?.screen }

    /// The number of screens on the stack.
    public var depth: Int { entries.count }

    /// Pushes `route`: a child container, the screen's module, the screen's view resolved from it.
    ///
    /// - Parameter route: The screen to show.
    /// - Throws: ``ResolutionError`` when the screen cannot be resolved; the child is disposed
    ///   and the stack is unchanged.
    public func push(_ route: Route) throws(ResolutionError) {
        let child = app.child(name: route.containerName)
        child.install(route.module)
        let context = ScreenContext(below: entries.last?.screen.keyHelp)
        do {
            let screen = try Self.resolve(route, in: child, context: context)
            entries.append(Entry(route: route, container: child, screen: screen))
            inspection.pushed(route.containerName)
        } catch {
            inspection.popped(child.dispose())
            throw error
        }
    }

    /// Pops the top screen: its container is disposed once the Navigator has let go of the view,
    /// so the leak audit sees only what something else still holds.
    ///
    /// - Returns: The disposal report, or `nil` when the stack was empty.
    @discardableResult
    public func pop() -> DisposalReport? {
        guard !entries.isEmpty else { return nil }
        let container = entries.removeLast().container
        let report = container.dispose()
        inspection.popped(report)
        if let top = entries.last { QueryOrigin.$screen.withValue(top.route.containerName) { top.screen.didReturn() } }
        return report
    }

    /// Pops every screen above the first one, top first, so each container is disposed and each
    /// leak audit recorded; the first screen is told once that it is on top again.
    ///
    /// - Returns: The disposal reports, top first; empty when the first screen is on top.
    @discardableResult
    public func popToFirst() -> [DisposalReport] {
        guard entries.count > 1 else { return [] }
        var reports: [DisposalReport] = []
        while entries.count > 1 {
            // As in pop(): the entry (and its screen) is let go before its container is disposed.
            let container = entries.removeLast().container
            let report = container.dispose()
            inspection.popped(report)
            reports.append(report)
        }
        if let top = entries.last { QueryOrigin.$screen.withValue(top.route.containerName) { top.screen.didReturn() } }
        return reports
    }

    /// Pops every screen, top first (on quit), so every dispose hook runs.
    public func popAll() {
        while pop() != nil {}
    }
}
