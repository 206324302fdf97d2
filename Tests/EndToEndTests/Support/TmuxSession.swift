import Foundation
import Testing

/// A detached tmux server on its own socket running one program in an `80x24`-style pane, for
/// driving a terminal program like a user and reading its screen.
///
/// Every wait polls the pane until the expected text shows or a timeout passes; nothing sleeps a
/// fixed time. The server is killed by ``kill()``.
struct TmuxSession {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    let tmux: String
    let socket: String

    /// The `tmux` executable on `PATH`, or a failure that says how to get it.
    static func locateTmux() throws -> String {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/tmux"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        throw Failure(description: "tmux is not installed (not on PATH=\(path)); the end-to-end tests need it: apt-get install tmux")
    }

    /// Starts `command` in a new detached session of `width` x `height`, keeping the pane after
    /// the program exits so its exit status can be read.
    init(command: [String], width: Int, height: Int) throws {
        tmux = try Self.locateTmux()
        socket = "reel-e2e-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))"
        let quoted = command.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
        try run(["new-session", "-d", "-s", "t", "-x", "\(width)", "-y", "\(height)", quoted,
                 ";", "set-option", "-t", "t", "remain-on-exit", "on"])
    }

    /// Runs a tmux command against this server and returns its output.
    @discardableResult
    func run(_ arguments: [String]) throws -> String {
        let (status, text) = try Subprocess.run(tmux, ["-L", socket, "-f", "/dev/null"] + arguments)
        guard status == 0 else {
            throw Failure(description: "tmux \(arguments.joined(separator: " ")) failed (\(status)): \(text)")
        }
        return text
    }

    /// The pane's text.
    func capture() throws -> String {
        try run(["capture-pane", "-p", "-t", "t"])
    }

    /// Sends keys by tmux name (`Down`, `F1`, `Escape`) or literal text.
    func send(_ keys: String...) throws {
        try run(["send-keys", "-t", "t"] + keys)
    }

    /// Resizes the window, as a user dragging the terminal would.
    func resize(width: Int, height: Int) throws {
        try run(["resize-window", "-t", "t", "-x", "\(width)", "-y", "\(height)"])
    }

    /// A pane format variable, such as `#{pane_dead}` or `#{pane_pid}`.
    func format(_ format: String) throws -> String {
        try run(["display-message", "-p", "-t", "t", format]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Polls the pane until `predicate` holds for its text; throws with the last screen after `timeout`.
    @discardableResult
    func waitForScreen(
        _ what: String, timeout: Duration = .seconds(10), _ predicate: (String) -> Bool
    ) throws -> String {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        var screen = ""
        while clock.now < deadline {
            screen = try capture()
            if predicate(screen) { return screen }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw Failure(description: "timed out after \(timeout) waiting for \(what); the screen was:\n\(screen)")
    }

    /// Polls until the screen contains `text`.
    @discardableResult
    func waitFor(_ text: String, timeout: Duration = .seconds(10)) throws -> String {
        try waitForScreen("\"\(text)\"", timeout: timeout) { $0.contains(text) }
    }

    /// Polls until the program has exited and returns `#{pane_dead_status}`.
    func waitForExit(timeout: Duration = .seconds(10)) throws -> String {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        while clock.now < deadline {
            if try format("#{pane_dead}") == "1" { return try format("#{pane_dead_status}#{pane_dead_signal}") }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw Failure(description: "the program did not exit within \(timeout); the screen was:\n\(try capture())")
    }

    /// Kills the server and its program.
    func kill() {
        _ = try? run(["kill-server"])
    }
}
