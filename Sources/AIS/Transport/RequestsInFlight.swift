import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The requests `URLSessionTransport`s have in flight, so that quitting can close the network: refuse new
/// requests, cancel those in flight, and wait until each has ended and let go of its buffers. Without
/// it, a process quitting in the middle of a preload exits with transfers half-way, their buffers held
/// by URLSession until the process is gone.
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

/// A request in flight, cancelled from another queue (see `URLSessionTransport.exchange`), also when the
/// cancellation came before it started. A `SocketTransport` request attaches how to stop its socket instead.
final class PendingRequest: @unchecked Sendable {
    private let lock = NSLock()
    private var task: URLSessionDataTask?
    private var abort: (@Sendable () -> Void)?
    private var cancelled = false

    var isCancelled: Bool { lock.withLock { cancelled } }

    func start(_ task: URLSessionDataTask) {
        lock.lock()
        self.task = task
        let cancelled = self.cancelled
        lock.unlock()
        task.resume()
        if cancelled { Self.cancelElsewhere(task) }
    }

    /// Sets how to stop the request's I/O at once (a socket's shutdown); runs it now if already cancelled.
    /// `abort` must not block: it runs under the lock, so that once `detach` returns it can no longer run
    /// (a pooled connection then serves another request, which this cancellation must not touch).
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
        lock.lock()
        cancelled = true
        let task = self.task
        abort?()
        lock.unlock()
        if let task { Self.cancelElsewhere(task) }
    }

    private static func cancelElsewhere(_ task: URLSessionDataTask) {
        DispatchQueue.global().async { task.cancel() }
    }
}
