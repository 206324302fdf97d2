@testable import DIContainer
import Foundation
import Synchronization
import Testing

// Stress tests for the container's scope machinery: the parent's slots of children (each holding
// its child weakly), the list of owned instances that becomes the disposal log, the leak audit by uniqueness, and the
// registration, table and instance chains that deinits release iteratively. Each test is built
// to crash, hang or fail an expectation if that machinery is wrong; threads are real `Thread`s
// (not the cooperative pool) so that they preempt one another.

@Suite struct ScopeStressTests {
    // MARK: - How a parent reaches its children

    @Test func aChildIsReachedThroughItsWeakSlotWhichReadsNilOnceItsReleaseHasBegun() throws {
        let app = Container(name: "app")
        expectChildLinks(of: app)
        var child: Container? = app.child(name: "screen")
        let linked = try #require(child).link.isLinked.load(ordering: .acquiring)
        #expect(linked)
        #expect(app.linkedChildren.load(ordering: .acquiring) == 1)
        #expect(app.children.count == 1)
        #expect(app.children.first === child)
        child = nil
        #expect(app.linkedChildren.load(ordering: .acquiring) == 0, "a dropped child still has its slot")
        #expect(app.withState { $0.children.alive() }.isEmpty, "a dropped child is still reachable")
        #expect(app.children.isEmpty)
        // The freed slot goes to the next child, whose link number tells it from the one before.
        let next = app.child(name: "next")
        #expect(next.link.index.load(ordering: .relaxed) == 0)
        #expect(next.link.number.load(ordering: .relaxed) == 3)
        #expect(app.children.map(\.name) == ["next"])
    }

    @Test func aChildWhoseSlotWasEmptiedByDisposeLeavesTheNextChildsSlotAlone() {
        // A child whose release began while its parent's dispose() emptied the slots unlinks itself
        // later, by index: the slot may belong to a newer child by then, which must stay linked.
        let (a, b) = (Container(name: "a"), Container(name: "b"))
        var slots = ChildSlots()
        let first = slots.link(a)
        slots.removeAll()
        let second = slots.link(b)
        #expect(first.index == second.index && first.number != second.number)
        let staleUnlinked = slots.unlink(index: first.index, number: first.number)
        #expect(!staleUnlinked, "a stale link emptied a slot")
        #expect(slots.alive().count == 1 && slots.alive().first?.child === b)
        let unlinked = slots.unlink(index: second.index, number: second.number)
        #expect(unlinked)
        #expect(slots.alive().isEmpty)
        let pastTheEnd = slots.unlink(index: 7, number: second.number)
        #expect(!pastTheEnd, "an index past the slots was accepted")
    }

    // MARK: - Children on many threads

