import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A minimal HTTP/1.1 client over one keep-alive connection to 127.0.0.1, so that timings measure
/// the server and not a client library.
final class LoopbackHTTPClient {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    private let fd: Int32
    private let port: Int
    private var buffer: [UInt8] = []

    init(port: Int) throws {
        self.port = port
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw Failure(description: "socket: \(String(cString: strerror(errno)))") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let rc = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard rc == 0 else {
            close(fd)
            throw Failure(description: "connect: \(String(cString: strerror(errno)))")
        }
        var yes: Int32 = 1
        setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &yes, socklen_t(MemoryLayout<Int32>.size))
    }

    deinit { close(fd) }

    /// POSTs JSON and answers the status and body.
    func post(_ path: String, json: String) throws -> (status: Int, body: [UInt8]) {
        let answer = try send("POST", path, headers: [("Content-Type", "application/json")], body: Array(json.utf8))
        return (answer.status, answer.body)
    }

    /// Sends a request (`target` is its path and query as they go on the wire) and answers the status, the
    /// headers (names in lower case) and the body.
    func send(_ method: String, _ target: String, headers: [(String, String)], body: [UInt8]) throws
        -> (status: Int, headers: [(String, String)], body: [UInt8]) {
        var head = "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        head += "Content-Length: \(body.count)\r\n\r\n"
        try send(Array(head.utf8) + body)
        return try readResponse()
    }

    private func send(_ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard n > 0 else { throw Failure(description: "send failed") }
            offset += n
        }
    }

    private func readResponse() throws -> (status: Int, headers: [(String, String)], body: [UInt8]) {
        var headEnd: Int?
        while headEnd == nil {
            headEnd = buffer.firstRange(of: [13, 10, 13, 10])?.lowerBound
            if headEnd == nil { try fill() }
        }
        let head = String(decoding: buffer[..<headEnd!], as: UTF8.self)
        buffer.removeFirst(headEnd! + 4)
        let lines = head.components(separatedBy: "\r\n")
        guard let status = lines.first?.split(separator: " ").dropFirst().first.flatMap({ Int($0) }) else {
            throw Failure(description: "bad status line")
        }
        let headers = lines.dropFirst().compactMap { line -> (String, String)? in
            let parts = line.split(separator: ":", maxSplits: 1)
            return parts.count == 2 ? (parts[0].lowercased(), parts[1].trimmingCharacters(in: .whitespaces)) : nil
        }
        let length = headers.first { $0.0 == "content-length" }.flatMap { Int($0.1) } ?? 0
        while buffer.count < length { try fill() }
        let body = Array(buffer[..<length])
        buffer.removeFirst(length)
        return (status, headers, body)
    }

    private func fill() throws {
        var chunk = [UInt8](repeating: 0, count: 256 * 1024)
        let n = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
        guard n > 0 else { throw Failure(description: "connection closed") }
        buffer.append(contentsOf: chunk[..<n])
    }
}
