import Synchronization

/// The lazily resolved state behind an ``Inject`` property.
///
/// It references its container weakly and never retains it: not before the value is resolved,
/// and not after (the resolved value is cached on its own). The one exception is the process-wide
/// ``Container/shared``, which it retains: that container lives for the process anyway, and a
/// weak reference to an object alive at exit shows up as a leak under LeakSanitizer.
public final class InjectionStorage<Value> {
    private let name: ServiceName?
    /// The container's name, kept for the error when the container is gone.
    private let containerName: String
    private let state: Mutex<State>

    /// The container (weakly, or strongly when it is the process-wide root) and, once resolved,
    /// the value.
    private struct State {
        weak var container: Container?
        var processRoot: Container?
        var value: CacheBox<Value>?
    }

    init(name: ServiceName?, container: Container, retained: Bool) {
        self.name = name
        self.containerName = container.name
        self.state = Mutex(
            retained
                ? State(container: nil, processRoot: container, value: nil)
                : State(container: container, processRoot: nil, value: nil))
    }

    /// The container the property resolves (or resolved) from, while that container is alive;
    /// `nil` once it has been released.
    public var source: Container? {
        state.withLock { $0.container ?? $0.processRoot }
    }

    /// Resolves the property now (once; later calls return the same value).
    ///
    /// - Returns: The service.
    /// - Throws: ``ResolutionError``; ``ResolutionError/Reason/containerReleased(container:)`` when
    ///   the container the property was bound to has been released before the first read.
    public func resolve() throws(ResolutionError) -> Value {
        try result().get()
    }

    func result() -> Result<Value, ResolutionError> {
        let (cached, source) = state.withLock { ($0.value, $0.container ?? $0.processRoot) }
        if let cached { return .success(cached.value) }
        guard let container = source else {
            return .failure(
                ResolutionError(
                    reason: .containerReleased(container: containerName),
                    requested: typeName(Value.self), path: [], searched: [containerName]
                ))
        }
        do {
            let value = try container.resolve(Value.self, name: name)
            let box = state.withLock { state in
                if let cached = state.value { return cached }
                let box = CacheBox(value)
                state.value = box
                return box
            }
            return .success(box.value)
        } catch {
            return .failure(error)
        }
    }
}

extension InjectionStorage: Sendable where Value: Sendable {}
