import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A raw TCP connection to the simulator, for what a well-behaved HTTP client never sends: malformed
/// requests, pipelined requests, oversized bodies.
final class RawHTTPConnection {
    private let fd: Int32
    private var buffer: [UInt8] = []

    init(port: Int) throws {
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let rc = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard rc == 0 else { close(fd); throw HarnessError("connect failed") }
        var timeout = timeval(tv_sec: 20, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }

    deinit { close(fd) }

    func send(_ text: String) { send(Array(text.utf8)) }

    func send(_ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard n > 0 else { return }
            offset += n
        }
    }

    /// The next response's status, headers (lower-case names) and body; nil when the server closed first.
    func readResponse() -> (status: Int, headers: [String: String], body: String)? {
        readResponseBytes().map { ($0.status, $0.headers, String(decoding: $0.body, as: UTF8.self)) }
    }

    /// The same, with the body's bytes as they came (a compressed body stays compressed).
    func readResponseBytes() -> (status: Int, headers: [String: String], body: [UInt8])? {
        var headEnd: Int?
        while true {
            headEnd = buffer.firstRange(of: [13, 10, 13, 10])?.lowerBound
            if headEnd != nil || !fill() { break }
        }
        guard let end = headEnd else { return nil }
        let head = String(decoding: buffer[..<end], as: UTF8.self)
        buffer.removeFirst(end + 4)
        var lines = head.components(separatedBy: "\r\n")
        let status = Int(lines.removeFirst().split(separator: " ")[1]) ?? 0
        var headers: [String: String] = [:]
        for line in lines {
            let parts = line.split(separator: ":", maxSplits: 1)
            if parts.count == 2 { headers[parts[0].lowercased()] = parts[1].trimmingCharacters(in: .whitespaces) }
        }
        let length = Int(headers["content-length"] ?? "0") ?? 0
        while buffer.count < length, fill() {}
        let body = Array(buffer.prefix(length))
        buffer.removeFirst(min(length, buffer.count))
        return (status, headers, body)
    }

    /// True when the server closed the connection (reads end of stream before anything else arrives).
    func isClosedByServer() -> Bool {
        buffer.isEmpty && !fill()
    }

    /// How the server ended the connection, read before any byte of an answer: `ECONNRESET` for a reset
    /// (RST), 0 for a polite close (FIN), nil when bytes of an answer arrived instead.
    func closingError() -> Int32? {
        guard buffer.isEmpty else { return nil }
        var byte: UInt8 = 0
        while true {
            let n = recv(fd, &byte, 1, 0)
            if n > 0 { buffer.append(byte); return nil }
            if n == 0 { return 0 }
            if errno != EINTR { return errno }
        }
    }

    private func fill() -> Bool {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        let n = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
        guard n > 0 else { return false }
        buffer.append(contentsOf: chunk[..<n])
        return true
    }
}
