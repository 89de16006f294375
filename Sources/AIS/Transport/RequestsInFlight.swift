import Foundation

/// The requests `CurlTransport`s have in flight, so that quitting can close the network: refuse new
/// requests, cancel those in flight, and wait until each has ended and let go of its buffers. Without
/// it, a process quitting in the middle of a preload exits with transfers half-way, their buffers held
/// until the process is gone.
public final class RequestsInFlight: @unchecked Sendable {
    /// The process's: every transport uses it unless given another.
    public static let shared = RequestsInFlight()

    private let condition = NSCondition()
    private var pending: [ObjectIdentifier: PendingRequest] = [:]
    private var closed = false

    public init() {}

    /// How many requests are in flight.
    public var count: Int {
        condition.lock()
        defer { condition.unlock() }
        return pending.count
    }

    /// What closing found: the requests it cancelled, and how many of them had not ended in time.
    public struct Closing: Sendable, Equatable {
        public let cancelled: Int
        public let unfinished: Int
    }

    /// Refuses new requests, cancels those in flight, and waits at most `timeout` for them to end.
    @discardableResult
    public func close(waitingUpTo timeout: TimeInterval) -> Closing {
        condition.lock()
        closed = true
        let cancelling = Array(pending.values)
        condition.unlock()
        for request in cancelling { request.cancel() }
        let deadline = Date(timeIntervalSinceNow: timeout)
        condition.lock()
        defer { condition.unlock() }
        while !pending.isEmpty, condition.wait(until: deadline) {}
        return Closing(cancelled: cancelling.count, unfinished: pending.count)
    }

    /// Registers a request about to start; false once closed.
    func begin(_ request: PendingRequest) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        guard !closed else { return false }
        pending[ObjectIdentifier(request)] = request
        return true
    }

    /// A request has ended: its answer, or its error, is in its caller's hands.
    func end(_ request: PendingRequest) {
        condition.lock()
        pending[ObjectIdentifier(request)] = nil
        condition.broadcast()
        condition.unlock()
    }
}

/// A request in flight, cancelled from another thread, also when the cancellation came before it started.
/// A `CurlTransport` request attaches how to make its driver look at it at once.
final class PendingRequest: @unchecked Sendable {
    private let lock = NSLock()
    private var abort: (@Sendable () -> Void)?
    private var cancelled = false

    var isCancelled: Bool { lock.withLock { cancelled } }

    /// Sets how to stop the request at once; runs it now if already cancelled. `abort` must not block: it
    /// runs under the lock, so that once `detach` returns it can no longer run.
    func attach(_ abort: @escaping @Sendable () -> Void) {
        lock.withLock {
            self.abort = abort
            if cancelled { abort() }
        }
    }

    func detach() {
        lock.withLock { abort = nil }
    }

    func cancel() {
        lock.withLock {
            cancelled = true
            abort?()
        }
    }
}
