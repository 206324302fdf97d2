/// The text screens copy, waiting for the browser to send it to the terminal's clipboard.
///
/// Presenters never touch the terminal: `y` puts the text here, and after each key the
/// ``Browser`` hands whatever is waiting to its driver (OSC 52 on a real terminal, a record on the
/// headless one). A singleton of the app container.
@MainActor
public final class Clipboard {
    private var pending: [String] = []
    /// The last text copied, for the tests and the status bar.
    public private(set) var last: String?

    /// Creates an empty clipboard.
    public init() {}

    /// Queues `text` for the terminal's clipboard.
    ///
    /// - Parameter text: The text to copy.
    public func copy(_ text: String) {
        pending.append(text)
        last = text
    }

    /// The texts copied since the last call, oldest first; the queue is emptied.
    public func take() -> [String] {
        defer { pending.removeAll() }
        return pending
    }
}
