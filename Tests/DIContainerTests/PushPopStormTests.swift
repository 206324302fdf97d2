@testable import DIContainer
import Synchronization
import Testing

// Eight tasks push and pop screens on one parent at once, as eight navigators sharing one app
// container would: each push is a child, its module registered, its graph resolved (a scoped
// instance and a transient on the parent's singleton); each pop disposes one screen or a whole
// stack. A ninth task lists the parent's children and takes snapshots all along. `make sanitize`
// runs it under AddressSanitizer, where a child freed while the parent still walks it is a crash.

@Suite struct PushPopStormTests {
    @Test func eightTasksPushAndPopScreensOnOneParentAtOnce() async throws {
        let tasks = 8
        let pushesPerTask = 400
        let live = LiveCount()
        let hooks = Counter()
        let failures = Log()
        let app = Container(name: "app")
        app.register((any MovieRepository).self, scope: .singleton) { _ in SQLiteRepository() }
        app.register(Interactor.self) { r in Interactor(repository: try r.resolve()) }
        // Compared by identity: holding the singleton here would make it a leak of the app's dispose.
        let repository = ObjectIdentifier(try app.resolve((any MovieRepository).self))
        let stopWatching = Flag()

        let pushed = try await withThrowingTaskGroup(of: Int.self) { group in
            group.addTask {
                var looks = 0
                while !stopWatching.isSet {
                    for child in app.children where child.parent !== app {
                        failures.append("\(child.name): a stranger among the children")
                    }
                    if app.snapshot().name != "app" { failures.append("a snapshot of another container") }
                    looks += 1
                    await Task.yield()
                }
                return -looks  // not a push count
            }
            for task in 0..<tasks {
                group.addTask {
                    var stack: [Container] = []
                    var pushes = 0
                    for push in 0..<pushesPerTask {
                        let screen = app.child(name: "t\(task)/\(push)")
                        screen.register(Probe.self, scope: .scoped) { r in Probe(r.container.name, live: live) }
                            .onDispose { _ in hooks.increment() }
                        screen.register(Presenter.self) { r in Presenter(interactor: try r.resolve()) }
                        let probe = try screen.resolve(Probe.self)
                        if probe.label != screen.name {
                            failures.append("\(screen.name) got \(probe.label)'s instance")
                        }
                        if ObjectIdentifier(try screen.resolve(Presenter.self).interactor.repository) != repository {
                            failures.append("\(screen.name): another repository")
                        }
                        stack.append(screen)
                        pushes += 1
                        switch push % 6 {
                        case 1, 3: stack.removeLast().dispose()  // back
                        case 5: while let top = stack.popLast() { top.dispose() }  // back to the first screen
                        default: break  // deeper
                        }
                        if push % 16 == 0 { await Task.yield() }
                    }
                    while let top = stack.popLast() { top.dispose() }
                    return pushes
                }
            }
            var total = 0
            var finished = 0
            for try await count in group where count >= 0 {
                total += count
                finished += 1
                if finished == tasks { stopWatching.set() }
            }
            return total
        }

        #expect(pushed == tasks * pushesPerTask)
        #expect(failures.entries.isEmpty, "\(failures.entries.prefix(5))")
        #expect(app.children.isEmpty, "\(app.children.count) screens are still listed after every pop")
        #expect(hooks.count == tasks * pushesPerTask, "each screen's scoped instance is disposed once")
        #expect(live.count == 0, "\(live.count) scoped instances outlived their screens")
        #expect(app.dispose().leaks.isEmpty)
    }
}
