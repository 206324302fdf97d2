import MovieCatalog

extension Browser {
    /// Tells every screen on the stack when another process changed the stored data since the last
    /// look, so the next key acts on, and the next frame shows, what the file holds.
    ///
    /// - Returns: Whether it had changed.
    @discardableResult
    public func refreshIfChangedElsewhere() -> Bool {
        guard changes?.changedElsewhere() == true else { return false }
        for screen in navigator.screens { screen.storeChanged() }
        return true
    }
}