    @Test func childrenComeAndGoOnEightThreadsWhileOthersListThem() throws {
        let live = LiveCount()
        let hooks = Counter()
        let disposedByWorkers = Counter()
        let failures = Log()
        let app = Container(name: "app")
        expectChildLinks(of: app)
        app.register((any MovieRepository).self) { _ in SQLiteRepository() }
        app.register(Probe.self, scope: .scoped) { r in
            _ = try r.resolve((any MovieRepository).self)
            return Probe(r.container.name, live: live)
        }
        .onDispose { _ in hooks.increment() }
        app.register(Interactor.self) { r in Interactor(repository: try r.resolve()) }

        // Two threads walk the list of children (each walk holds the parent's lock while children
        // are dropped: a child whose release has begun waits there to unlink itself), a third
        // takes snapshots and graphs, which also look into each child.
        let stop = Flag()
        let observations = Counter()
        let observers = DispatchGroup()
        for observer in 0..<3 {
            observers.enter()
            Thread {
                while !stop.isSet {
                    if observer < 2 {
                        for child in app.children where child.parent !== app {
                            failures.append("\(child.name): a stranger")
                        }
                    } else {
                        let snapshot = app.snapshot()
                        if snapshot.name != "app" { failures.append("snapshot of \(snapshot.name)") }
                        _ = snapshot.tree
                        _ = app.dependencyGraph().dot
                    }
                    observations.increment()
                }
                observers.leave()
            }.start()
        }

        let iterations = 1_500
        let finished = runThreads(8) { worker in
            // Children kept for a while and dropped out of order, so that unlinking happens in the
            // middle of the parent's list, not only at its head.
            var kept: [Container] = []
            for index in 0..<iterations {
                let child = app.child(name: "w\(worker)/\(index)")
                // Some children override a dependency of the app's registrations, as a screen's
                // own registrations do: the app's graph may then point into a child that is gone.
                let overrides = index % 5 == 0
                if overrides { child.register((any MovieRepository).self) { _ in FakeRepository() } }
                do {
                    let probe = try child.resolve(Probe.self)
                    if try child.resolve(Probe.self) !== probe {
                        failures.append("\(child.name): two scoped instances")
                    }
                    if probe.label != child.name { failures.append("\(child.name) got \(probe.label)'s instance") }
                    let source = try child.resolve(Interactor.self).repository.source
                    if source != (overrides ? "fake" : "sqlite") {
                        failures.append("\(child.name): \(source) repository")
                    }
                } catch {
                    failures.append("\(child.name): \(error)")
                }
                switch index % 4 {
                case 0:
                    child.dispose()
                    disposedByWorkers.increment()
                case 1, 3:
                    break  // dropped here, never disposed
                default:
                    kept.append(child)
                    if kept.count > 16 {
                        let evicted = kept.remove(at: (index * 7 + worker) % kept.count)
                        if index % 3 == 0 {
                            evicted.dispose()
                            disposedByWorkers.increment()
                        }
                    }
                }
            }
        }
        stop.set()
        #expect(finished, "the workers did not finish in time: a deadlock or a broken list")
        let observed = observers.wait(timeout: .now() + 30) == .success
        #expect(observed, "the observers did not finish in time: a deadlock or a broken list")
        // A thread still stuck in the list may hold the parent's lock: look no further.
        guard finished, observed else { return }
        #expect(failures.entries.isEmpty)
        #expect(observations.count > 0)
        #expect(app.children.isEmpty)
        #expect(hooks.count == disposedByWorkers.count)
        #expect(live.count == 0, "instances of dropped or disposed children are still alive")
    }

    @Test func disposingTheParentWhileOtherThreadsDropChildrenRunsEachHookOnce() throws {
        let threads = 8
        let perThread = 96
        for round in 0..<30 {
            let live = LiveCount()
            let tally = Tally()
            let failures = Log()
            let app = Container(name: "app")
            expectChildLinks(of: app)
            app.register(Probe.self, scope: .scoped) { r in Probe(r.container.name, live: live) }
                .onDispose { probe in tally.add(probe.label) }
            // Every child has its scoped instance; the threads hold the only references to most of
            // them, this thread pins every fifth one so that it is surely alive at dispose time.
            var batches: [[Container]] = []
            var pinned: [Container] = []
            for thread in 0..<threads {
                var batch: [Container] = []
                for index in 0..<perThread {
                    let child = app.child(name: "r\(round)/t\(thread)/c\(index)")
                    _ = try child.resolve(Probe.self)
                    if index % 5 == 0 { pinned.append(child) }
                    batch.append(child)
                }
                batches.append(batch)
            }
            let handoff = Handoff(batches)
            batches = []
            let start = DispatchSemaphore(value: 0)
            let dropped = Counter()
            let group = DispatchGroup()
            for thread in 0..<threads {
                group.enter()
                Thread {
                    var batch = handoff.take(thread)
                    start.wait()
                    // Drop from both ends, so that both the head and the tail of the list move.
                    while !batch.isEmpty {
                        if batch.count.isMultiple(of: 2) { batch.removeLast() } else { batch.removeFirst() }
                        dropped.increment()
                    }
                    group.leave()
                }.start()
            }
            // Other threads list the children all along: each walk holds the parent's lock, and a
            // child whose release has begun waits there to unlink itself while the walk goes on.
            let stopWalking = Flag()
            for _ in 0..<3 {
                group.enter()
                Thread {
                    while !stopWalking.isSet {
                        for child in app.children where child.parent !== app {
                            failures.append("\(child.name): a stranger")
                        }
                    }
                    group.leave()
                }.start()
            }
            for _ in 0..<threads { start.signal() }
            // Dispose once half the children are gone, while the rest are being dropped.
            let deadline = DispatchTime.now() + 30
            while dropped.count < threads * perThread / 2, DispatchTime.now() < deadline { sched_yield() }
            let reportBox = Locked<DisposalReport?>(nil)
            let disposed = runOnThread(stackSize: nil, timeout: 30) {
                let report = app.dispose()
                reportBox.withLock { $0 = report }
            }
            #expect(disposed, "round \(round): dispose did not finish: a deadlock or a broken list")
            stopWalking.set()
            let joined = group.wait(timeout: .now() + 30) == .success
            #expect(joined, "round \(round): the dropping or listing threads did not finish")
            #expect(failures.entries.isEmpty)
            // A thread still stuck in the list may hold the parent's lock: look no further.
            guard disposed, joined, let report = reportBox.withLock({ $0 }) else { return }

            let disposedChildren = report.children.map(\.container)
            let disposedSet = Set(disposedChildren)
            #expect(disposedSet.count == disposedChildren.count, "round \(round): a child was disposed twice")
            #expect(report.children.allSatisfy { $0.disposed == ["Probe"] && $0.leaks.isEmpty })
            let runs = tally.counts
            #expect(runs.values.allSatisfy { $0 == 1 }, "round \(round): a hook ran more than once")
            #expect(Set(runs.keys) == disposedSet, "round \(round): hooks and disposed children differ")
            #expect(pinned.allSatisfy { $0.isDisposed && disposedSet.contains($0.name) })
            #expect(app.children.isEmpty)
            pinned = []
            #expect(live.count == 0, "round \(round): instances outlived their children")
            #expect(app.dispose().children.isEmpty)
            #expect(tally.counts == runs, "round \(round): a second dispose ran hooks again")
        }
    }

