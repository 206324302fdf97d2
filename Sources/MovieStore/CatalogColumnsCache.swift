import Synchronization

/// The ``CatalogColumns`` of one catalog generation, kept by a ``CatalogDatabase`` for all its repositories.
final class CatalogColumnsCache: Sendable {
    private let state = Mutex<(generation: Int, columns: CatalogColumns)?>(nil)
    /// Held while the columns are read, so that callers arriving together (the browser warms the
    /// statistics and the facet counts at once, on two tasks) read them once: the later ones wait
    /// and find them kept.
    private let loading = Mutex(())

    /// The columns of catalog `generation`, read with `load` when not kept (or `generation` is `nil`:
    /// a database without an import record, whose columns are not kept).
    func columns(generation: Int?, load: () throws -> CatalogColumns) throws -> CatalogColumns {
        guard let generation else { return try load() }
        if let kept = kept(generation: generation) { return kept }
        return try loading.withLock { _ in
            if let kept = kept(generation: generation) { return kept }
            let columns = try load()
            state.withLock { current in
                if current == nil || current?.generation ?? .min <= generation { current = (generation, columns) }
            }
            return columns
        }
    }

    /// The columns of catalog `generation` if they have been read, without reading them.
    func kept(generation: Int?) -> CatalogColumns? {
        guard let generation else { return nil }
        return state.withLock { $0?.generation == generation ? $0?.columns : nil }
    }
}
