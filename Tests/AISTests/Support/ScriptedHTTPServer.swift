import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A loopback HTTP/1.1 server that misbehaves on purpose, to see what a transport does when an answer is
/// lost: each request it reads gets the next step of its script (requests are numbered across
/// connections, in the order they arrive). It counts the requests it read in full, so a test can tell
/// whether a client sent a request again by itself: for a decision, that would be a second decision.
/// It stops by itself after `lifetime` (a test that forgets it leaves no thread behind for long).
final class ScriptedHTTPServer: @unchecked Sendable {
    enum Step: Sendable {
        /// 200 with `body`, framed by Content-Length or chunked; `close` says Connection: close and closes.
        case answer(String, chunked: Bool = false, close: Bool = false)
        /// Answers 200 as keep-alive, then closes the connection as an idle keep-alive timeout does.
        case answerThenCloseIdle(String)
        /// Reads the request and closes politely (FIN) without a byte of answer.
        case closeWithoutAnswer
        /// Reads the request and resets the connection (RST: SO_LINGER {1, 0} then close).
        case resetWithoutAnswer
        /// Sends the head and half of a Content-Length body, then closes.
        case halfBodyThenClose
        /// Never answers; holds the connection until the client gives up or the server stops.
        case stall
        /// Sends these bytes as the answer, then closes.
        case raw([UInt8])
        /// 200 as keep-alive with these extra header lines ("Set-Cookie: a=1") and this body as it is.
        case answerWithHeaders([String], body: [UInt8])
    }

    private let lock = NSLock()
    private let script: [Step]
    private let afterScript: Step
    private let listener: Int32
    let port: Int
    private var stopped = false
    private var requests: [Int] = []  // the connection number of each request read in full
    private var requestHeads: [String] = []
    private var accepted = 0
    private var heads = 0
    private var closedByServer = 0

