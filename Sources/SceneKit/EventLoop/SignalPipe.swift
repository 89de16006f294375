import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Turns SIGINT, SIGTERM and SIGHUP into bytes on a pipe that the event loop polls, so that the
/// terminal is restored and the store closed on the UI thread, never inside a signal handler.
///
/// SIGTSTP (Ctrl-Z) comes through the pipe too, so the UI thread stops the process between frames. The
/// pipe must be made **before** the terminal: ncurses takes SIGTSTP for itself when it finds it at its
/// default, and then turns it to "ignore" for the length of every screen update, so a Ctrl-Z typed while
/// a frame was drawn was lost (strace showed two `rt_sigaction(SIGTSTP)` per frame). Found handled, ncurses
/// leaves SIGTSTP alone for good.
///
/// SIGWINCH goes to the pipe too (`wakeOnResize`, once the terminal exists), after the handler that was
/// there before (ncurses', which only sets a flag that its next read turns into a resize key). Without the
/// byte, a resize could go unseen until the next key: the signal may land on another thread, or while the
/// UI thread is drawing rather than waiting in poll(2), and then no poll is interrupted. A storm of resizes
/// ending in such a gap left the screen drawn at a size it no longer had.
public final class SignalPipe: Sendable {
    public static let handledSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGTSTP]
    /// Signals that only wake the loop (it reads keys then); they never stop it.
    public static let wakingSignals: [Int32] = [SIGWINCH]

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
        for signal in Self.handledSignals { Self.writeToPipe(on: signal) }
    }

    /// SIGWINCH to the pipe too, after the handler found now (the terminal's, made after the pipe).
    public func wakeOnResize() {
        var previous = sigaction()
        sigaction(SIGWINCH, nil, &previous)
        previousResizeHandler = Self.callable(previous)
        for signal in Self.wakingSignals { Self.writeToPipe(on: signal) }
    }

    private static func writeToPipe(on signal: Int32) {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { number in
            if number == SIGWINCH { previousResizeHandler?(number) }
            var byte = UInt8(truncatingIfNeeded: number)
            _ = write(signalPipeWriteEnd, &byte, 1)
        }
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(signal, &action, nil)
    }

    /// The handler an action names, when it is a function (not the default, not ignore, not one that
    /// wants siginfo, which ncurses' is not).
    private static func callable(_ action: sigaction) -> (@convention(c) (Int32) -> Void)? {
        guard action.sa_flags & SA_SIGINFO == 0, let handler = action.__sigaction_handler.sa_handler else { return nil }
        let address = unsafeBitCast(handler, to: Int.self)
        guard address != unsafeBitCast(SIG_DFL, to: Int.self), address != unsafeBitCast(SIG_IGN, to: Int.self) else { return nil }
        return handler
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
        for signal in Self.handledSignals + Self.wakingSignals { Glibc.signal(signal, SIG_DFL) }
    }

    deinit {
        close(descriptor)
        close(writeEnd)
    }
}

/// Written once before the handlers are installed; read only inside them.
nonisolated(unsafe) private var signalPipeWriteEnd: Int32 = -1
/// The SIGWINCH handler found when the pipe was made (ncurses'), called first by ours.
nonisolated(unsafe) private var previousResizeHandler: (@convention(c) (Int32) -> Void)?
