import Foundation
#if canImport(Glibc)
    import Glibc
#endif

/// Runs a program to completion with an empty signal mask and its output in a temporary file.
///
/// Foundation's `Process` passes on the test runner's blocked signals (SIGTERM, SIGINT…), and a
/// daemon such as the tmux server keeps an output pipe open forever; `posix_spawn` with an explicit
/// mask and a file for output avoids both.
enum Subprocess {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Runs `path` with `arguments` and returns its exit status and combined output.
    static func run(_ path: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let outputPath = FileManager.default.temporaryDirectory
            .appendingPathComponent("reel-e2e-\(UUID().uuidString).out").path
        defer { try? FileManager.default.removeItem(atPath: outputPath) }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))

        let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, path, &actions, &attributes, argv, environ)
        guard spawned == 0 else {
            throw Failure(description: "posix_spawn \(path) failed: \(String(cString: strerror(spawned)))")
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1, errno == EINTR {}
        let output = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
        let exited = status & 0x7F == 0
        return (exited ? (status >> 8) & 0xFF : 128 + (status & 0x7F), output)
    }
}
