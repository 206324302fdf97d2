/// Tells whether another process wrote the stored data since it was last asked.
///
/// The browser asks before each key and while it waits for one; when another `reel` process added a
/// movie to the watchlist, rated it or wrote a note, the screens read again what they show of it, so
/// a mark on the table and what `w` then does agree with the file.
///
/// ```swift
/// let monitor: any ChangeMonitor = ...
/// monitor.changedElsewhere()   // false: the first call only records where the data stands
/// // another process runs `reel watchlist add 48908`
/// monitor.changedElsewhere()   // true
/// monitor.changedElsewhere()   // false
/// ```
public protocol ChangeMonitor: Sendable {
    /// Whether another process committed a change since the last call; `false` on the first call, and
    /// when the store cannot tell.
    func changedElsewhere() -> Bool
}
