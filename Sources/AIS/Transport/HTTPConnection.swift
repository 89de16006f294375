import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One TCP connection, non-blocking, waited on with poll(): every wait has a deadline and can be cut
/// short. Failures are the `AISError`s URLSessionTransport gives for the same events, and a connection
/// closed or reset under a request is `unreachable("connection dropped")` at once, whatever the timeout.
final class HTTPConnection: @unchecked Sendable {
    /// Waits are sliced so that a cancellation that `shutdown` cannot wake (a connect in progress) is
    /// still seen within this many milliseconds.
    private static let slice = 100

    private let lock = NSLock()
    private var fd: Int32
    /// Where `read` receives: one per connection, used by the one request that holds it.
    private var scratch = [UInt8](repeating: 0, count: 64 * 1024)

    private init(fd: Int32) { self.fd = fd }

    deinit { close() }

    static let dropped = AISError.unreachable("connection dropped")
    static let cancelled = AISError.unreachable("cancelled")

    /// Connects to the first of `host`'s addresses that accepts.
    static func open(host: String, port: Int, deadline: inout IODeadline) throws -> HTTPConnection {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        hints.ai_flags = AI_NUMERICSERV
        var list: UnsafeMutablePointer<addrinfo>?
        // getaddrinfo blocks and cannot be cut short: it runs on the transport's own threads, never on the pool.
        guard getaddrinfo(host, String(port), &hints, &list) == 0, let first = list else { throw AISError.unreachable("unknown host") }
        defer { freeaddrinfo(list) }
        var failure = AISError.unreachable("unknown host")
        var next: UnsafeMutablePointer<addrinfo>? = first
        while let address = next {
            next = address.pointee.ai_next
            let fd = socket(address.pointee.ai_family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
            guard fd >= 0 else { failure = .unreachable(Self.describe(errno)); continue }
            let connection = HTTPConnection(fd: fd)
            do {
                try connection.connect(address.pointee.ai_addr, address.pointee.ai_addrlen, deadline: &deadline)
                var yes: Int32 = 1
                // Headers and body go out in one write; no reason to hold a small request back.
                setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &yes, socklen_t(MemoryLayout<Int32>.size))
                return connection
            } catch let error as AISError {
                connection.close()
                // A timeout or cancellation ends the attempt; a refusal tries the host's next address.
                if error == .timeout || error == cancelled { throw error }
                failure = error
            }
        }
        throw failure
    }

    private func connect(_ address: UnsafeMutablePointer<sockaddr>?, _ length: socklen_t, deadline: inout IODeadline) throws {
        if Glibc.connect(fd, address, length) == 0 { return }
        guard errno == EINPROGRESS || errno == EINTR else { throw Self.connectFailure(errno) }
        try wait(for: Int16(POLLOUT), deadline: &deadline)
        var error: Int32 = 0
        var size = socklen_t(MemoryLayout<Int32>.size)
        getsockopt(fd, SOL_SOCKET, SO_ERROR, &error, &size)
        if error != 0 { throw Self.connectFailure(error) }
    }

    /// Writes all of `bytes`. A peer that closed or reset fails it at once.
    func write(_ bytes: [UInt8], deadline: inout IODeadline) throws {
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if n > 0 {
                offset += n
                deadline.progressed()
                continue
            }
            switch errno {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK: try wait(for: Int16(POLLOUT), deadline: &deadline)
            default: throw Self.dropped  // EPIPE, ECONNRESET, and a shutdown by `abort`
            }
        }
    }

    /// Appends what has arrived to `buffer`, waiting for at least one byte; 0 at end of stream.
    func read(into buffer: inout [UInt8], deadline: inout IODeadline) throws -> Int {
        while true {
            let n = scratch.withUnsafeMutableBytes { [fd] in recv(fd, $0.baseAddress, $0.count, 0) }
            if n >= 0 {
                buffer.append(contentsOf: scratch[..<n])
                if n > 0 { deadline.progressed() }
                return n
            }
            switch errno {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK: try wait(for: Int16(POLLIN), deadline: &deadline)
            default: throw Self.dropped  // ECONNRESET, ETIMEDOUT from keep-alive probes, …
            }
        }
    }

    /// Whether an idle connection can carry a request: nothing to read, no end of stream, no error.
    /// A server that closed it while idle has sent its FIN (or RST) already, and it shows here, before a
    /// byte of the next request is written: so going to a fresh connection then sends nothing twice.
    var isReusable: Bool {
        var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, 0) == 0
    }

    /// Stops the connection's I/O from another thread: a wait in progress wakes with end of stream.
    /// Never closes the descriptor, whose number could be reused under the thread still using it.
    func abort() {
        lock.withLock { if fd >= 0 { _ = shutdown(fd, Int32(SHUT_RDWR)) } }
    }

    func close() {
        lock.withLock {
            if fd >= 0 { Glibc.close(fd) }
            fd = -1
        }
    }

    /// Waits until `events` are ready, in slices, so that a cancellation is seen even when nothing wakes poll.
    private func wait(for events: Int16, deadline: inout IODeadline) throws {
        while true {
            if deadline.isCancelled() { throw Self.cancelled }
            let left = deadline.millisecondsLeft
            guard left > 0 else { throw AISError.timeout }
            var entry = pollfd(fd: fd, events: events, revents: 0)
            let ready = poll(&entry, 1, Int32(min(left, Self.slice)))
            if ready > 0 { return }  // ready, or hung up / in error: the next call says which
            if ready < 0, errno != EINTR { throw AISError.unreachable(Self.describe(errno)) }
        }
    }

    private static func connectFailure(_ code: Int32) -> AISError {
        switch code {
        case ECONNREFUSED: return .unreachable("connection refused")
        case ENETUNREACH, ENETDOWN: return .unreachable("no network")
        case ETIMEDOUT: return .timeout
        default: return .unreachable(describe(code))
        }
    }

    private static func describe(_ code: Int32) -> String { String(cString: strerror(code)) }
}
