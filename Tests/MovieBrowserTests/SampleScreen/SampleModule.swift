import DIContainer
import MovieBrowser

/// The sample screen's registrations: a presenter and a view, scoped to its child container.
enum SampleModule {
    static var module: Module {
        Module("Sample") {
            Register(SamplePresenter.self, scope: .scoped) { (r, shelf: SampleShelf) in
                let memory = try r.resolve(ScreenMemory.self)
                return MainActor.assumeIsolated { SamplePresenter(shelf: shelf, memory: memory) }
            }
            Register(SampleView.self, scope: .scoped) { (r, shelf: SampleShelf) in
                let presenter = try r.resolve(SamplePresenter.self, argument: shelf)
                return MainActor.assumeIsolated { SampleView(presenter: presenter) }
            }
        }
    }
}