    // MARK: - Leak audit

    /// Two scoped (or singleton) instances of one container, one holding the other, in both orders.
    final class Holder: @unchecked Sendable {
        let live: LiveCount
        var held: Holder?
        init(live: LiveCount) {
            self.live = live
            live.increment()
        }
        deinit { live.decrement() }
    }

    @Test(arguments: [Scope.scoped, .singleton])
    func instancesHoldingEachOtherInEitherCreationOrderAreReleasedAndNotLeaks(scope: Scope) throws {
        let live = LiveCount()
        let app = Container(name: "app")
        // Newer holds older: the newer's factory resolves the older one.
        app.register(Holder.self, name: "older", scope: scope) { _ in Holder(live: live) }
        app.register(Holder.self, name: "newer", scope: scope) { r in
            let holder = Holder(live: live)
            holder.held = try r.resolve(Holder.self, name: "older")
            return holder
        }
        // Older holds newer: the newer's factory hands itself to the older one, built before it.
        app.register(Holder.self, name: "first", scope: scope) { _ in Holder(live: live) }
        app.register(Holder.self, name: "second", scope: scope) { r in
            let holder = Holder(live: live)
            try r.resolve(Holder.self, name: "first").held = holder
            return holder
        }
        weak var older: Holder?
        weak var newer: Holder?
        weak var first: Holder?
        weak var second: Holder?
        do {
            let screen = app.child(name: "screen")
            let resolver = scope == .scoped ? screen : app
            newer = try resolver.resolve(Holder.self, name: "newer")
            older = try resolver.resolve(Holder.self, name: "older")
            first = try resolver.resolve(Holder.self, name: "first")
            second = try resolver.resolve(Holder.self, name: "second")
            #expect(newer?.held === older)
            #expect(first?.held === second)
            #expect(live.count == 4)
            let report = resolver.dispose()
            #expect(report.leaks.isEmpty)
            #expect(report.disposed.count == 4)
            // Released by the dispose itself, while the container is still alive.
            #expect(older == nil && newer == nil && first == nil && second == nil)
            #expect(live.count == 0)
        }
    }

    @Test func aRetainCycleBetweenTwoScopedInstancesIsTwoLeaks() throws {
        let live = LiveCount()
        let app = Container(name: "app")
        app.register(Holder.self, name: "a", scope: .scoped) { _ in Holder(live: live) }
        app.register(Holder.self, name: "b", scope: .scoped) { r in
            let b = Holder(live: live)
            let a = try r.resolve(Holder.self, name: "a")
            a.held = b
            b.held = a
            return b
        }
        app.register(Holder.self, name: "clean", scope: .scoped) { _ in Holder(live: live) }
        let screen = app.child(name: "screen")
        weak var a: Holder?
        weak var b: Holder?
        weak var clean: Holder?
        b = try screen.resolve(Holder.self, name: "b")
        a = try screen.resolve(Holder.self, name: "a")
        clean = try screen.resolve(Holder.self, name: "clean")
        let report = screen.dispose()
        #expect(report.leaks.count == 2)
        #expect(Set(report.leaks) == [#"Holder named "a""#, #"Holder named "b""#])
        #expect(report.allLeaks.count == 2)
        #expect(clean == nil)
        #expect(a != nil && b != nil, "the cycle keeps both alive: that is why they are leaks")
        a?.held = nil
        #expect(a == nil && b == nil)
        #expect(live.count == 0)
    }

