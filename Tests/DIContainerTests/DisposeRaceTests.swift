@testable import DIContainer
import Foundation
import Synchronization
import Testing

// `dispose()` while other threads resolve from the same container (or from its child): every
// resolution either returns a usable instance or throws `containerDisposed`, one that starts after
// `dispose()` returned always throws, each dispose hook runs once, and nothing is left alive.
// `make sanitize` runs this under AddressSanitizer, where a use after free is a crash.

@Suite struct DisposeRaceTests {
    /// What a resolving thread saw.
    enum Outcome: String, Sendable {
        case resolved, disposed, otherError, resolvedAfterDisposeReturned
    }

    @Test func disposingWhileOtherThreadsResolveIsSafeAndLaterResolutionsThrowContainerDisposed() throws {
        let rounds = 300
        let resolvers = 3
        let outcomes = Tally()
        let failures = Log()
        for round in 0..<rounds {
            let live = LiveCount()
            let disposals = Counter()
            let hooks = Counter()
            let app = Container(name: "app")
            app.register(DisposableProbe.self, scope: .singleton) { _ in
                DisposableProbe(live: live, disposals: disposals)
            }
            app.register(Probe.self, scope: .scoped) { r in
                _ = try r.resolve(DisposableProbe.self)
                return Probe(r.container.name, live: live)
            }
            .onDispose { _ in hooks.increment() }
            app.register(Interactor.self) { _ in Interactor(repository: FakeRepository()) }
            // A factory whose product resolves later, through the resolver it kept.
            app.register((@Sendable () throws -> Probe).self) { r in { try r.resolve(Probe.self) } }
            let screen = app.child(name: "screen")
            _ = try screen.resolve(Probe.self)
            let makeProbe = try screen.resolve((@Sendable () throws -> Probe).self)
            // Even rounds dispose the app (and so the screen), odd rounds the screen itself.
            let target = round.isMultiple(of: 2) ? app : screen
            let disposeReturned = Flag()
            let finished = runThreads(resolvers + 1, timeout: 30) { index in
                guard index < resolvers else {
                    // Let the resolvers get going, then dispose under them.
                    for _ in 0..<(round % 7) * 50 { _ = try? screen.resolve(Interactor.self) }
                    target.dispose()
                    disposeReturned.set()
                    return
                }
                while true {
                    let startedAfterDispose = disposeReturned.isSet
                    do {
                        let probe: Probe
                        switch index {
                        case 0: probe = try screen.resolve(Probe.self)
                        case 1: probe = try makeProbe()
                        default:
                            _ = try screen.resolve(DisposableProbe.self)
                            probe = try app.resolve(Probe.self)
                        }
                        _ = probe.label.count  // the instance is still usable
                        let interactor = try screen.resolve(Interactor.self)
                        _ = interactor.repository
                        outcomes.add(
                            startedAfterDispose
                                ? Outcome.resolvedAfterDisposeReturned.rawValue : Outcome.resolved.rawValue)
                    } catch {
                        if let error = error as? ResolutionError, case .containerDisposed = error.reason {
                            outcomes.add(Outcome.disposed.rawValue)
                            return
                        }
                        outcomes.add(Outcome.otherError.rawValue)
                        failures.append("round \(round): \(error)")
                        return
                    }
                    if startedAfterDispose { return }
                }
            }
            #expect(finished, "round \(round): a resolving or disposing thread did not finish")
            #expect(screen.isDisposed)
            #expect(throws: ResolutionError.self) { try screen.resolve(Probe.self) }
            if target === app {
                #expect(disposals.count == 1, "round \(round): the singleton was disposed \(disposals.count) times")
            }
            app.dispose()
            #expect(hooks.count <= 2, "round \(round): a scoped instance's hook ran more than once")
            #expect(live.count == 0, "round \(round): \(live.count) instance(s) outlived the disposal")
        }
        let counts = outcomes.counts
        #expect(failures.entries.isEmpty, "\(failures.entries.prefix(5))")
        #expect(counts[Outcome.otherError.rawValue] == nil)
        #expect(
            counts[Outcome.resolvedAfterDisposeReturned.rawValue] == nil,
            "a resolution that started after dispose() returned succeeded")
        #expect(
            counts[Outcome.disposed.rawValue] == rounds * resolvers,
            "every resolving thread should end on containerDisposed")
        #expect((counts[Outcome.resolved.rawValue] ?? 0) > 0, "no resolution overlapped a dispose")
    }
}
