import Dispatch
import Foundation
import Glibc

/// A small HTTP/1.1 server over POSIX sockets: one thread accepts, one thread serves each connection
/// (keep-alive, pipelining, `Expect: 100-continue`). The handler runs on the connection's thread.
/// Public for the benchmark's replaying server (`signoff-bench replay-server`).
public final class HTTPServer: Sendable {
    public struct Options: Sendable {
        public var host = "127.0.0.1"
        public var port = 0
        public var maximumConnections = 256
        public var idleTimeoutSeconds = 120
        public var maximumBodyBytes = 1024 * 1024

        public init() {}
    }

    public typealias Handler = @Sendable (HTTPRequest) -> HTTPResponse
    /// Builds the answer to a request that could not be parsed (status, reason).
    public typealias FailureResponder = @Sendable (Int, String) -> HTTPResponse

    public struct StartError: Error, CustomStringConvertible {
        public let description: String
    }

    private struct State {
        var listener: Int32 = -1
        var port = 0
        var started = false
        var stopped = false
        var connections: Set<Int32> = []
    }

    private let options: Options
    private let handler: Handler
    private let failureResponder: FailureResponder
    private let state = Locked(State())
    private let acceptLoopEnded = DispatchSemaphore(value: 0)

    public init(options: Options, handler: @escaping Handler, failureResponder: @escaping FailureResponder) {
        self.options = options
        self.handler = handler
        self.failureResponder = failureResponder
    }

    /// The bound port (after `start`).
    public var port: Int { state.withLock { $0.port } }

    // MARK: Start and stop

    public func start() throws {
        let alreadyStarted = state.withLock { s -> Bool in
            defer { s.started = true }
            return s.started
        }
        guard !alreadyStarted else { throw StartError(description: "the server was already started") }
        let (listener, port) = try Self.listen(host: options.host, port: options.port)
        state.withLock {
            $0.listener = listener
            $0.port = port
        }
        let thread = Thread { [self] in acceptLoop(listener) }
        thread.name = "signoff-ais accept"
        thread.start()
    }

    /// Closes the listener and every open connection. Idempotent.
    public func stop() {
        let (listener, wasRunning) = state.withLock { s -> (Int32, Bool) in
            let running = s.started && !s.stopped && s.listener >= 0
            s.stopped = true
            for fd in s.connections { shutdown(fd, Int32(SHUT_RDWR)) }
            return (s.listener, running)
        }
        guard wasRunning else { return }
        shutdown(listener, Int32(SHUT_RDWR))
        _ = acceptLoopEnded.wait(timeout: .now() + 5)
    }

    private static func listen(host: String, port: Int) throws -> (Int32, Int) {
        guard (0...65535).contains(port) else { throw StartError(description: "port \(port) is out of range") }
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV
        var list: UnsafeMutablePointer<addrinfo>?
        let rc = getaddrinfo(host, String(port), &hints, &list)
        guard rc == 0, let first = list else {
            throw StartError(description: "cannot resolve host \(host): \(String(cString: gai_strerror(rc)))")
        }
        defer { freeaddrinfo(list) }
        let fd = socket(first.pointee.ai_family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw StartError(description: "cannot create a socket: \(String(cString: strerror(errno)))") }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        guard bind(fd, first.pointee.ai_addr, first.pointee.ai_addrlen) == 0 else {
            let message = String(cString: strerror(errno))
            close(fd)
            throw StartError(description: "cannot bind \(host):\(port): \(message)")
        }
        guard Glibc.listen(fd, 128) == 0 else {
            let message = String(cString: strerror(errno))
            close(fd)
            throw StartError(description: "cannot listen on \(host):\(port): \(message)")
        }
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        _ = withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        return (fd, Self.port(of: storage))
    }

    // MARK: Accepting

