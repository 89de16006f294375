import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A program started with `posix_spawn`: its own process group (so a stop reaches what it started),
/// standard input, output and error on pipes, no shell, and none of Signoff's other descriptors
/// (`InheritedDescriptors`). For `NewOrdersHook`.
final class SpawnedProcess: Sendable {
    let pid: pid_t
    private let input: Int32
    private let output: Int32
    private let errors: Int32

    struct SpawnError: Error, CustomStringConvertible {
        var description: String
    }

    /// A program that exits without reading its input must not end Signoff with SIGPIPE: writes to a
    /// closed pipe return EPIPE instead (Signoff does not use SIGPIPE otherwise; libcurl runs with
    /// NOSIGNAL).
    private static let brokenPipesIgnored: Void = { signal(SIGPIPE, SIG_IGN); return () }()

    /// `environment` without what must never leave Signoff: the password a command may read
    /// (`SIGNOFF_PASSWORD`).
    static func withoutSecrets(_ environment: [String: String]) -> [String: String] {
        environment.filter { $0.key != "SIGNOFF_PASSWORD" }
    }

    init(_ command: [String], environment: [String: String]) throws(SpawnError) {
        Self.brokenPipesIgnored
        guard let program = command.first else { throw SpawnError(description: "no program") }
        var info = stat()
        guard stat(program, &info) == 0 else { throw SpawnError(description: String(cString: strerror(errno))) }
        guard info.st_mode & S_IFMT == S_IFREG, access(program, X_OK) == 0 else {
            throw SpawnError(description: "it is not an executable file")
        }
        let stdinPipe = try Self.pipe(), stdoutPipe = try Self.pipe(), stderrPipe = try Self.pipe()
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, stdinPipe.read, 0)
        posix_spawn_file_actions_adddup2(&actions, stdoutPipe.write, 1)
        posix_spawn_file_actions_adddup2(&actions, stderrPipe.write, 2)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setpgroup(&attributes, 0)
        // The child starts with the default dispositions and no blocked signals, whatever Signoff set.
        var all = sigset_t(), none = sigset_t()
        sigfillset(&all)
        sigemptyset(&none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        let argv: [UnsafeMutablePointer<CChar>?] = command.map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        InheritedDescriptors.keepFromChildren()
        var child = pid_t()
        var rc = posix_spawn(&child, program, &actions, &attributes, argv, envp)
        // ETXTBSY: another thread's child, forked while the program file was open for writing (an editor
        // saving it, a test writing it), still holds it open; that passes within moments.
        for _ in 0..<50 where rc == ETXTBSY {
            usleep(20_000)
            rc = posix_spawn(&child, program, &actions, &attributes, argv, envp)
        }
        for fd in [stdinPipe.read, stdoutPipe.write, stderrPipe.write] { close(fd) }
        guard rc == 0 else {
            for fd in [stdinPipe.write, stdoutPipe.read, stderrPipe.read] { close(fd) }
            throw SpawnError(description: String(cString: strerror(rc)))
        }
        pid = child
        input = stdinPipe.write
        output = stdoutPipe.read
        errors = stderrPipe.read
    }

    private static func pipe() throws(SpawnError) -> (read: Int32, write: Int32) {
        var fds: [Int32] = [0, 0]
        // pipe2 is not in Glibc's Swift module: close-on-exec is set just after (Signoff spawns nothing else).
        guard Glibc.pipe(&fds) == 0 else { throw SpawnError(description: "no pipe: " + String(cString: strerror(errno))) }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        return (fds[0], fds[1])
    }

    /// Writes `data` to the program's standard input on a thread of its own, then closes it; a program
    /// that does not read it all only loses it.
    func feed(_ data: Data) {
        let fd = input
        Thread.detachNewThread {
            let bytes = [UInt8](data)
            var offset = 0
            while offset < bytes.count {
                let n = bytes[offset...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
                if n < 0, errno == EINTR { continue }
                guard n > 0 else { break }
                offset += n
            }
            close(fd)
        }
    }

    /// Reads standard output to its end on a thread of its own, keeping the first `limit` bytes.
    func readOutput(_ limit: Int) -> StreamReader { StreamReader(fd: output, limit: limit) }
    func readErrors(_ limit: Int) -> StreamReader { StreamReader(fd: errors, limit: limit) }

    /// Waits for the program to end, then lets `settle` run while it is not yet reaped (its process
    /// id, and so its group's, cannot be taken by another process until then), then reaps it.
    func wait(settle: () -> Void) -> NewOrdersHook.Outcome {
        var info = siginfo_t()
        while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) < 0 {
            guard errno == EINTR else { break }
        }
        settle()
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { return .notStarted("lost track of it: " + String(cString: strerror(errno))) }
        }
        let signal = status & 0x7F
        return signal == 0 ? .exited((status >> 8) & 0xFF) : .signalled(signal)
    }

    /// Stops the program's group after `seconds`: SIGTERM, then SIGKILL two seconds later.
    func stop(after seconds: Double) -> Stopper {
        let stopper = Stopper(group: pid)
        stopper.arm(after: seconds)
        return stopper
    }

    /// The timer that stops a program's group. Its signals go out only while the program is not yet
    /// reaped (`settle` waits for a stop under way to finish), so they never reach a group whose id a
    /// new process took.
    final class Stopper: @unchecked Sendable {
        private let group: pid_t
        private let lock = NSLock()
        private var wentOff = false
        private var settled = false
        private let killed = DispatchSemaphore(value: 0)

        init(group: pid_t) { self.group = group }

        func arm(after seconds: Double) {
            DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { [self] in
                let going = lock.withLock { () -> Bool in
                    guard !settled else { return false }
                    wentOff = true
                    kill(-group, SIGTERM)
                    return true
                }
                guard going else { return }
                DispatchQueue.global().asyncAfter(deadline: .now() + 2) { [self] in
                    // What the program started and that outlived SIGTERM.
                    kill(-group, SIGKILL)
                    killed.signal()
                }
            }
        }

        /// The program ended (not yet reaped): no stop starts after this, and one under way is waited
        /// for. True when the program was stopped.
        func settle() -> Bool {
            let fired = lock.withLock { () -> Bool in
                settled = true
                return wentOff
            }
            if fired { killed.wait() }
            return fired
        }
    }
}

/// Reads one pipe to its end on a thread of its own.
final class StreamReader: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    /// Written once by the reading thread before `done` is signalled, read after.
    private var text = ""

    init(fd: Int32, limit: Int) {
        Thread.detachNewThread { [self] in
            var kept: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
                if n < 0, errno == EINTR { continue }
                guard n > 0 else { break }
                if kept.count < limit { kept += buffer[0..<min(n, limit - kept.count)] }
            }
            close(fd)
            let decoded = String(decoding: kept, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            text = decoded
            done.signal()
        }
    }

    /// What was read, once the pipe ended.
    func wait() -> String {
        done.wait()
        done.signal()
        return text
    }
}
