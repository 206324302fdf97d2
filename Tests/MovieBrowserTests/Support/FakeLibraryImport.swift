import MovieCatalog
import Synchronization

/// The rows of imports waiting for review, in memory: resolving or skipping one takes it off, and the
/// tests read what was resolved to which movie.
final class FakeLibraryImport: LibraryImportRepository {
    private struct State {
        var rows: [PendingImport] = []
        var resolved: [Int64: Int] = [:]
        var skipped: [Int64] = []
        var reads = 0
    }

    private let state = Mutex(State())

    /// Puts `rows` up for review, after those already waiting.
    func seed(_ rows: [PendingImport]) {
        state.withLock { $0.rows += rows }
    }

    /// The rows resolved so far: the pending id and the movie chosen.
    var resolved: [Int64: Int] { state.withLock { $0.resolved } }

    /// The rows skipped so far, in order.
    var skipped: [Int64] { state.withLock { $0.skipped } }

    /// The number of `pending()` calls so far.
    var readCount: Int { state.withLock { $0.reads } }

    func importBatch(_ batch: ImportBatch) throws(CatalogError) -> LibraryImportReport {
        var report = LibraryImportReport()
        report.badLines = batch.badLines
        return report
    }

    func pending() throws(CatalogError) -> [PendingImport] {
        state.withLock { state in
            state.reads += 1
            return state.rows
        }
    }

    func resolve(pendingID: Int64, movieID: Int) throws(CatalogError) {
        let found = state.withLock { state in
            guard let index = state.rows.firstIndex(where: { $0.id == pendingID }) else { return false }
            state.rows.remove(at: index)
            state.resolved[pendingID] = movieID
            return true
        }
        if !found { throw CatalogError(.notFound, "no pending row has id \(pendingID)") }
    }

    func skip(pendingID: Int64) throws(CatalogError) {
        state.withLock { state in
            state.rows.removeAll { $0.id == pendingID }
            state.skipped.append(pendingID)
        }
    }
}
