import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Starts programs with posix_spawn and waits with waitpid, for every test target. Not Foundation's
/// Process: on Linux it can hang in waitUntilExit when many run at once, and its `run()` reads past a
/// buffer while it lists /proc/self/fd (swift-corelibs-foundation#5472: a crash about one run in five of a
/// suite that starts programs, and an AddressSanitizer report). Output goes to files, not pipes, so no
/// child can hold another's pipe open.
public enum Spawn {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
        public init(description: String) { self.description = description }
    }

    /// Starts `argv` with stdout (and stderr) written to `outputPath`; returns the pid.
    public static func start(_ argv: [String], outputPath: String, environment: [String: String]? = nil) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        var env = ProcessInfo.processInfo.environment
        for (k, v) in environment ?? [:] { env[k] = v }
        let cArgs = argv.map { strdup($0) } + [nil]
        let cEnv = env.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (cArgs + cEnv).forEach { free($0) } }
        var pid: pid_t = 0
        var attributes = cleanSignals(extraFlags: 0)
        defer { posix_spawnattr_destroy(&attributes) }
        let rc = posix_spawnp(&pid, argv[0], &actions, &attributes, cArgs, cEnv)
        guard rc == 0 else { throw Failure(description: "cannot start \(argv[0]): \(String(cString: strerror(rc)))") }
        return pid
    }

    /// Runs `argv` to its end; returns its exit status and output.
    @discardableResult
    public static func run(_ argv: [String]) throws -> (status: Int32, output: String) {
        let path = NSTemporaryDirectory() + "signoff-spawn-" + UUID().uuidString
        defer { unlink(path) }
        let pid = try start(argv, outputPath: path)
        let status = wait(pid)
        let output = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        return (status, output)
    }

    /// Runs `argv` with `input` on standard input and the environment changed by `environment` (a nil
    /// value unsets); returns its exit status, standard output and standard error apart.
    public static func command(_ argv: [String], input: String = "", environment: [String: String?] = [:]) throws
        -> (status: Int32, stdout: String, stderr: String) {
        let base = NSTemporaryDirectory() + "signoff-cmd-" + UUID().uuidString
        let (inPath, outPath, errPath) = (base + ".in", base + ".out", base + ".err")
        defer { for path in [inPath, outPath, errPath] { unlink(path) } }
        try input.write(toFile: inPath, atomically: true, encoding: .utf8)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, inPath, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        var env = ProcessInfo.processInfo.environment
        for (k, v) in environment { env[k] = v }
        let cArgs = argv.map { strdup($0) } + [nil]
        let cEnv = env.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (cArgs + cEnv).forEach { free($0) } }
        var pid: pid_t = 0
        // setsid: no controlling terminal, so a password prompt cannot wait for a person.
        var attributes = cleanSignals(extraFlags: 0x80) // POSIX_SPAWN_SETSID (glibc), not imported into Swift
        defer { posix_spawnattr_destroy(&attributes) }
        let rc = posix_spawnp(&pid, argv[0], &actions, &attributes, cArgs, cEnv)
        guard rc == 0 else { throw Failure(description: "cannot start \(argv[0]): \(String(cString: strerror(rc)))") }
        let status = wait(pid)
        return (status, (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? "", (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? "")
    }

    /// Spawn attributes that start the child with no signal blocked and every signal at its default:
    /// a test thread (libdispatch's) blocks most signals, and a child would inherit that, so a tmux
    /// server would never see the SIGTERM of kill-server, and a program under test never its SIGINT.
    private static func cleanSignals(extraFlags: Int32) -> posix_spawnattr_t {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        sigdelset(&all, SIGKILL)
        sigdelset(&all, SIGSTOP)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | extraFlags))
        return attributes
    }

    /// Waits for the process to end; its exit status (or 128 + signal).
    public static func wait(_ pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }

    /// Whether the process ended (it is then reaped: do not `wait` for it again).
    public static func hasEnded(_ pid: pid_t) -> Bool {
        var status: Int32 = 0
        return waitpid(pid, &status, WNOHANG) == pid
    }
}