    @Test func anInstanceTheCallerStillHoldsIsALeakAndDisposeDoesNotFreeIt() throws {
        let live = LiveCount()
        let hooks = Log()
        let app = Container(name: "app")
        app.register(Holder.self, name: "kept", scope: .scoped) { _ in Holder(live: live) }
            .onDispose { _ in hooks.append("kept") }
        app.register(Holder.self, name: "dropped", scope: .scoped) { r in
            // Holds the kept one: once dropped, it must not keep it alive.
            let holder = Holder(live: live)
            holder.held = try r.resolve(Holder.self, name: "kept")
            return holder
        }
        .onDispose { _ in hooks.append("dropped") }
        app.register(Holder.self, name: "singleton", scope: .singleton) { _ in Holder(live: live) }
        let screen = app.child(name: "screen")
        var kept: Holder? = try screen.resolve(Holder.self, name: "kept")
        weak var dropped: Holder?
        weak var singleton: Holder?
        dropped = try screen.resolve(Holder.self, name: "dropped")
        singleton = try app.resolve(Holder.self, name: "singleton")
        weak let observedKept = kept
        let report = screen.dispose()
        #expect(hooks.entries == ["dropped", "kept"])
        #expect(report.leaks == [#"Holder named "kept""#])
        #expect(dropped == nil)
        #expect(observedKept != nil)
        #expect(kept?.live === live)  // still a whole, usable object
        #expect(singleton != nil, "the parent's singleton belongs to the parent")
        kept = nil
        #expect(observedKept == nil)
        #expect(app.dispose().leaks.isEmpty)
        #expect(singleton == nil)
        #expect(live.count == 0)
    }

    @Test func anInstanceOwnedUnderTwoRegistrationsIsReleasedNotReportedAsLeaked() throws {
        // An alias registration that resolves another shared registration owns the same object
        // twice; neither copy is held from outside.
        let live = LiveCount()
        let app = Container(name: "app")
        app.register(Holder.self, scope: .singleton) { _ in Holder(live: live) }
        app.register((any AnyObject & Sendable).self, scope: .singleton) { r in try r.resolve(Holder.self) }
        app.register(Holder.self, name: "scoped alias", scope: .scoped) { r in try r.resolve(Holder.self) }
        weak var holder: Holder?
        holder = try app.resolve(Holder.self)
        #expect(try app.resolve((any AnyObject & Sendable).self) === holder)
        #expect(try app.resolve(Holder.self, name: "scoped alias") === holder)
        let report = app.dispose()
        #expect(report.disposed.count == 3)
        #expect(report.leaks.isEmpty)
        #expect(holder == nil)
        #expect(live.count == 0)
    }

    @Test func aLongChainOfOlderInstancesHoldingNewerOnesIsAuditedInOnePass() throws {
        // Each instance hands itself to the one built before it: the audit finds every one held
        // when it first looks, and the oldest frees the next only once the others were looked at.
        let count = 30_000
        let live = LiveCount()
        let app = Container(name: "app")
        for index in 0..<count {
            let previous = ServiceName("h\(index - 1)")
            app.register(Holder.self, name: ServiceName("h\(index)"), scope: .singleton) { r in
                let holder = Holder(live: live)
                if index > 0 { try r.resolve(Holder.self, name: previous).held = holder }
                return holder
            }
        }
        for index in 0..<count { _ = try app.resolve(Holder.self, name: ServiceName("h\(index)")) }
        #expect(live.count == count)
        let leaks = Locked<[String]?>(nil)
        // Linear work takes a fraction of a second; one pass per link, half a minute.
        let finished = runOnThread(timeout: 10) {
            let report = app.dispose()
            leaks.withLock { $0 = report.leaks }
        }
        #expect(finished, "the audit of \(count) chained instances did not finish in time")
        #expect(leaks.withLock { $0 } == [])
        #expect(live.count == 0)
    }

    // MARK: - Long chains on a small stack

