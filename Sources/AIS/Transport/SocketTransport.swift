import Foundation

/// HTTP/1.1 over plain sockets, for `http://` servers. URLSession on Linux (libcurl) does not report a
/// connection closed or reset before the answer until its request timeout (30 s for one lost approval),
/// so this transport reads the socket itself: end of stream or a reset before the answer is complete is
/// `unreachable("connection dropped")` at once, and the decision layer settles the order from F4209.
/// It never sends a request twice: a request goes on a fresh connection only when the idle one was seen
/// closed before a byte was written.
public final class SocketTransport: HTTPTransport {
    private let pool: ConnectionPool
    private let timeout: TimeInterval
    private let inFlight: RequestsInFlight

    /// `timeout` bounds every request (with the request's own, whichever is shorter) between two bytes of
    /// progress, and four times that in all. `inFlight` is where requests are registered so that
    /// quitting can cancel them.
    /// `maximumIdleAge`: how long an idle connection is kept (see `ConnectionPool`).
    public init(timeout: TimeInterval = 30, maxIdleConnectionsPerHost: Int = 6, maximumIdleAge: TimeInterval = 4,
                inFlight: RequestsInFlight = .shared) {
        self.pool = ConnectionPool(maximumPerHost: maxIdleConnectionsPerHost, maximumAge: maximumIdleAge)
        self.timeout = timeout
        self.inFlight = inFlight
    }

    /// Idle connections kept for `url`'s host (for tests).
    func idleConnections(to url: URL) -> Int {
        HTTPRequest(url: url).destination.map { pool.count($0.key) } ?? 0
    }

    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        guard let destination = request.destination else {
            throw AISError.unreachable("only http:// addresses go over plain sockets")
        }
        let pending = PendingRequest()
        guard inFlight.begin(pending) else { throw AISError.unreachable("Signoff is closing its connections") }
        defer { inFlight.end(pending) }
        do {
            return try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<HTTPResponse, Error>) in
                    // Blocking work (name lookup, waits in poll) runs on a thread of its own, never on Swift's
                    // cooperative pool nor on a concurrent dispatch queue: those are not overcommitting, so on
                    // two cores two blocked exchanges held every other back (seen as 20 s waits in the full
                    // test suite, and it would have cut a preload's four parallel reads to two).
                    let thread = Thread { [self] in
                        continuation.resume(with: Result { try exchange(request, destination, pending) })
                    }
                    thread.name = "signoff.http"
                    thread.start()
                }
            } onCancel: {
                pending.cancel()
            }
        } catch _ where Task.isCancelled {
            throw CancellationError()
        }
    }

    /// One request and its answer, on a pooled connection or a new one. Blocks its thread.
    private func exchange(_ request: HTTPRequest, _ destination: HTTPRequest.Destination, _ pending: PendingRequest) throws -> HTTPResponse {
        let bytes = try request.wireBytes(to: destination)
        var deadline = IODeadline(idle: min(request.timeout, timeout)) { pending.isCancelled }
        let connection: HTTPConnection
        do {
            connection = try pool.take(destination.key) ?? HTTPConnection.open(host: destination.host, port: destination.port, deadline: &deadline)
        } catch {
            throw pending.isCancelled ? HTTPConnection.cancelled : error
        }
        pending.attach { connection.abort() }
        var reusable = false
        defer {
            // Only after detach can no cancellation reach the connection: then it may serve someone else.
            pending.detach()
            if reusable, !pending.isCancelled { pool.put(connection, destination.key) } else { connection.close() }
        }
        do {
            try connection.write(bytes, deadline: &deadline)
            var reader = HTTPResponseReader { buffer in try connection.read(into: &buffer, deadline: &deadline) }
            let answer = try reader.read(method: request.method)
            reusable = answer.reusable
            return answer.response
        } catch {
            // A shutdown by the cancellation looks like a dropped connection: say what it was.
            throw pending.isCancelled ? HTTPConnection.cancelled : error
        }
    }
}
