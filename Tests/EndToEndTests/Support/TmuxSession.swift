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
    /// Where the pane's shell writes the program's exit status.
    let statusFile: String

    /// The `tmux` executable on `PATH`, or a failure that says how to get it.
    static func locateTmux() throws -> String {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/tmux"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        throw Failure(
            description:
                "tmux is not installed (not on PATH=\(path)); the end-to-end tests need it: apt-get install tmux")
    }

    /// Starts `command` in a new detached session of `width` x `height`, keeping the pane after
    /// the program exits so its exit status can be read.
    init(command: [String], width: Int, height: Int) throws {
        tmux = try Self.locateTmux()
        socket = "reel-e2e-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))"
        statusFile = FileManager.default.temporaryDirectory.appendingPathComponent("\(socket).status").path
        let quote = { (word: String) in "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        let quoted = command.map(quote).joined(separator: " ") + "; echo $? > " + quote(statusFile)
        // `/bin/sh -c`, not the tmux default shell: without `$SHELL` tmux takes the user's login shell
        // from passwd, which for `nobody` is `nologin`, and the program would never start.
        try run([
            "new-session", "-d", "-s", "t", "-x", "\(width)", "-y", "\(height)", "/bin/sh", "-c", quoted,
            ";", "set-option", "-t", "t", "remain-on-exit", "on",
        ])
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

    /// Polls the pane until `predicate` holds and the screen has stopped changing: the same text in
    /// two captures in a row (50 ms apart). A frame reaches tmux in several writes, so a screen compared
    /// whole with another must be a finished one, not one caught between two writes.
    @discardableResult
    func waitForSettledScreen(
        _ what: String, timeout: Duration = .seconds(10), _ predicate: (String) -> Bool
    ) throws -> String {
        var previous: String?
        return try waitForScreen("\(what), settled", timeout: timeout) { screen in
            defer { previous = screen }
            return screen == previous && predicate(screen)
        }
    }

    /// Polls until the screen contains `text`.
    @discardableResult
    func waitFor(_ text: String, timeout: Duration = .seconds(10)) throws -> String {
        try waitForScreen("\"\(text)\"", timeout: timeout) { $0.contains(text) }
    }

    /// Polls until the program has exited and returns its exit status as the shell reports it
    /// (128 + n for a program ended by signal n).
    ///
    /// The command runs under `sh`, which writes the status to ``statusFile``: tmux 3.3 marks a pane
    /// dead when its pty closes but may never learn the status when it reaps the child late.
    func waitForExit(timeout: Duration = .seconds(10)) throws -> String {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        while clock.now < deadline {
            if let status = try? String(contentsOfFile: statusFile, encoding: .utf8),
                status.hasSuffix("\n")
            {
                return status.trimmingCharacters(in: .whitespacesAndNewlines)
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw Failure(description: "the program did not exit within \(timeout); the screen was:\n\(try capture())")
    }

    /// The process id of the program (the child of the pane's shell).
    func programPID() throws -> String {
        let shell = try format("#{pane_pid}")
        let children = try String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)
        guard let pid = children.split(separator: " ").first else {
            throw Failure(description: "the pane's shell \(shell) has no child process")
        }
        return String(pid)
    }

    /// Kills the server and its program.
    func kill() {
        _ = try? run(["kill-server"])
        try? FileManager.default.removeItem(atPath: statusFile)
    }
}