    // Each test below builds a long chain on a thread with a 128 KiB stack and releases it there.
    // Released recursively (each link released from its predecessor's deinit), a thousand links
    // overflow that stack in a debug build. (A stored property whose type is the class itself,
    // such as `OwnedNode.next`, is also released in a loop by the code the
    // compiler generates; what a deinit releases by hand, such as a retired table, is not.)
    // 128 KiB rather than 512: glibc hands a new thread a cached stack up to four times the size
    // asked for, so mixing sizes could give a 512 KiB request a 2 MiB stack.

    @Test func theSmallStackThreadHasASmallStack() {
        // The long-chain tests rely on it.
        let size = Locked(0)
        for _ in 0..<3 {
            #expect(runOnThread { size.withLock { $0 = currentStackSize() } })
            let measured = size.withLock { $0 }
            #expect(measured >= smallStack && measured <= 2 * smallStack, "stack of \(measured) bytes")
        }
    }

    @Test func aLongRegistrationChainIsReleasedWithoutRecursion() {
        // A lookup every 20,000 registrations replaces the table ten times. (Every table holds all
        // the registrations made so far and is kept until the container goes: a lookup every
        // 1,000 would keep 200 tables, about 2 GB. The next test makes many tables.)
        let count = 200_000
        let failures = Log()
        let canaryGone = Flag()
        let finished = runOnThread(timeout: 60) {
            var app: Container? = Container(name: "app")
            do {
                // The oldest registration captures an object: it is freed only if the whole chain is.
                let canary = Canary(gone: canaryGone)
                app?.register(Canary.self) { _ in canary }
            }
            for index in 0..<count {
                app?.register(Int.self, name: ServiceName("n\(index)")) { _ in index }
                if index % 20_000 == 19_999 {
                    guard let value = try? app?.resolve(Int.self, name: ServiceName("n\(index)")), value == index else {
                        failures.append("n\(index) not found")
                        continue
                    }
                }
            }
            if (try? app?.resolve(Int.self, name: "n0")) != 0 { failures.append("n0 not found") }
            if (try? app?.resolve(Canary.self)) == nil { failures.append("the oldest registration is lost") }
            app = nil
        }
        #expect(finished, "releasing \(count) registrations did not finish in time")
        #expect(failures.entries.isEmpty)
        #expect(canaryGone.isSet, "the registration chain was not freed")
    }

    @Test func manyRetiredTablesAreReleasedWithoutRecursion() {
        // A lookup between registrations publishes a new table; the one it replaces is retired
        // (kept for readers) and chained to it until the container goes. Every table holds all the
        // registrations so far, so many tables cost memory quadratically: 2,000 take about 200 MB.
        // Released recursively, about 1,000 tables overflow 128 KiB in a debug build.
        let tables = 2_000
        let failures = Log()
        let canaryGone = Flag()
        let finished = runOnThread(timeout: 60) {
            var app: Container? = Container(name: "app")
            do {
                let canary = Canary(gone: canaryGone)
                app?.register(Canary.self) { _ in canary }
            }
            var screen = app?.child(name: "screen")  // lookups through a child keep tables too
            for index in 0..<tables {
                app?.register(Int.self, name: ServiceName("n\(index)")) { _ in index }
                if (try? screen?.resolve(Int.self, name: ServiceName("n\(index)"))) != index {
                    failures.append("n\(index) not found")
                }
            }
            screen = nil
            app = nil
        }
        #expect(finished, "releasing \(tables) tables did not finish in time")
        #expect(failures.entries.isEmpty)
        #expect(canaryGone.isSet, "the tables or registrations were not freed")
    }

    @Test func aContainerOwningManyInstancesIsDisposedAndReleasedWithoutRecursion() {
        let count = 200_000
        let live = LiveCount()
        let disposals = Counter()
        let failures = Log()
        let finished = runOnThread(timeout: 60) {
            var app: Container? = Container(name: "app")
            for index in 0..<count {
                app?.register(DisposableProbe.self, name: ServiceName("p\(index)"), scope: .singleton) { _ in
                    DisposableProbe(live: live, disposals: disposals)
                }
            }
            for index in 0..<count {
                if (try? app?.resolve(DisposableProbe.self, name: ServiceName("p\(index)"))) == nil {
                    failures.append("p\(index) not resolved")
                }
            }
            if live.count != count { failures.append("\(live.count) instances built") }
            let started = DispatchTime.now()
            var report = app?.dispose()
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e9
            // Linear work takes a fraction of a second; work quadratic in the count, a minute.
            if seconds > 10 { failures.append("disposing took \(seconds) s") }
            if disposals.count != count { failures.append("\(disposals.count) instances disposed") }
            if live.count != 0 { failures.append("\(live.count) instances alive after dispose") }
            if report?.leaks.isEmpty != true { failures.append("leaks reported") }
            // The container goes first: the report's log is then the last holder of every node.
            app = nil
            report = nil
            _ = report
        }
        #expect(finished, "disposing \(count) instances did not finish in time")
        #expect(failures.entries.isEmpty)
    }

