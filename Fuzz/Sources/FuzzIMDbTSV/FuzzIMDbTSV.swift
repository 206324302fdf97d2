import Foundation
import FuzzDriver

@testable import MovieStore

/// One file of IMDb's datasets on arbitrary bytes, as the importer reads it: plain or gzipped (a
/// truncated or corrupt `.gz` included), split into lines and fields, every field read as text,
/// number, decimal and id, then the whole file read as `title.ratings` and as `title.episode` (its
/// links sorted and looked up): a typed error or a value, never a crash.
@main
enum Main: FuzzTarget {
    /// The file each input is written to, one per process.
    static let path = FileManager.default.temporaryDirectory.appendingPathComponent("fuzz-imdb-\(getpid()).tsv").path

    static func test(_ input: UnsafeBufferPointer<UInt8>) {
        guard FileManager.default.createFile(atPath: path, contents: FuzzInput.data(input)) else { return }
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
            let links = try IMDbParsers.episodeLinks(try TSVReader(path: path)) { _ in }
            var hint = 0
            for id in links.ids.prefix(64) { _ = links.link(of: Int(id), hint: &hint) }
            _ = links.link(of: 1, hint: &hint)
        } catch {
            _ = error.message
        }
    }
}
