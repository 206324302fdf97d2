import FuzzDriver
import MovieCatalog

/// The search box's language on arbitrary text: no input may crash the parser, and the query it
/// reads, written back by `FieldQuery.format`, parses to the same query (what a saved search relies on).
@main
enum Main: FuzzTarget {
    static func test(_ input: UnsafeBufferPointer<UInt8>) {
        let text = FuzzInput.text(input)
        let query = FieldQuery.parseLeaving(text).query
        let written = FieldQuery.format(query)
        let reread = FieldQuery.parseLeaving(written)
        guard reread.errors.isEmpty, reread.query == query else {
            fatalError("\(text.debugDescription) → \(written.debugDescription) reads back as \(reread)")
        }
    }
}
