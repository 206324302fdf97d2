import CLibFuzzer
import Foundation

@testable import MovieStore

/// The catalog CSV on arbitrary text, as the importer reads it: the header check, then every
/// record parsed and checked into a movie or a skipped line with its reason, never a crash.
func fuzzCatalogCSV(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    _ = CatalogParser.hasCatalogHeader(text)
    _ = CatalogParser.records(of: text) { _ in true }
    return 0
}

@main
enum Main {
    static func main() {
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv) { start, count in fuzzCatalogCSV(start, count) })
    }
}
