import Foundation
import MovieCatalog
import ZIPFoundation

/// An export's zip, read entry by entry into memory and never extracted to disk.
///
/// Refused, naming the entry: a path that leaves the export's folder (`../`, an absolute path, a
/// drive letter), a link, an entry whose expansion ratio is absurd (more than ``ratioCap`` times its
/// compressed size), and an archive whose files pass ``ExportFiles/sizeCap`` in all. The sizes are
/// counted as the bytes come out, not only as the entry's header declares them.
enum ExportArchive {
    /// The largest expansion ratio accepted: text compresses 5 to 20 times, a zip bomb thousands.
    static let ratioCap: UInt64 = 200

    /// Below this size an entry's ratio is not checked: a tiny file of repeated bytes is no bomb.
    static let ratioFloor: UInt64 = 1 << 20

    /// The largest zip file read (its compressed bytes, read whole into memory): a Letterboxd export
    /// of decades of viewings is a few megabytes.
    static let fileCap = 256 << 20

    /// Whether `data` ends as a zip does: the end-of-central-directory record's signature (`PK\u{5}\u{6}`)
    /// within its last 22 + 65,535 bytes (the record, then a comment of at most 65,535 bytes).
    static func hasEndRecord(_ data: Data) -> Bool {
        guard data.count >= 22 else { return false }
        let bytes = [UInt8](data.suffix(22 + 65_535))
        var index = bytes.count - 22
        while index >= 0 {
            if bytes[index] == 0x50, bytes[index + 1] == 0x4B, bytes[index + 2] == 0x05, bytes[index + 3] == 0x06 {
                return true
            }
            index -= 1
        }
        return false
    }

    /// Reads the wanted entries of the zip at `path`.
    ///
    /// - Parameter path: The zip file.
    /// - Parameter wanted: Which entry paths to read.
    /// - Throws: ``CatalogError`` with ``CatalogError/Code/importUnreadable``.
    static func read(at path: String, wanted: (String) -> Bool) throws(CatalogError) -> ExportFiles {
        // The file is read whole and opened as data: opened by its path, ZIPFoundation 0.9.20 leaks the
        // C string Foundation's fileSystemRepresentation(withPath:) returns (found by LeakSanitizer).
        let archive: Archive
        do {
            let size = (try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
            guard size <= fileCap else {
                throw CatalogError(
                    .importUnreadable, "\(path) is \(size >> 20) MB; an export's zip of more than 256 MB is refused",
                    file: path)
            }
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            // ZIPFoundation leaks its in-memory file when the data is no zip: that is told here first.
            guard hasEndRecord(data) else {
                throw CatalogError(
                    .importUnreadable, "\(path) is neither a folder nor a zip file (no zip end record)", file: path)
            }
            archive = try Archive(data: data, accessMode: .read)
        } catch let error as CatalogError {
            throw error
        } catch {
            throw CatalogError(.importUnreadable, "\(path) is neither a folder nor a zip file (\(error))", file: path)
        }
        var files: [String: Data] = [:]
        var total: UInt64 = 0
        for entry in archive {
            let name = entry.path
            guard let relative = safePath(name) else {
                throw CatalogError(
                    .importUnreadable, "the zip's entry \"\(name)\" leaves the export's folder; nothing was read",
                    file: path)
            }
            if entry.type == .symlink {
                throw CatalogError(
                    .importUnreadable, "the zip's entry \"\(name)\" is a link; nothing was read", file: path)
            }
            guard entry.type == .file else { continue }
            try checkRatio(declared: entry.uncompressedSize, compressed: entry.compressedSize, name, path)
            total += entry.uncompressedSize
            guard total <= ExportFiles.sizeCap else { throw tooLarge(name, path) }
            guard wanted(relative) else { continue }
            files[relative] = try extract(entry, from: archive, before: total - entry.uncompressedSize, path)
        }
        return ExportFiles(files: files)
    }

    /// The entry's path without a leading `./`, or `nil` when it leaves the folder.
    static func safePath(_ name: String) -> String? {
        let path = name.replacingOccurrences(of: "\\", with: "/")
        guard !path.hasPrefix("/"), !path.contains("\0") else { return nil }
        if path.count >= 2, path.dropFirst().first == ":" { return nil }
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." { return nil }
            parts.append(part)
        }
        return parts.isEmpty ? nil : parts.joined(separator: "/")
    }

    private static func checkRatio(
        declared: UInt64, compressed: UInt64, _ name: String, _ path: String
    ) throws(CatalogError) {
        guard declared > ratioFloor else { return }
        if compressed == 0 || declared / max(compressed, 1) > ratioCap {
            throw CatalogError(
                .importUnreadable,
                "the zip's entry \"\(name)\" expands \(declared) bytes from \(compressed): more than \(ratioCap) "
                    + "times, refused",
                file: path)
        }
    }

    private static func tooLarge(_ name: String, _ path: String) -> CatalogError {
        CatalogError(
            .importUnreadable,
            "the zip's files pass \(ExportFiles.sizeCap >> 20) MB at the entry \"\(name)\"; refused", file: path)
    }

    /// The entry's bytes, stopping as soon as they pass what its header declared (a lying header) or
    /// the cap.
    private static func extract(
        _ entry: Entry, from archive: Archive, before start: UInt64, _ path: String
    ) throws(CatalogError) -> Data {
        var data = Data()
        let declared = entry.uncompressedSize
        let compressed = entry.compressedSize
        let name = entry.path
        do {
            _ = try archive.extract(entry, skipCRC32: false) { chunk in
                data.append(chunk)
                let count = UInt64(data.count)
                if count > declared || start + count > ExportFiles.sizeCap {
                    throw CatalogError(
                        .importUnreadable,
                        "the zip's entry \"\(name)\" expands past the \(declared) bytes it declares; refused",
                        file: path)
                }
            }
        } catch let error as CatalogError {
            throw error
        } catch {
            throw CatalogError(
                .importUnreadable, "cannot read the zip's entry \"\(name)\": \(error)", file: path)
        }
        try checkRatio(declared: UInt64(data.count), compressed: compressed, name, path)
        return data
    }
}
