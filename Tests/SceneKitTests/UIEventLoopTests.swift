import Dispatch
import Foundation
import SceneKit
import Terminal
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// A key source that answers a resize key when asked (what ncurses does after its SIGWINCH handler
/// ran) and is readable only once `giveUp` wrote to it, when it answers "t" instead.
@MainActor
final class ResizeOnlyKeySource: KeySource {
    private let fds: [Int32]
    var reads = 0

    init() {
        var fds: [Int32] = [0, 0]
        _ = pipe(&fds)
        self.fds = fds
    }

    var inputDescriptor: Int32 { fds[0] }

    /// Makes the source readable: the loop reads keys even though no signal woke it.
    nonisolated func giveUp(writingTo descriptor: Int32) {
        var byte: UInt8 = 0x74
        _ = write(descriptor, &byte, 1)
    }

    var writeDescriptor: Int32 { fds[1] }

    func readKeys() -> [Key] {
        reads += 1
        var byte: UInt8 = 0
        let flags = fcntl(fds[0], F_GETFL)
        _ = fcntl(fds[0], F_SETFL, flags | O_NONBLOCK)
        return read(fds[0], &byte, 1) == 1 ? [.character("t")] : [.resize]
    }

    deinit {
        close(fds[0])
        close(fds[1])
    }
}

nonisolated(unsafe) private var earlierHandlerRan = false

@Suite(.serialized) @MainActor struct UIEventLoopTests {
    @Test func aResizeSignalOnAnotherThreadWakesTheLoopAndRunsTheEarlierHandler() throws {
        // Given: a handler installed before the pipe (as ncurses installs its own), the UI thread
        // blocking SIGWINCH so that only another thread can take it, and a loop that sleeps in poll
        let earlier = install(SIGWINCH, handler: { _ in earlierHandlerRan = true })
        var blocked = sigset_t(), before = sigset_t()
        sigemptyset(&blocked)
        sigaddset(&blocked, SIGWINCH)
        pthread_sigmask(SIG_BLOCK, &blocked, &before)
        let signals = try SignalPipe()
        signals.wakeOnResize()
        defer {
            signals.restoreDefaults()
            var restored = earlier
            sigaction(SIGWINCH, &restored, nil)
            pthread_sigmask(SIG_SETMASK, &before, nil)
        }
        let keys = ResizeOnlyKeySource()
        let sut = UIEventLoop(keys: keys, signals: signals)
        var events: [String] = []
        // When: SIGWINCH arrives from another thread; if nothing wakes the loop within 10 s, the key
        // source becomes readable and the loop reads "t"
        let giveUp = keys.writeDescriptor
        let finished = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            kill(getpid(), SIGWINCH)
            if finished.wait(timeout: .now() + 10) == .timedOut { keys.giveUp(writingTo: giveUp) }
        }
        sut.run { event in
            if case .keys(let batch) = event { events.append("keys \(batch)") }
            if case .signal(let number) = event { events.append("signal \(number)") }
            sut.stop()
        }
        finished.signal()
        // Then
        #expect(events == ["keys [Resize]"], "the loop slept through the resize")
        #expect(keys.reads == 1)
        #expect(earlierHandlerRan)
    }

    /// Installs `handler` for `signal`; answers the action that was there.
    private func install(_ signal: Int32, handler: @convention(c) (Int32) -> Void) -> Glibc.sigaction {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = handler
        sigemptyset(&action.sa_mask)
        var previous = sigaction()
        sigaction(signal, &action, &previous)
        return previous
    }
}
