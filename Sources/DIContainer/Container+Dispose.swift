extension Container {
    /// Ends the container's scope: disposes its children first, then runs the dispose hooks of the
    /// singleton and scoped instances it owns in reverse creation order, and releases them.
    ///
    /// Each hook runs once; a second call does nothing. Resolving from a disposed container, or from
    /// one of its descendants, throws ``ResolutionError/Reason/containerDisposed(container:)``.
    /// Dispose a container only once no other thread is still resolving from it.
    ///
    /// The returned report is a leak audit: every instance the scope owned (and, with
    /// ``Options/auditTransients``, every transient class instance it built) that is still alive
    /// after it was released, by type. A presenter and an interactor that retain each other show up
    /// here, screen by screen.
    ///
    /// - Returns: What was disposed and what is still alive.
    @discardableResult
    public func dispose() -> DisposalReport {
        guard !disposed.exchange(true, ordering: .acquiringAndReleasing) else {
            return DisposalReport(container: name)
        }
        var report = DisposalReport(container: name)
        let children = state.withLock { state in
            let alive = state.children.compactMap(\.container)
            state.children = []
            return alive
        }
        for child in children.reversed() {
            report.children.append(child.dispose())
        }
        let transients = state.withLock { state in
            let taken = state.transients
            state.transients = []
            return taken
        }
        // Weak references to the released instances: one still alive once every box is gone is held
        // by someone else, a leak.
        let released = releaseOwnedInstances(into: &report)
        report.leakedEntries = released.filter { $0.object != nil }.map(\.entry)
            + transients.filter { $0.object != nil }.map(\.entry)
        parent?.forget(child: self)
        return report
    }
}

extension Container {
    /// Runs the hooks of the owned instances in reverse creation order and drops the container's
    /// references; returns a weak reference to each class instance released.
    private func releaseOwnedInstances(into report: inout DisposalReport) -> [TrackedInstance] {
        let owned = state.withLock { state in
            let taken = state.owned
            state.owned = []
            return taken
        }
        var objects: [TrackedInstance] = []
        objects.reserveCapacity(owned.count)
        for instance in owned.reversed() {
            let hooks = instance.entry.state.withLock { $0.disposeHooks }
            instance.entry.dispose(box: instance.box, hooks: hooks)
            if let object = instance.entry.object(of: instance.box), !objects.contains(where: { $0.object === object }) {
                objects.append(TrackedInstance(entry: instance.entry, object: object))
            }
            if !instance.isScoped, let raw = instance.entry.instance.exchange(nil, ordering: .acquiringAndReleasing) {
                Unmanaged<AnyObject>.fromOpaque(raw).release()
            }
            report.disposedEntries.append(instance.entry)
        }
        return objects
    }
}

/// What ``Container/dispose()`` released, and what outlived it.
public struct DisposalReport: Sendable, CustomStringConvertible {
    /// The container disposed.
    public let container: String
    /// The shared instances released, in the order they were disposed (reverse creation order).
    public var disposed: [String] { disposedEntries.map(\.displayName) }
    /// Instances still alive after the container released them: someone else holds them.
    public var leaks: [String] { leakedEntries.map(\.displayName) }
    /// Names are printed only when asked for: printing a type is slow, disposing must not be.
    var disposedEntries: [Entry] = []
    var leakedEntries: [Entry] = []
    /// The reports of the children, disposed first.
    public var children: [DisposalReport] = []

    init(container: String) {
        self.container = container
    }

    /// Leaks of this container and all its descendants, each as `container: service`.
    public var allLeaks: [String] {
        leaks.map { "\(container): \($0)" } + children.flatMap(\.allLeaks)
    }

    /// `disposed "Detail #12": 3 instances, leaks: MovieDetailPresenter`.
    public var description: String {
        var text = "disposed \"\(container)\": \(disposed.count) instance(s)"
        let leaked = allLeaks
        text += leaked.isEmpty ? ", no leaks" : ", leaks: " + leaked.joined(separator: ", ")
        return text
    }
}
