extension Unmanaged {
    /// Calls `body` with the referenced instance, taken without a retain of its own.
    ///
    /// The caller guarantees that something else keeps the instance alive for the whole call (each
    /// call site names what: the registration chain, the owned list, a parent's lock); it is
    /// ``takeUnretainedValue()`` shaped like a scope, so that the instance does not escape it.
    @inlinable
    func withReference<Result, Failure: Error>(_ body: (Instance) throws(Failure) -> Result) throws(Failure) -> Result {
        try body(takeUnretainedValue())
    }
}