    @Test func aChildOwningManyScopedInstancesIsDroppedWithoutRecursion() {
        // Scoped instances are held by the owned list alone (singletons are also held by their
        // registration): dropping the child releases that list.
        let count = 3_000
        let live = LiveCount()
        let failures = Log()
        let finished = runOnThread(timeout: 60) {
            let app = Container(name: "app")
            for index in 0..<count {
                app.register(Probe.self, name: ServiceName("p\(index)"), scope: .scoped) { _ in
                    Probe("p\(index)", live: live)
                }
            }
            var screen: Container? = app.child(name: "screen")
            for index in 0..<count {
                if (try? screen?.resolve(Probe.self, name: ServiceName("p\(index)"))) == nil {
                    failures.append("p\(index) not resolved")
                }
            }
            if live.count != count { failures.append("\(live.count) instances built") }
            screen = nil
            if live.count != 0 { failures.append("\(live.count) instances alive after the child went") }
            if !app.children.isEmpty { failures.append("the dropped child is still listed") }
        }
        #expect(finished, "dropping a child owning \(count) instances did not finish in time")
        #expect(failures.entries.isEmpty)
    }

    // MARK: - Containers released without dispose()

    @Test func aDroppedContainerReleasesItsSingletons() throws {
        // A singleton's registration holds the node that owns the instance, and the node holds the
        // registration: the container has to let go of one side when it goes.
        let live = LiveCount()
        let canaryGone = Flag()
        weak var singleton: Holder?
        do {
            let app = Container(name: "app")
            let canary = Canary(gone: canaryGone)
            app.register(Holder.self, scope: .singleton) { _ in
                _ = canary
                return Holder(live: live)
            }
            singleton = try app.resolve(Holder.self)
        }
        #expect(singleton == nil)
        #expect(canaryGone.isSet)
        #expect(live.count == 0)
    }

    @Test func registrationsThatResolveLaterOnesAreReleasedWithTheirContainer() throws {
        // The older registration records the newer one as a dependency; the newer one's chain
        // holds the older one. Neither may keep the other alive once the container is gone.
        let live = LiveCount()
        let canaryGone = Flag()
        weak var older: Holder?
        weak var newer: Holder?
        weak var observedApp: Container?
        do {
            let app = Container(name: "app")
            app.register(Holder.self, name: "older", scope: .singleton) { r in
                let holder = Holder(live: live)
                holder.held = try r.resolve(Holder.self, name: "newer")
                return holder
            }
            let canary = Canary(gone: canaryGone)
            app.register(Holder.self, name: "newer", scope: .singleton) { _ in
                _ = canary
                return Holder(live: live)
            }
            older = try app.resolve(Holder.self, name: "older")
            newer = older?.held
            #expect(newer != nil)
            observedApp = app
        }
        #expect(observedApp == nil, "the container itself is still alive")
        #expect(older == nil && newer == nil, "a dropped container's singletons are still alive")
        #expect(canaryGone.isSet, "a dropped container's registrations are still alive")
        #expect(live.count == 0)
    }

    @Test func theAppsGraphStillListsADependencyOnAChildThatIsGone() throws {
        // A transient of the app built through a child resolves the child's override; that first
        // build records the child's registration as the app registration's dependency, and the
        // record outlives the child.
        let app = Container(name: "app")
        app.register((any MovieRepository).self) { _ in SQLiteRepository() }
        app.register(Interactor.self) { r in Interactor(repository: try r.resolve()) }
        do {
            let screen = app.child(name: "screen")
            screen.register((any MovieRepository).self) { _ in FakeRepository() }
            #expect(try screen.resolve(Interactor.self).repository.source == "fake")
        }
        #expect(app.children.isEmpty)
        let interactor = app.registrations.first { $0.service == "Interactor" }
        #expect(interactor?.dependencies == [#"MovieRepository in "screen""#])
        #expect(app.dependencyGraph().edges.count == 1)
    }

    // MARK: - Re-entrant dispose hooks

