import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A real pseudo-terminal running one program, as a user's terminal would: the program is a session
/// leader with the pty as its controlling terminal. Everything it writes is kept, byte for byte.
final class PseudoTerminal {
    let pid: pid_t
    private let master: Int32
    private(set) var output: [UInt8] = []

    init(_ argv: [String], environment: [String: String], width: Int, height: Int) throws {
        let slavePath: String
        (master, slavePath) = try openPseudoTerminal(width: width, height: height)

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addclose(&actions, master)
        // Opened after setsid, without O_NOCTTY: the pty becomes the controlling terminal.
        posix_spawn_file_actions_addopen(&actions, 0, slavePath, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(0x80))  // POSIX_SPAWN_SETSID
        let cArgs = argv.map { strdup($0) } + [nil]
        let cEnv = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (cArgs + cEnv).forEach { free($0) } }
        var child: pid_t = 0
        let rc = posix_spawn(&child, argv[0], &actions, &attributes, cArgs, cEnv)
        guard rc == 0 else { throw BenchFailure("cannot start \(argv[0]): \(String(cString: strerror(rc)))") }
        pid = child
    }

    deinit {
        kill(pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        close(master)
    }

    func write(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { Glibc.write(master, $0.baseAddress, $0.count) }
    }

    /// Reads what is there within `timeout` seconds; answers the bytes read.
    @discardableResult
    func read(timeout: Double) -> Int {
        var fds = [pollfd(fd: master, events: Int16(POLLIN), revents: 0)]
        guard poll(&fds, 1, Int32(timeout * 1000)) > 0 else { return 0 }
        var chunk = [UInt8](repeating: 0, count: 65536)
        let n = chunk.withUnsafeMutableBytes { Glibc.read(master, $0.baseAddress, $0.count) }
        guard n > 0 else { return 0 }
        output.append(contentsOf: chunk[..<n])
        return n
    }

    /// Reads until `text` appears in the output after `from`; answers the time it appeared, or nil.
    func waitFor(_ text: String, after from: Int = 0, timeout: Double = 120) -> Double? {
        let needle = Array(text.utf8)
        let deadline = monotonicSeconds() + timeout
        var searched = from
        while monotonicSeconds() < deadline {
            if output.count > searched, output[max(from, searched - needle.count)...].firstRange(of: needle) != nil {
                return monotonicSeconds()
            }
            searched = output.count
            read(timeout: 0.05)
        }
        return nil
    }

    /// Reads until nothing arrives for `quiet` seconds; answers the bytes read.
    @discardableResult
    func settle(quiet: Double = 0.5, timeout: Double = 60) -> Int {
        let start = output.count
        let deadline = monotonicSeconds() + timeout
        while monotonicSeconds() < deadline, read(timeout: quiet) > 0 {}
        return output.count - start
    }
}
