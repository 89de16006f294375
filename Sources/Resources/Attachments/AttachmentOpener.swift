import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs the opener (`attachments.opener`, `xdg-open` by default; `$SIGNOFF_OPENER` wins) as a program with
/// ONE argument, the file's path or the link: never through a shell, so no name or link is ever read as a
/// command. Its own process group (a Ctrl-C meant for Signoff never reaches it), standard input from /dev/null,
/// its output and errors to `log` (ncurses owns the terminal), never to the screen.
public struct AttachmentOpener: Sendable {
    public let program: String
    let log: @Sendable (String) -> Void
    /// The most of the opener's output kept for the log.
    static let outputKept = 4096

    public init(program: String, log: @escaping @Sendable (String) -> Void = { _ in }) {
        self.program = program
        self.log = log
    }

    /// Runs the opener on `argument` and waits for it; the problem names `what` ("could not open
    /// Quote-7731.pdf: xdg-open exited 3").
    public func open(_ argument: String, what: String) async throws(AttachmentProblem) {
        let program = self.program.trimmingCharacters(in: .whitespaces)
        guard !program.isEmpty else { throw AttachmentProblem("could not open \(what): no opener is set (attachments.opener)") }
        let log = self.log
        let outcome = await withCheckedContinuation { (continuation: CheckedContinuation<Outcome, Never>) in
            DispatchQueue.global().async { continuation.resume(returning: Self.run(program, argument)) }
        }
        let shown = (program as NSString).lastPathComponent
        switch outcome {
        case .notStarted(let why):
            log("opener \(program) could not start: \(why)")
            throw AttachmentProblem("could not open \(what): \(shown) could not start (\(why))")
        case .exited(let status, let output):
            log("opener \(program) exited \(status)" + (output.isEmpty ? "" : ": " + output))
            guard status == 0 else { throw AttachmentProblem("could not open \(what): \(shown) exited \(status)") }
        case .signalled(let signal, let output):
            log("opener \(program) ended by signal \(signal)" + (output.isEmpty ? "" : ": " + output))
            throw AttachmentProblem("could not open \(what): \(shown) ended by signal \(signal)")
        }
    }

    enum Outcome: Equatable {
        case notStarted(String)
        case exited(Int32, output: String)
        case signalled(Int32, output: String)
    }

    /// posix_spawnp with argv `[program, argument]`, standard input /dev/null, output and errors into a pipe.
    static func run(_ program: String, _ argument: String) -> Outcome {
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { return .notStarted(String(cString: strerror(errno))) }
        // Neither end leaks into another child; the opener gets the write end as its output by dup2.
        for end in pipeEnds { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 2)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // Its own process group: a Ctrl-C or Ctrl-Z meant for Signoff never reaches it.
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        posix_spawnattr_setpgroup(&attributes, 0)
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signalNumber in [SIGINT, SIGTERM, SIGHUP, SIGTSTP, SIGPIPE, SIGCHLD] { sigaddset(&defaults, signalNumber) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)

        InheritedDescriptors.keepFromChildren()
        var pid: pid_t = 0
        let argv: [UnsafeMutablePointer<CChar>?] = [strdup(program), strdup(argument), nil]
        defer { for pointer in argv { free(pointer) } }
        let spawned = posix_spawnp(&pid, program, &actions, &attributes, argv, environ)
        close(pipeEnds[1])
        guard spawned == 0 else {
            close(pipeEnds[0])
            return .notStarted(String(cString: strerror(spawned)))
        }
        let (output, status) = collect(pipeEnds[0], until: pid)
        close(pipeEnds[0])
        let text = String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        let low = status & 0x7f
        if low == 0 { return .exited((status >> 8) & 0xff, output: text) }
        return .signalled(low, output: text)
    }

    /// Reads the opener's output while it runs (keeping the first `outputKept` bytes) and its wait status once
    /// it ends. A viewer it started may keep the pipe open for as long as it shows the file: the reading stops
    /// when the opener itself has ended, not at the pipe's end.
    static func collect(_ fd: Int32, until pid: pid_t) -> ([UInt8], Int32) {
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        var kept: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        var status: Int32 = 0
        var ended = false
        var closedByAll = false
        while true {
            var ready = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            _ = poll(&ready, 1, ended ? 0 : 100)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress!, 4096) }
                if count < 0, errno == EINTR { continue }
                if count == 0 { closedByAll = true }
                guard count > 0 else { break }
                if kept.count < outputKept { kept += buffer[0..<min(count, outputKept - kept.count)] }
            }
            if ended { break }
            if closedByAll {
                // Nothing more can come: wait for the opener's end without polling an ended pipe.
                while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
                break
            }
            let waited = waitpid(pid, &status, WNOHANG)
            if waited == pid || (waited < 0 && errno != EINTR) { ended = true }
        }
        return (kept, status)
    }
}
