import CMainQueue
import Dispatch
import Foundation
import Terminal
#if canImport(Glibc)
import Glibc
#endif

/// Where keys come from: the ncurses terminal, or a script in tests.
@MainActor
public protocol KeySource: AnyObject {
    /// A descriptor that becomes readable when input is pending.
    var inputDescriptor: Int32 { get }
    /// Every key pending now, without blocking.
    func readKeys() -> [Key]
}

/// The one UI thread's loop. It sleeps in poll(2) on the terminal, the main dispatch queue's wake-up
/// descriptor and the signal pipe, so an idle Signoff uses no CPU. Work from other threads reaches the
/// UI by `DispatchQueue.main` or `@MainActor` (both land in the main queue, drained here).
@MainActor
public final class UIEventLoop {
    public enum Event {
        case keys([Key])
        case signal(Int32)
    }

    private let keys: KeySource
    private let signals: SignalPipe?
    private let mainQueueDescriptor = signoff_main_queue_descriptor()
    private var running = false
    /// Called after every batch of work, so the app draws once per wake-up, not once per event.
    public var afterEachTurn: (() -> Void)?

    public init(keys: KeySource, signals: SignalPipe?) {
        self.keys = keys
        self.signals = signals
    }

    /// Runs until `stop()`; `handle` gets keys and signals in arrival order.
    public func run(_ handle: (Event) -> Void) {
        running = true
        afterEachTurn?()
        while running {
            var fds = [
                pollfd(fd: keys.inputDescriptor, events: Int16(POLLIN), revents: 0),
                pollfd(fd: mainQueueDescriptor, events: Int16(POLLIN), revents: 0),
                pollfd(fd: signals?.descriptor ?? -1, events: Int16(POLLIN), revents: 0),
            ]
            let ready = poll(&fds, nfds_t(fds.count), -1)
            if ready < 0 {
                if errno == EINTR {
                    // A signal such as SIGWINCH: ncurses queued a resize key; read it now.
                    deliverKeys(handle)
                    afterEachTurn?()
                    continue
                }
                break
            }
            if fds[2].revents != 0, let signals {
                var resized = false
                for number in signals.drain() where running {
                    if SignalPipe.wakingSignals.contains(number) { resized = true } else { handle(.signal(number)) }
                }
                // ncurses turns the resize into a key on its next read.
                if resized && running { deliverKeys(handle) }
            }
            if fds[1].revents != 0 { drainMainQueue() }
            if fds[0].revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 { deliverKeys(handle) }
            if fds[0].revents & Int16(POLLHUP | POLLNVAL) != 0 {
                // The terminal went away (SSH dropped): behave as on SIGHUP.
                handle(.signal(SIGHUP))
            }
            afterEachTurn?()
        }
    }

    public func stop() { running = false }

    private func deliverKeys(_ handle: (Event) -> Void) {
        let batch = keys.readKeys()
        if !batch.isEmpty, running { handle(.keys(batch)) }
    }

    private func drainMainQueue() {
        var counter: UInt64 = 0
        _ = read(mainQueueDescriptor, &counter, MemoryLayout<UInt64>.size)
        signoff_drain_main_queue()
    }

    /// Runs the main queue's pending work once without waiting (tests and shutdown).
    public static func drainPendingMainQueueWork() {
        var fds = [pollfd(fd: signoff_main_queue_descriptor(), events: Int16(POLLIN), revents: 0)]
        while poll(&fds, 1, 0) > 0 {
            var counter: UInt64 = 0
            _ = read(fds[0].fd, &counter, MemoryLayout<UInt64>.size)
            signoff_drain_main_queue()
        }
    }
}
