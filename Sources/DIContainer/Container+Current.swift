extension Container {
    /// The container ``Inject`` properties use when they are created outside any resolution.
    ///
    /// Bind it for a region of code; it follows tasks, and no global variable holds it:
    ///
    /// ```swift
    /// protocol Catalog: Sendable { func count() -> Int }
    /// struct InMemoryCatalog: Catalog { func count() -> Int { 58_788 } }
    /// final class SearchView {
    ///     @Inject var catalog: (any Catalog)?
    /// }
    ///
    /// let app = Container(name: "app") {
    ///     Register((any Catalog).self, scope: .singleton) { _ in InMemoryCatalog() }
    /// }
    /// let view = Container.$current.withValue(app) {
    ///     SearchView()                    // its @Inject properties resolve from `app`
    /// }
    /// ```
    ///
    /// When it is not bound, ``Inject`` falls back to ``shared``.
    @TaskLocal public static var current: Container?
}
