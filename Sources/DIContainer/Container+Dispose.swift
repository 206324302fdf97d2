import Synchronization
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension Container {
    /// Ends the container's scope: disposes its children first, then runs the dispose hooks of the
    /// singleton and scoped instances it owns in reverse creation order, and releases them.
    ///
    /// Each hook runs once; a second call does nothing. Resolving from a disposed container, or from
    /// one of its descendants, throws ``ResolutionError/Reason/containerDisposed(container:)``.
    ///
    /// Safe to call while other threads resolve from this container or its descendants: a
    /// resolution already past its check finishes normally, and `dispose()` waits for it before it
    /// releases anything; one that starts later throws
    /// ``ResolutionError/Reason/containerDisposed(container:)``. (Called from inside a factory, it
    /// cannot wait for the resolution running that factory, so it does not wait at all: dispose
    /// from a factory only a container no other thread resolves from.)
    ///
    /// The returned report is a leak audit: every instance the scope owned (and, with
    /// ``Options/auditTransients``, every transient class instance it built) that is still alive
    /// after it was released, by type. A presenter and an interactor that retain each other show up
    /// here, screen by screen.
    ///
    /// - Returns: What was disposed and what is still alive.
    @discardableResult
    public func dispose() -> DisposalReport {
        let first = !disposed.exchange(true, ordering: .sequentiallyConsistent)
        // Even a second call waits: the first may still be waiting on another thread, and a parent
        // disposing this child must not release its own instances before this child's readers end.
        waitForResolutions()
        guard first else {
            return DisposalReport(container: name)
        }
        // A scope that owns nothing and has no children (a screen that only built transients)
        // needs neither the lock nor a report beyond its name.
        guard linkedChildren.load(ordering: .sequentiallyConsistent) != 0 || !owned.isEmpty || auditsTransients else {
            unlinkFromParent()
            return DisposalReport(container: name)
        }
        var childReports: [DisposalReport] = []
        var leaks: [Entry] = []
        for child in detachChildren() {
            childReports.append(child.dispose())
        }
        // Under the lock: introspection (``ownedNodes``) may be reading the list on another thread.
        // (Nothing is pushed once `disposed` is set, so an empty list needs no lock.)
        let ownedList = owned.isEmpty ? nil : lock.withLock { _ in owned.take() }
        if let ownedList {
            // The list is immutable once taken, and `ownedList` holds all of it.
            OwnedNode.walk(from: ownedList) { $0.runDisposal() }
            release(ownedList, leaks: &leaks)
        }
        if auditsTransients {
            let transients = lock.withLock { state in
                defer { state.transients = [] }
                return state.transients
            }
            leaks += transients.filter { $0.object != nil }.map(\.entry)
        }
        unlinkFromParent()
        return DisposalReport(container: name, log: ownedList, leakedEntries: leaks, children: childReports)
    }
}

extension Container {
    /// Returns once no resolution from this container is running (``activeResolutions`` is zero).
    ///
    /// `disposed` is set first, with the same ordering as a resolution's increment and check, so a
    /// resolution either counted itself before this reads the count, or sees `disposed` and throws
    /// before it touches an instance. Resolutions are short; this yields while it waits.
    func waitForResolutions() {
        guard activeResolutions.load(ordering: .sequentiallyConsistent) != 0 else { return }
        // A factory running on this thread counts in `activeResolutions` and would never finish.
        if let stack = ResolutionStack.existing, !stack.frames.isEmpty { return }
        while activeResolutions.load(ordering: .sequentiallyConsistent) != 0 {
            sched_yield()
        }
    }

    /// Drops the container's references to the instances of `owned` (newest first) and adds to
    /// `leaks` the registrations of those still alive: held by something outside the container.
    ///
    /// An instance is dropped at once when the container holds its only reference. One held by
    /// another instance of the list (built later, or earlier) is looked at again once the others
    /// are gone, until nothing changes; what is left is held from outside, or by a retain cycle.
    /// An instance the container owns twice (an alias registration resolving another shared one)
    /// is looked at, and reported, once.
    private func release(_ owned: OwnedNode, leaks: inout [Entry]) {
        var held: [(entry: Entry, object: AnyObject?)] = []
        var heldObjects = Set<ObjectIdentifier>()
        // `owned` holds the whole list for the walk.
        OwnedNode.walk(from: owned) { node in
            if !node.isScoped { _ = node.entry.instance.take() }
            // Checked as an optional: binding it to a non-optional variable first may leave a
            // second reference alive until the check is done (an unoptimised build does), and
            // then no instance would ever be seen as unique here.
            var object = node.takeObject()
            if !isKnownUniquelyReferenced(&object), let instance = object,
                heldObjects.insert(ObjectIdentifier(instance)).inserted
            {
                held.append((node.entry, instance))
            }
        }
        // Oldest first: an instance held only by an older one, which the first pass dropped, goes
        // before the newer ones it holds are looked at, so a chain of them goes in one pass.
        var changed = !held.isEmpty
        while changed {
            changed = false
            for index in held.indices.reversed() where isKnownUniquelyReferenced(&held[index].object) {
                held[index].object = nil
                changed = true
            }
            if changed { held.removeAll { $0.object == nil } }
        }
        if !held.isEmpty { leaks += held.map(\.entry) }
    }
}

/// What ``Container/dispose()`` released, and what outlived it.
public struct DisposalReport: Sendable, CustomStringConvertible {
    /// The container disposed.
    public let container: String
    /// The shared instances released, in the order they were disposed (reverse creation order).
    public var disposed: [String] { disposedEntries.map(\.displayName) }
    /// The owned instances released, newest first, with their values cleared: the log of what
    /// was disposed, kept without copying it.
    var log: OwnedNode?
    /// Instances still alive after the container released them: someone else holds them.
    public var leaks: [String] { leakedEntries.map(\.displayName) }
    /// Names are printed only when asked for: printing a type is slow, disposing must not be.
    var disposedEntries: [Entry] {
        var entries: [Entry] = []
        var node = log
        while let current = node {
            entries.append(current.entry)
            node = current.next
        }
        return entries
    }
    var leakedEntries: [Entry] { rare?.leakedEntries ?? [] }
    /// The reports of the children, disposed first.
    public var children: [DisposalReport] {
        get { rare?.children ?? [] }
        set {
            rare =
                newValue.isEmpty && leakedEntries.isEmpty ? nil : Rare(leakedEntries: leakedEntries, children: newValue)
        }
    }
    /// Leaks and children's reports, made only when there are any: most scopes have neither, and
    /// a report of two references and a name is cheap to make and to drop.
    private var rare: Rare?

    /// Immutable, so copies of a report stay independent.
    private final class Rare: Sendable {
        let leakedEntries: [Entry]
        let children: [DisposalReport]

        init(leakedEntries: [Entry], children: [DisposalReport]) {
            self.leakedEntries = leakedEntries
            self.children = children
        }
    }

    init(container: String) {
        self.container = container
    }

    init(container: String, log: OwnedNode?, leakedEntries: [Entry], children: [DisposalReport]) {
        self.container = container
        self.log = log
        if !leakedEntries.isEmpty || !children.isEmpty {
            rare = Rare(leakedEntries: leakedEntries, children: children)
        }
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
