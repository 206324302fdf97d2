import Foundation
import MovieCatalog
import ReelSettings

/// The ``WatchlistExporter`` of the browser: writes the export the command line prints into a new
/// file under the exports directory, atomically.
///
/// The file is `watchlist-YYYYMMDD-HHMMSS.csv` (`.json`; `watchlist-letterboxd-…csv` for
/// Letterboxd), stamped with the local time, with `-2`, `-3`… added when two exports fall in the
/// same second. It is written to a hidden temporary file in the same directory, then renamed into
/// place, so the path never shows a half-written export.
public struct FileWatchlistExporter: WatchlistExporter {
    /// The watchlist exported.
    let watchlist: any WatchlistRepository
    /// Where the files go (created when missing).
    let directory: String
    /// The time the file names are stamped with.
    let now: @Sendable () -> Timestamp
    /// The text of an export (the command line's).
    let text: @Sendable ([WatchlistEntry], WatchlistExportFormat) throws(CatalogError) -> String

    /// An exporter of `watchlist` into `directory`.
    ///
    /// - Parameters:
    ///   - watchlist: The watchlist exported.
    ///   - directory: Where the files go (created when missing).
    ///   - now: The time the file names are stamped with.
    ///   - text: The text of an export of these entries in this format.
    public init(
        watchlist: any WatchlistRepository, directory: String, now: @escaping @Sendable () -> Timestamp,
        text: @escaping @Sendable ([WatchlistEntry], WatchlistExportFormat) throws(CatalogError) -> String
    ) {
        self.watchlist = watchlist
        self.directory = directory
        self.now = now
        self.text = text
    }

    /// The default exports directory: `$XDG_DATA_HOME/reel/exports`, or
    /// `~/.local/share/reel/exports` when the variable is unset, empty or not absolute.
    ///
    /// - Parameter environment: The process environment.
    public static func defaultDirectory(environment: [String: String]) -> String {
        SettingsPaths(environment: environment).exportsDirectory
    }

    /// Writes the whole watchlist in `format` to a new file and returns its path.
    ///
    /// - Parameter format: The format.
    /// - Throws: ``CatalogError`` with ``CatalogError/Code/exportFailed`` naming the file or the
    ///   directory when it cannot be written; the storage's error when the watchlist cannot be read.
    public func export(_ format: WatchlistExportFormat) throws(CatalogError) -> String {
        let entries = try watchlist.entries(offset: 0, limit: max(1, try watchlist.count()))
        let text = try self.text(entries, format)
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw CatalogError(
                .exportFailed, "cannot create the exports directory \(directory): \(Self.reason(error))",
                file: directory)
        }
        let path = freePath(for: format)
        let temporary = directory + "/.\((path as NSString).lastPathComponent).\(getpid()).tmp"
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: temporary))
        } catch {
            try? FileManager.default.removeItem(atPath: temporary)
            throw CatalogError(.exportFailed, "cannot write \(temporary): \(Self.reason(error))", file: temporary)
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(atPath: temporary)
            throw CatalogError(.exportFailed, "cannot move the export into place at \(path): \(reason)", file: path)
        }
        return path
    }

    /// A path in ``directory`` for an export now that no file has yet.
    private func freePath(for format: WatchlistExportFormat) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        let date = Date(timeIntervalSince1970: Double(now().millisecondsSince1970) / 1000)
        let stem =
            "\(directory)/watchlist-" + (format == .letterboxd ? "letterboxd-" : "") + formatter.string(from: date)
        var path = "\(stem).\(format.fileExtension)"
        var number = 2
        while FileManager.default.fileExists(atPath: path) {
            path = "\(stem)-\(number).\(format.fileExtension)"
            number += 1
        }
        return path
    }

    private static func reason(_ error: any Error) -> String {
        (error as NSError).localizedFailureReason ?? error.localizedDescription
    }
}
