import FuzzDriver

@testable import MovieStore

/// The catalog CSV on arbitrary text, as the importer reads it: the header check, then every
/// record parsed and checked into a movie or a skipped line with its reason, never a crash.
@main
enum Main: FuzzTarget {
    static func test(_ input: UnsafeBufferPointer<UInt8>) {
        let text = FuzzInput.text(input)
        _ = CatalogParser.hasCatalogHeader(text)
        _ = CatalogParser.records(of: text) { _ in true }
    }
}