    @Test func aDisposeHookThatMakesAChildOfTheContainerBeingDisposedDoesNotDeadlock() throws {
        let live = LiveCount()
        let tally = Tally()
        let containers = Locked<[String: Container]>([:])
        let made = Locked<[Container]>([])
        let app = Container(name: "app")
        expectChildLinks(of: app)
        app.register((any MovieRepository).self, scope: .singleton) { _ in SQLiteRepository() }
        app.register(Probe.self, scope: .scoped) { r in Probe(r.container.name, live: live) }
            .onDispose { probe in
                tally.add(probe.label)
                guard let target = containers.withLock({ $0[probe.label] }) else { return }
                // A child of the container being disposed, and one of its parent (or of itself).
                let child = target.child(name: "child made by \(probe.label)'s hook")
                _ = try? child.resolve(Probe.self)
                _ = try? child.resolve((any MovieRepository).self)
                let sibling = (target.parent ?? target).child(name: "sibling made by \(probe.label)'s hook")
                _ = try? sibling.resolve(Probe.self)
                made.withLock { $0 += [child, sibling] }
            }
        let screen = app.child(name: "screen")
        containers.withLock { $0 = ["screen": screen, "app": app] }
        _ = try screen.resolve(Probe.self)
        _ = try app.resolve(Probe.self)
        _ = try app.resolve((any MovieRepository).self)
        let finished = runOnThread(timeout: 10) {
            _ = screen.dispose()  // its hook makes a child of the screen and one of the app
            _ = app.dispose()  // disposes the app's new child, then its hook makes two more
        }
        #expect(finished, "a dispose hook that makes children deadlocked")
        #expect(screen.isDisposed && app.isDisposed)
        #expect(tally.counts["screen"] == 1)
        #expect(tally.counts["app"] == 1)
        // What the hooks made can be disposed in turn, and everything is freed in the end.
        let children = made.withLock { made in
            defer { made = [] }
            return made
        }
        #expect(children.count == 4)
        #expect(runOnThread(timeout: 10) { for container in children { _ = container.dispose() } })
        #expect(tally.counts.values.allSatisfy { $0 == 1 })
        #expect(children.allSatisfy { $0.isDisposed })
        #expect(app.children.isEmpty)
        #expect(screen.children.isEmpty)
        #expect(live.count == 0)
        containers.withLock { $0 = [:] }
    }

    @Test func aDisposeHookThatDisposesASiblingOrTheParentDoesNotDeadlock() throws {
        let tally = Tally()
        let app = Container(name: "app")
        expectChildLinks(of: app)
        let siblings = Locked<[String: Container]>([:])
        app.register(Probe.self, scope: .scoped) { r in Probe(r.container.name, live: LiveCount()) }
            .onDispose { probe in
                tally.add(probe.label)
                let containers = siblings.withLock { $0 }
                switch probe.label {
                case "a": _ = containers["b"]?.dispose()  // a sibling still alive
                case "c": _ = containers["app"]?.dispose()  // the parent, disposing c's siblings
                case "d": _ = containers["a"]?.dispose()  // a sibling already disposed
                default: break
                }
            }
        let a = app.child(name: "a")
        let b = app.child(name: "b")
        let c = app.child(name: "c")
        let d = app.child(name: "d")
        let e = app.child(name: "e")
        siblings.withLock { $0 = ["a": a, "b": b, "c": c, "d": d, "e": e, "app": app] }
        for child in [a, b, c, d, e] { _ = try child.resolve(Probe.self) }
        _ = try app.resolve(Probe.self)
        let finished = runOnThread(timeout: 10) {
            _ = a.dispose()  // disposes b from a's hook
            _ = c.dispose()  // disposes the app, and so d and e, from c's hook
        }
        #expect(finished, "a dispose hook that disposes other containers deadlocked")
        #expect(tally.counts == ["a": 1, "b": 1, "c": 1, "d": 1, "e": 1, "app": 1])
        #expect([a, b, c, d, e, app].allSatisfy { $0.isDisposed })
        #expect(app.children.isEmpty)
        siblings.withLock { $0 = [:] }
    }
}

// MARK: - Support

/// A scoped or singleton instance that counts the live ones.
final class Probe: @unchecked Sendable {
    let label: String
    let live: LiveCount
    init(_ label: String, live: LiveCount) {
        self.label = label
        self.live = live
        live.increment()
    }
    deinit { live.decrement() }
}

