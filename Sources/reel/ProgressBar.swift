import Foundation
import MovieCatalog

/// A one-line progress bar on a terminal, redrawn in place; silent when the stream is not a terminal,
/// unless asked (`reel import --progress`), then one plain line every 10%.
///
/// `[##########----------]  52%  30,000 / 58,788 movies`, or in a log `importing: 50% (29,696 / 58,788)`.
final class ProgressBar {
    private let terminal: Terminal
    private let enabled: Bool
    private let redraws: Bool
    private var lastPercent = -1

    /// Creates a bar drawn on `terminal` if it is a terminal, or as plain lines if `forced`.
    ///
    /// - Parameter terminal: Standard error, usually.
    /// - Parameter forced: `true` to report progress even when `terminal` is a file or a pipe.
    init(terminal: Terminal, forced: Bool = false) {
        self.terminal = terminal
        redraws = terminal.isTerminal
        enabled = redraws || forced
    }

    /// Redraws the bar if the percentage changed.
    ///
    /// - Parameter done: Records processed.
    /// - Parameter total: Records expected.
    func update(done: Int, total: Int) {
        guard enabled, total > 0 else { return }
        let percent = min(100, done * 100 / total)
        guard percent != lastPercent else { return }
        guard redraws else {
            if percent / 10 > lastPercent / 10 || lastPercent < 0 {
                terminal.write("importing: \(percent)% (\(done.grouped) / \(total.grouped))\n")
            }
            lastPercent = percent
            return
        }
        lastPercent = percent
        let counts = "  \(done.grouped) / \(total.grouped) movies"
        let barWidth = max(10, min(40, terminal.width - counts.count - 8))
        let filled = barWidth * percent / 100
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: barWidth - filled)
        terminal.write("\r[\(bar)] \(TextLayout.padLeft("\(percent)%", 4))\(counts)")
    }

    /// Redraws the bar of one file of a multi-file import if the percentage changed:
    /// `title.principals  [#####-----]  52%  10,400,000 rows  1,234,567 rows/s`; as a plain line every 10%
    /// when not a terminal. On `finished`, the file's last line stays: `title.principals  20,012,345 rows
    /// in 9.8 s (2,042,076 rows/s)`.
    ///
    /// - Parameter file: The file's name.
    /// - Parameter rows: Lines read so far.
    /// - Parameter done: Bytes read so far.
    /// - Parameter total: The file's size in bytes.
    /// - Parameter seconds: Time spent on the file so far.
    /// - Parameter finished: Whether the file has been read entirely.
    func update(file: String, rows: Int, done: Int, total: Int, seconds: Double, finished: Bool) {
        guard enabled, total > 0 else { return }
        let rate = seconds > 0 ? Int(Double(rows) / seconds) : 0
        if finished {
            let line =
                "\(file)  \(rows.grouped) rows in \(String(format: "%.1f", seconds)) s (\(rate.grouped) rows/s)"
            terminal.write(redraws ? "\r\u{1B}[K\(line)\n" : "\(line)\n")
            lastPercent = -1
            return
        }
        let percent = min(100, done * 100 / total)
        guard percent != lastPercent else { return }
        guard redraws else {
            if percent / 10 > lastPercent / 10 || lastPercent < 0 {
                terminal.write("importing \(file): \(percent)% (\(rows.grouped) rows, \(rate.grouped) rows/s)\n")
            }
            lastPercent = percent
            return
        }
        lastPercent = percent
        let counts = "  \(rows.grouped) rows  \(rate.grouped) rows/s"
        let barWidth = max(10, min(30, terminal.width - counts.count - file.count - 10))
        let filled = barWidth * percent / 100
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: barWidth - filled)
        terminal.write("\r\u{1B}[K\(file)  [\(bar)] \(TextLayout.padLeft("\(percent)%", 4))\(counts)")
    }

    /// Shows a step that follows the files of an import and has no count of its own: `search sets…` while
    /// it runs (on a terminal only), then the line `search sets  4.2 s`.
    ///
    /// - Parameter stage: The step's name.
    /// - Parameter seconds: Time spent on it, when `finished`.
    /// - Parameter finished: Whether it is done.
    func update(stage: String, seconds: Double, finished: Bool) {
        guard enabled else { return }
        if finished {
            let line = "\(stage)  \(String(format: "%.1f", seconds)) s"
            terminal.write(redraws ? "\r\u{1B}[K\(line)\n" : "\(line)\n")
            lastPercent = -1
        } else if redraws {
            terminal.write("\r\u{1B}[K\(stage)…")
            lastPercent = 0
        }
    }

    /// Redraws the bar of a file being downloaded: `title.basics.tsv.gz  [#####-----]  52%  10.2 MB`
    /// (without a percentage when the server gave no size); a plain line every 10% when not a terminal.
    ///
    /// - Parameter file: The file's name.
    /// - Parameter done: Bytes on disk so far.
    /// - Parameter total: The file's size, when the server gave it.
    /// - Parameter seconds: Time spent downloading so far.
    func update(download file: String, done: Int, total: Int?, seconds: Double) {
        guard enabled else { return }
        let megabytes = String(format: "%.1f MB", Double(done) / 1_000_000)
        let rate = seconds > 0 ? String(format: "  %.1f MB/s", Double(done) / 1_000_000 / seconds) : ""
        let percent = total.map { $0 > 0 ? min(100, done * 100 / $0) : 100 } ?? -1
        guard redraws else {
            if percent >= 0, percent / 10 > lastPercent / 10 || lastPercent < 0 {
                terminal.write("downloading \(file): \(percent)% (\(megabytes))\n")
                lastPercent = percent
            }
            return
        }
        guard percent >= 0 else {
            terminal.write("\r\u{1B}[K\(file)  \(megabytes)\(rate)")
            lastPercent = 0
            return
        }
        guard percent != lastPercent else { return }
        lastPercent = percent
        let counts = "  \(megabytes)\(rate)"
        let barWidth = max(10, min(30, terminal.width - counts.count - file.count - 10))
        let filled = barWidth * percent / 100
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: barWidth - filled)
        terminal.write("\r\u{1B}[K\(file)  [\(bar)] \(TextLayout.padLeft("\(percent)%", 4))\(counts)")
    }

    /// Erases the bar, leaving the cursor at the start of a clean line.
    func finish() {
        guard redraws, lastPercent >= 0 else { return }
        terminal.write("\r\u{1B}[K")
    }
}
