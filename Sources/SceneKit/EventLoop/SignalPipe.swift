import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Turns SIGINT, SIGTERM and SIGHUP into bytes on a pipe that the event loop polls, so that the
/// terminal is restored and the store closed on the UI thread, never inside a signal handler.
public final class SignalPipe: Sendable {
    public static let handledSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// The read end, for poll(2).
    public let descriptor: Int32
    private let writeEnd: Int32

    public init() throws {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        for fd in fds {
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        }
        descriptor = fds[0]
        writeEnd = fds[1]
        signalPipeWriteEnd = fds[1]
        for signal in Self.handledSignals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { number in
                var byte = UInt8(truncatingIfNeeded: number)
                _ = write(signalPipeWriteEnd, &byte, 1)
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(signal, &action, nil)
        }
    }

    /// The signals received since the last call, oldest first.
    public func drain() -> [Int32] {
        var received: [Int32] = []
        var buffer = [UInt8](repeating: 0, count: 64)
        while true {
            let n = read(descriptor, &buffer, buffer.count)
            if n <= 0 { break }
            received.append(contentsOf: buffer[0..<n].map { Int32($0) })
        }
        return received
    }

    /// Puts the default dispositions back (before exiting, or in a child about to exec).
    public func restoreDefaults() {
        for signal in Self.handledSignals { Glibc.signal(signal, SIG_DFL) }
    }

    deinit {
        close(descriptor)
        close(writeEnd)
    }
}

/// Written once before the handlers are installed; read only inside them.
nonisolated(unsafe) private var signalPipeWriteEnd: Int32 = -1