    init(script: [Step], afterScript: Step = .answer("{}"), lifetime: TimeInterval = 600) throws {
        self.script = script
        self.afterScript = afterScript
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw Failure("socket: \(String(cString: strerror(errno)))") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(fd, 16) == 0 else {
            close(fd)
            throw Failure("bind/listen: \(String(cString: strerror(errno)))")
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        listener = fd
        port = Int(UInt16(bigEndian: address.sin_port))
        let deadline = Date(timeIntervalSinceNow: lifetime)
        let thread = Thread { [self] in acceptLoop(until: deadline) }
        thread.start()
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    var baseURL: URL { URL(string: "http://127.0.0.1:\(port)/jderest")! }
    var url: URL { URL(string: "http://127.0.0.1:\(port)/jderest/v3/orchestrator/ORCH_ApprovePurchaseOrder")! }
    /// Requests read in full.
    var requestCount: Int { lock.withLock { requests.count } }
    /// The connection (numbered from 0) each request came on.
    var connectionOfEachRequest: [Int] { lock.withLock { requests } }
    var connectionsAccepted: Int { lock.withLock { accepted } }
    /// Request heads read, complete requests or not: a client that starts a request again shows here.
    var headsReceived: Int { lock.withLock { heads } }
    /// The head (request line and headers) of each request read in full, in the order they came.
    var headTexts: [String] { lock.withLock { requestHeads } }
    /// Connections the server has closed (or reset) itself.
    var connectionsClosed: Int { lock.withLock { closedByServer } }

    func stop() { lock.withLock { stopped = true } }

    private var isStopped: Bool { lock.withLock { stopped } }

    private func acceptLoop(until deadline: Date) {
        defer { close(listener) }
        // poll in short slices so that stop() and the lifetime end the loop without a wake-up call.
        while !isStopped, Date() < deadline {
            var entry = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
            guard poll(&entry, 1, 20) > 0 else { continue }
            let fd = accept(listener, nil, nil)
            guard fd >= 0 else { continue }
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            let number = lock.withLock { () -> Int in accepted += 1; return accepted - 1 }
            let thread = Thread { [self] in serve(fd, connection: number, until: deadline) }
            thread.start()
        }
        stop()
    }

    private func serve(_ fd: Int32, connection: Int, until deadline: Date) {
        var buffer: [UInt8] = []
        var closing = true
        defer {
            close(fd)
            if closing { lock.withLock { closedByServer += 1 } }
        }
        while true {
            guard let request = readRequest(fd, &buffer, until: deadline) else { closing = false; return }
            let head = request.firstRange(of: [13, 10, 13, 10]).map { String(decoding: request[..<$0.lowerBound], as: UTF8.self) } ?? ""
            let step = lock.withLock { () -> Step in
                requests.append(connection)
                requestHeads.append(head)
                return requests.count <= script.count ? script[requests.count - 1] : afterScript
            }
            switch step {
            case .answer(let body, let chunked, let close):
                send(fd, Self.answer(body, chunked: chunked, close: close))
                if close { return }
            case .answerThenCloseIdle(let body):
                send(fd, Self.answer(body, chunked: false, close: false))
                return
            case .closeWithoutAnswer:
                return
            case .resetWithoutAnswer:
                var linger = Glibc.linger(l_onoff: 1, l_linger: 0)
                setsockopt(fd, SOL_SOCKET, SO_LINGER, &linger, socklen_t(MemoryLayout<Glibc.linger>.size))
                return
            case .halfBodyThenClose:
                let body = String(repeating: "x", count: 2000)
                let bytes = Self.answer(body, chunked: false, close: false)
                send(fd, Array(bytes.prefix(bytes.count - 1000)))
                return
            case .raw(let bytes):
                send(fd, bytes)
                return
            case .answerWithHeaders(let lines, let body):
                let head = (["HTTP/1.1 200 OK", "Content-Type: application/json", "Content-Length: \(body.count)"] + lines)
                    .joined(separator: "\r\n") + "\r\n\r\n"
                send(fd, Array(head.utf8) + body)
            case .stall:
                while !isStopped, Date() < deadline {
                    var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                    if poll(&entry, 1, 20) > 0 { closing = false; return }  // the client gave up
                }
                return
            }
        }
    }

    /// One request's head and Content-Length body; nil when the client closed or the server stopped.
    private func readRequest(_ fd: Int32, _ buffer: inout [UInt8], until deadline: Date) -> [UInt8]? {
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        var counted = false
        while true {
            if let end = buffer.firstRange(of: [13, 10, 13, 10])?.upperBound {
                if !counted { lock.withLock { heads += 1 } }
                counted = true
                let head = String(decoding: buffer[..<end], as: UTF8.self).lowercased()
                let length = head.split(separator: "\r\n").compactMap { line -> Int? in
                    line.hasPrefix("content-length:") ? Int(line.dropFirst(15).trimmingCharacters(in: .whitespaces)) : nil
                }.first ?? 0
                if buffer.count >= end + length {
                    let request = Array(buffer[..<(end + length)])
                    buffer.removeFirst(end + length)
                    return request
                }
            }
            var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard !isStopped, Date() < deadline else { return nil }
            guard poll(&entry, 1, 20) > 0 else { continue }
            let n = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { return nil }
            buffer.append(contentsOf: chunk[..<n])
        }
    }

    private static func answer(_ body: String, chunked: Bool, close: Bool) -> [UInt8] {
        let bytes = Array(body.utf8)
        var head = "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n"
        head += close ? "Connection: close\r\n" : "Connection: keep-alive\r\n"
        if chunked {
            head += "Transfer-Encoding: chunked\r\n\r\n"
            // Two chunks (one with an extension) and a trailer, so a reader must really follow the framing.
            let half = bytes.count / 2
            var out = Array(head.utf8)
            out += Array((String(half, radix: 16) + ";ext=1\r\n").utf8) + bytes[..<half] + Array("\r\n".utf8)
            out += Array((String(bytes.count - half, radix: 16) + "\r\n").utf8) + bytes[half...] + Array("\r\n".utf8)
            out += Array("0\r\nX-Trailer: yes\r\n\r\n".utf8)
            return out
        }
        head += "Content-Length: \(bytes.count)\r\n\r\n"
        return Array(head.utf8) + bytes
    }

    private func send(_ fd: Int32, _ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { return }
            offset += n
        }
    }
}
