import CLibFuzzer
import Foundation
import MovieCatalog

/// The search box's language on arbitrary text: no input may crash the parser, and the query it
/// reads, written back by `FieldQuery.format`, parses to the same query (what a saved search relies on).
func fuzzFieldQuery(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    let query = FieldQuery.parseLeaving(text).query
    let written = FieldQuery.format(query)
    let reread = FieldQuery.parseLeaving(written)
    guard reread.errors.isEmpty, reread.query == query else {
        fatalError("\(text.debugDescription) → \(written.debugDescription) reads back as \(reread)")
    }
    return 0
}

@main
enum Main {
    static func main() {
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv) { start, count in fuzzFieldQuery(start, count) })
    }
}
