import CLibFuzzer
import Foundation

@testable import MovieStore

/// One file of IMDb's datasets on arbitrary bytes, as the importer reads it: plain or gzipped (a
/// truncated or corrupt `.gz` included), split into lines and fields, every field read as text,
/// number, decimal and id, then the whole file read as `title.ratings`: a typed error or a value,
/// never a crash.
let path = FileManager.default.temporaryDirectory.appendingPathComponent("fuzz-imdb-\(getpid()).tsv").path

func fuzzIMDbTSV(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = Data(UnsafeBufferPointer(start: start, count: count))
    guard FileManager.default.createFile(atPath: path, contents: data) else { return 0 }
    do {
        let reader = try TSVReader(path: path)
        while try reader.withNextLine({ (line: borrowing TSVLine) -> Void in
            for field in 0..<line.fieldCount {
                _ = line.isNull(field)
                _ = line.string(field)
                _ = line.integer(field)
                _ = line.decimal(field)
                _ = line.identifier(field, prefix: (UInt8(ascii: "t"), UInt8(ascii: "t")))
                _ = line.quoted(field)
            }
        }) != nil {}
        _ = try IMDbParsers.ratings(try TSVReader(path: path)) { _ in }
    } catch {
        _ = error.message
    }
    return 0
}

@main
enum Main {
    static func main() {
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv) { start, count in fuzzIMDbTSV(start, count) })
    }
}
