import GRDB
import Synchronization

/// The ``CatalogColumns`` of one catalog generation, kept by a ``CatalogDatabase`` for all its repositories.
///
/// The arrays are read as queries need them (``CatalogColumns/Arrays``) and added to those kept.
final class CatalogColumnsCache: Sendable {
    private let state = Mutex<(generation: Int, columns: CatalogColumns)?>(nil)
    /// Held while the columns are read, so that callers arriving together (the browser warms the
    /// statistics and the facet counts at once, on two tasks) read them once: the later ones wait
    /// and find them kept.
    private let loading = Mutex(())

    /// The columns of catalog `generation` holding at least `arrays`, with the arrays not kept read
    /// by `load` (or all of `arrays` when `generation` is `nil`: a database without an import
    /// record, whose columns are not kept).
    ///
    /// - Parameter load: Reads the columns with (at least) the arrays it is given.
    func columns(
        generation: Int?, needing arrays: CatalogColumns.Arrays,
        load: (CatalogColumns.Arrays) throws -> CatalogColumns
    ) throws -> CatalogColumns {
        guard let generation else { return try load(arrays) }
        if let kept = kept(generation: generation), kept.arrays.isSuperset(of: arrays) { return kept }
        return try loading.withLock { _ in
            let kept = kept(generation: generation)
            if let kept, kept.arrays.isSuperset(of: arrays) { return kept }
            let read = try load(arrays.subtracting(kept?.arrays ?? []))
            // Arrays read from other rows than those kept (the catalog changed without an import)
            // are not mixed with them: all those needed are read again.
            let columns = try kept.map { try $0.adding(read) ?? load(arrays) } ?? read
            state.withLock { current in
                if current == nil || current?.generation ?? .min <= generation { current = (generation, columns) }
            }
            return columns
        }
    }

    /// The columns of `db`'s catalog holding at least `arrays`, read from `db` if need be.
    func columns(_ db: Database, needing arrays: CatalogColumns.Arrays) throws -> CatalogColumns {
        try columns(generation: CatalogSize.fetch(db).generation, needing: arrays) {
            try CatalogColumns.load(db, $0)
        }
    }

    /// The columns of catalog `generation` if they have been read, without reading them.
    func kept(generation: Int?) -> CatalogColumns? {
        guard let generation else { return nil }
        return state.withLock { $0?.generation == generation ? $0?.columns : nil }
    }
}