    private func acceptLoop(_ listener: Int32) {
        defer {
            close(listener)
            acceptLoopEnded.signal()
        }
        while true {
            var storage = sockaddr_storage()
            var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
            let fd = withUnsafeMutablePointer(to: &storage) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    accept(listener, $0, &length)
                }
            }
            if fd >= 0 { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
            if state.withLock({ $0.stopped }) {
                if fd >= 0 { close(fd) }
                return
            }
            guard fd >= 0 else {
                if errno == EINTR || errno == ECONNABORTED { continue }
                // Out of descriptors or memory: give the system a moment rather than spin.
                usleep(10_000)
                continue
            }
            let loopback = Self.isLoopback(storage)
            let admitted = state.withLock { s -> Bool in
                guard !s.stopped, s.connections.count < options.maximumConnections else { return false }
                s.connections.insert(fd)
                return true
            }
            guard admitted else {
                var busy = failureResponder(503, "too many connections")
                busy.closesConnection = true
                Self.send(busy.serialized(keepAlive: false), on: fd)
                close(fd)
                continue
            }
            configure(fd)
            let thread = Thread { [self] in serve(fd, peerIsLoopback: loopback) }
            thread.name = "signoff-ais connection"
            thread.start()
        }
    }

    private func configure(_ fd: Int32) {
        var yes: Int32 = 1
        setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &yes, socklen_t(MemoryLayout<Int32>.size))
        var timeout = timeval(tv_sec: options.idleTimeoutSeconds, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }

    // MARK: Serving one connection

    private func serve(_ fd: Int32, peerIsLoopback: Bool) {
        defer {
            state.withLock { s in
                s.connections.remove(fd)
                close(fd)
            }
        }
        var parser = HTTPRequestParser(maximumBodyBytes: options.maximumBodyBytes)
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            switch parser.next(peerIsLoopback: peerIsLoopback) {
            case .request(let request):
                let started = DispatchTime.now().uptimeNanoseconds
                var response = handler(request)
                // The server's own time for this answer (RFC: Server-Timing), so clients can tell it from theirs.
                let micros = (DispatchTime.now().uptimeNanoseconds - started) / 1000
                response.headers.append(("Server-Timing", "app;dur=\(micros / 1000).\(String(format: "%03d", micros % 1000))"))
                let keepAlive = request.wantsKeepAlive && !response.closesConnection
                switch response.delivery {
                case .complete:
                    guard Self.send(response.serialized(keepAlive: keepAlive), on: fd), keepAlive else { return }
                case .dropMidway:
                    let bytes = response.serialized(keepAlive: keepAlive)
                    Self.send(Array(bytes.prefix(max(1, bytes.count / 2))), on: fd)
                    Self.resetOnClose(fd)
                    return
                case .dropBeforeAnswer:
                    Self.resetOnClose(fd)
                    return
                }
            case .failure(let status, let reason):
                Self.send(failureResponder(status, reason).serialized(keepAlive: false), on: fd)
                return
            case .needMore(let expectsContinue):
                if expectsContinue {
                    guard Self.send(Array("HTTP/1.1 100 Continue\r\n\r\n".utf8), on: fd) else { return }
                    parser.markContinueSent()
                }
                let received = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
                if received < 0, errno == EINTR { continue }
                guard received > 0 else { return }
                chunk.withUnsafeBytes { parser.append(UnsafeRawBufferPointer(rebasing: $0[..<received])) }
            }
        }
    }

    /// Makes the coming `close` reset the connection (RST), as a network failure does, rather than end
    /// it politely (FIN): clients then fail at once instead of waiting for an answer.
    private static func resetOnClose(_ fd: Int32) {
        var linger = Glibc.linger(l_onoff: 1, l_linger: 0)
        setsockopt(fd, SOL_SOCKET, SO_LINGER, &linger, socklen_t(MemoryLayout<Glibc.linger>.size))
    }

    @discardableResult
    private static func send(_ bytes: [UInt8], on fd: Int32) -> Bool {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let n = Glibc.send(fd, buffer.baseAddress! + offset, buffer.count - offset, Int32(MSG_NOSIGNAL))
                if n < 0, errno == EINTR { continue }
                guard n > 0 else { return false }
                offset += n
            }
            return true
        }
    }

    // MARK: Addresses

    private static func port(of storage: sockaddr_storage) -> Int {
        var storage = storage
        return withUnsafePointer(to: &storage) { pointer in
            switch Int32(pointer.pointee.ss_family) {
            case AF_INET:
                return pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { Int(UInt16(bigEndian: $0.pointee.sin_port)) }
            case AF_INET6:
                return pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { Int(UInt16(bigEndian: $0.pointee.sin6_port)) }
            default:
                return 0
            }
        }
    }

    static func isLoopback(_ storage: sockaddr_storage) -> Bool {
        var storage = storage
        return withUnsafePointer(to: &storage) { pointer in
            switch Int32(pointer.pointee.ss_family) {
            case AF_INET:
                return pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) {
                    UInt32(bigEndian: $0.pointee.sin_addr.s_addr) >> 24 == 127
                }
            case AF_INET6:
                return pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { address in
                    let b = withUnsafeBytes(of: address.pointee.sin6_addr) { Array($0) }
                    let isV6Loopback = b[0..<15].allSatisfy { $0 == 0 } && b[15] == 1
                    let isMappedV4Loopback = b[0..<10].allSatisfy { $0 == 0 } && b[10] == 0xFF && b[11] == 0xFF && b[12] == 127
                    return isV6Loopback || isMappedV4Loopback
                }
            default:
                return false
            }
        }
    }
}
