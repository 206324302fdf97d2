import Synchronization

/// The ``CatalogColumns`` of one catalog generation, kept by a ``CatalogDatabase`` for all its repositories.
final class CatalogColumnsCache: Sendable {
    private let state = Mutex<(generation: Int, columns: CatalogColumns)?>(nil)

    /// The columns of catalog `generation`, read with `load` when not kept (or `generation` is `nil`:
    /// a database without an import record, whose columns are not kept).
    func columns(generation: Int?, load: () throws -> CatalogColumns) throws -> CatalogColumns {
        if let generation, let kept = state.withLock({ $0 }), kept.generation == generation { return kept.columns }
        let columns = try load()
        if let generation {
            state.withLock { current in
                if current == nil || current?.generation ?? .min <= generation { current = (generation, columns) }
            }
        }
        return columns
    }

    /// The columns of catalog `generation` if they have been read, without reading them.
    func kept(generation: Int?) -> CatalogColumns? {
        guard let generation else { return nil }
        return state.withLock { $0?.generation == generation ? $0?.columns : nil }
    }
}
