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

    /// Erases the bar, leaving the cursor at the start of a clean line.
    func finish() {
        guard redraws, lastPercent >= 0 else { return }
        terminal.write("\r\u{1B}[K")
    }
}
