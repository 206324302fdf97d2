import Glibc
import Synchronization

/// SIGTERM and SIGHUP (a `kill`, the terminal window closed) as a request to quit: the browser
/// saves its session state and gives the terminal back before the process ends with the signal,
/// as it would have without the handler.
///
/// The handler only records the signal (the one thing a signal handler may safely do); the
/// browser's event loop polls it between keys (``MovieBrowser/Browser/run(stopWhen:)``).
enum TerminationSignal {
    private static let received = Atomic<Int32>(0)

    /// Whether SIGTERM or SIGHUP arrived since ``install()``.
    static var wasReceived: Bool { received.load(ordering: .relaxed) != 0 }

    /// Replaces the terminal's SIGTERM and SIGHUP handlers with the flag; call after the terminal
    /// is open (it installs its own, which restore the terminal and end the process at once).
    static func install() {
        for number in [SIGTERM, SIGHUP] {
            signal(number) { number in TerminationSignal.received.store(number, ordering: .relaxed) }
        }
    }

    /// Ends the process with the signal that arrived (its default action), once the terminal is
    /// given back; returns when none did.
    static func terminateIfReceived() {
        let number = received.load(ordering: .relaxed)
        guard number != 0 else { return }
        signal(number, SIG_DFL)
        raise(number)
        exit(128 + number)
    }
}