/// A ``Probe`` that the container disposes through ``Disposable``.
final class DisposableProbe: Disposable, @unchecked Sendable {
    let live: LiveCount
    let disposals: Counter
    init(live: LiveCount, disposals: Counter) {
        self.live = live
        self.disposals = disposals
        live.increment()
    }
    func dispose() { disposals.increment() }
    deinit { live.decrement() }
}

/// Sets a flag when it is freed: captured by a factory, it shows whether the registration was.
final class Canary: Sendable {
    let gone: Flag
    init(gone: Flag) { self.gone = gone }
    deinit { gone.set() }
}

/// The number of instances alive, across threads.
final class LiveCount: Sendable {
    private let value = Atomic<Int>(0)
    func increment() { value.add(1, ordering: .relaxed) }
    func decrement() { value.subtract(1, ordering: .relaxed) }
    var count: Int { value.load(ordering: .acquiring) }
}

/// A one-way flag, across threads.
final class Flag: Sendable {
    private let value = Atomic<Bool>(false)
    func set() { value.store(true, ordering: .releasing) }
    var isSet: Bool { value.load(ordering: .acquiring) }
}

/// How many times something happened, by label, across threads.
final class Tally: Sendable {
    private let values = Mutex<[String: Int]>([:])
    func add(_ label: String) { values.withLock { $0[label, default: 0] += 1 } }
    var counts: [String: Int] { values.withLock { $0 } }
}

/// A value behind a lock, in a reference that closures can share.
final class Locked<Value: Sendable>: Sendable {
    private let mutex: Mutex<Value>
    init(_ value: Value) { mutex = Mutex(value) }
    func withLock<Result>(_ body: (inout Value) -> Result) -> Result { mutex.withLock { body(&$0) } }
}

/// Hands arrays of containers to threads without the handing thread keeping a reference.
final class Handoff: Sendable {
    private let batches: Mutex<[[Container]]>
    init(_ batches: [[Container]]) { self.batches = Mutex(batches) }
    func take(_ index: Int) -> [Container] {
        batches.withLock { batches in
            defer { batches[index] = [] }
            return batches[index]
        }
    }
}

/// Runs `body(index)` on `count` new threads at once; `false` if they are not all done in `seconds`.
func runThreads(_ count: Int, timeout seconds: Double = 60, _ body: @escaping @Sendable (Int) -> Void) -> Bool {
    let start = DispatchSemaphore(value: 0)
    let group = DispatchGroup()
    for index in 0..<count {
        group.enter()
        Thread {
            start.wait()
            body(index)
            group.leave()
        }.start()
    }
    for _ in 0..<count { start.signal() }
    return group.wait(timeout: .now() + seconds) == .success
}

/// The stack size of the threads ``runOnThread(stackSize:timeout:_:)`` makes by default: small
/// enough that releasing a thousand objects recursively overflows it.
let smallStack = 128 * 1024

/// Runs `body` on a new thread with a `stackSize`-byte stack (`nil`: the system's default);
/// `false` if it is not done in `seconds`.
func runOnThread(
    stackSize: Int? = smallStack, timeout seconds: Double = 30, _ body: @escaping @Sendable () -> Void
) -> Bool {
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        body()
        done.signal()
    }
    if let stackSize { thread.stackSize = stackSize }
    thread.start()
    return done.wait(timeout: .now() + seconds) == .success
}

/// The size of the current thread's stack, in bytes (0 if unknown).
func currentStackSize() -> Int {
    #if canImport(Glibc)
        // `pthread_getattr_np` is a GNU extension the Glibc module does not export.
        typealias GetAttributes = @convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32
        guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "pthread_getattr_np") else { return 0 }
        let getAttributes = unsafeBitCast(symbol, to: GetAttributes.self)
        var attributes = pthread_attr_t()
        guard getAttributes(pthread_self(), &attributes) == 0 else { return 0 }
        defer { pthread_attr_destroy(&attributes) }
        var size = 0
        pthread_attr_getstacksize(&attributes, &size)
        return size
    #elseif canImport(Darwin)
        return pthread_get_stacksize_np(pthread_self())
    #else
        return 0
    #endif
}

/// Checks that `container` reaches a child through the weak reference of the child's slot.
func expectChildLinks(of container: Container, sourceLocation: SourceLocation = #_sourceLocation) {
    let probe = container.child(name: "link probe")
    #expect(container.children.contains { $0 === probe }, sourceLocation: sourceLocation)
}
