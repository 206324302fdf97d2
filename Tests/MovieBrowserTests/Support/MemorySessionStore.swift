import MovieBrowser
import Synchronization

/// A ``SessionStore`` in memory: what a browser saved, for the next browser of a test to restore;
/// it can be told to fail its loads or saves.
final class MemorySessionStore: SessionStore {
    private struct State {
        var snapshot: SessionSnapshot?
        var saves = 0
        var loadError: SessionStateError?
        var saveError: SessionStateError?
    }

    private let state: Mutex<State>

    init(_ snapshot: SessionSnapshot? = nil, loadError: SessionStateError? = nil, saveError: SessionStateError? = nil) {
        state = Mutex(State(snapshot: snapshot, loadError: loadError, saveError: saveError))
    }

    var name: String { "state.json" }

    /// The last snapshot saved (or given).
    var snapshot: SessionSnapshot? { state.withLock { $0.snapshot } }

    /// How many saves worked.
    var saves: Int { state.withLock { $0.saves } }

    func load() throws(SessionStateError) -> SessionSnapshot? {
        let (snapshot, error) = state.withLock { ($0.snapshot, $0.loadError) }
        if let error { throw error }
        return snapshot
    }

    func save(_ snapshot: SessionSnapshot) throws(SessionStateError) {
        let error: SessionStateError? = state.withLock { state in
            if let error = state.saveError { return error }
            state.snapshot = snapshot
            state.saves += 1
            return nil
        }
        if let error { throw error }
    }
}
