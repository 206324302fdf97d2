/// A one-line progress bar on a terminal, redrawn in place; silent when the stream is not a terminal.
///
/// `[##########----------]  52%  30,000 / 58,788 movies`
final class ProgressBar {
    private let terminal: Terminal
    private let enabled: Bool
    private var lastPercent = -1

    /// Creates a bar drawn on `terminal`, only if it is a terminal.
    ///
    /// - Parameter terminal: Standard error, usually.
    init(terminal: Terminal) {
        self.terminal = terminal
        enabled = terminal.isTerminal
    }

    /// Redraws the bar if the percentage changed.
    ///
    /// - Parameter done: Records processed.
    /// - Parameter total: Records expected.
    func update(done: Int, total: Int) {
        guard enabled, total > 0 else { return }
        let percent = min(100, done * 100 / total)
        guard percent != lastPercent else { return }
        lastPercent = percent
        let counts = "  \(TextLayout.grouped(done)) / \(TextLayout.grouped(total)) movies"
        let barWidth = max(10, min(40, terminal.width - counts.count - 8))
        let filled = barWidth * percent / 100
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: barWidth - filled)
        terminal.write("\r[\(bar)] \(TextLayout.padLeft("\(percent)%", 4))\(counts)")
    }

    /// Erases the bar, leaving the cursor at the start of a clean line.
    func finish() {
        guard enabled, lastPercent >= 0 else { return }
        terminal.write("\r\u{1B}[K")
    }
}
