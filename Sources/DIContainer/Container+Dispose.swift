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
        var watched: [TrackedInstance] = []
        do {
            let (owned, transients) = state.withLock { state in
                let taken = (state.owned, state.transients)
                state.owned = []
                state.scoped = [:]
                state.transients = []
                return taken
            }
            watched = transients
            for instance in owned.reversed() {
                let hooks = instance.entry.state.withLock { $0.disposeHooks }
                instance.entry.disposer(instance.box, hooks)
                if let object = instance.entry.objectOf(instance.box) {
                    watched.append(TrackedInstance(service: instance.entry.displayName, object: object))
                }
                if !instance.isScoped, let raw = instance.entry.instance.exchange(nil, ordering: .acquiringAndReleasing) {
                    Unmanaged<AnyObject>.fromOpaque(raw).release()
                }
                report.disposed.append(instance.entry.displayName)
            }
        }
        report.leaks = watched.filter { $0.object != nil }.map(\.service)
        parent?.forget(child: self)
        return report
    }
}

/// What ``Container/dispose()`` released, and what outlived it.
public struct DisposalReport: Sendable, CustomStringConvertible {
    /// The container disposed.
    public let container: String
    /// The shared instances released, in the order they were disposed (reverse creation order).
    public var disposed: [String] = []
    /// Instances still alive after the container released them: someone else holds them.
    public var leaks: [String] = []
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
