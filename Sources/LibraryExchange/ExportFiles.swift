import Foundation
import MovieCatalog

/// The CSV files of an export, by their path inside it (`diary.csv`, `lists/best-of-2024.csv`), read
/// into memory from a zip (``ExportArchive``) or from its unpacked folder.
struct ExportFiles: Sendable {
    /// The files' bytes by path, `/`-separated, relative to the export's top.
    var files: [String: Data]

    /// The largest total an export may hold, in bytes.
    static let sizeCap: UInt64 = 1 << 30

    /// Reads the export at `path`: a zip file, or a folder.
    ///
    /// - Parameter path: The `.zip` or the folder.
    /// - Parameter wanted: Which paths to read (the others are skipped).
    /// - Throws: ``CatalogError`` with ``CatalogError/Code/importUnreadable`` when `path` is neither, or
    ///   the zip is unsafe or unreadable.
    static func read(at path: String, wanted: (String) -> Bool) throws(CatalogError) -> ExportFiles {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw CatalogError(.importUnreadable, "\(path) does not exist", file: path)
        }
        if isDirectory.boolValue { return try readFolder(path, wanted: wanted) }
        return try ExportArchive.read(at: path, wanted: wanted)
    }

    /// The wanted files under `folder` (following no link out of it), up to ``sizeCap`` in all.
    private static func readFolder(_ folder: String, wanted: (String) -> Bool) throws(CatalogError) -> ExportFiles {
        let base = URL(fileURLWithPath: folder)
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else {
            throw CatalogError(.importUnreadable, "cannot list the folder \(folder)", file: folder)
        }
        var files: [String: Data] = [:]
        var total: UInt64 = 0
        while let relative = enumerator.nextObject() as? String {
            // An export is two levels deep at most (`lists/x.csv`, or one folder around it all): a
            // folder named by mistake (a home directory) is not walked whole.
            if enumerator.level >= 3 { enumerator.skipDescendants() }
            guard wanted(relative) else { continue }
            let url = base.appendingPathComponent(relative)
            let values = try? url.resourceValues(forKeys: [.isRegularFileKey, .fileSizeKey])
            guard values?.isRegularFile == true else { continue }
            total += UInt64(values?.fileSize ?? 0)
            guard total <= sizeCap else {
                throw CatalogError(
                    .importUnreadable, "the export's files pass \(sizeCap >> 20) MB at \(relative)", file: folder)
            }
            do {
                files[relative] = try Data(contentsOf: url)
            } catch {
                throw CatalogError(
                    .importUnreadable, "cannot read \(relative): \(error.localizedDescription)", file: folder)
            }
        }
        return ExportFiles(files: files)
    }
}
