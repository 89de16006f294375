import Foundation

/// Reads HTTP/1.1 requests out of the bytes received on a connection. It is incremental: feed it what
/// arrived and ask for the next request until it needs more. Malformed or oversized input is a clean
/// failure with the status to answer, never a trap.
struct HTTPRequestParser {
    enum Outcome {
        /// Not enough bytes yet. `expectsContinue` is true once a complete head asked for `100 Continue`.
        case needMore(expectsContinue: Bool)
        case request(HTTPRequest)
        /// Answer `status` with `reason` and close the connection.
        case failure(status: Int, reason: String)
    }

    let maximumHeadBytes: Int
    let maximumBodyBytes: Int
    private(set) var buffer: [UInt8] = []
    private var pendingHead: Head?
    private var continueSent = false

    private struct Head {
        var method: String
        var target: String
        var version: String
        var headers: [String: String]
        var contentLength: Int
    }

    init(maximumHeadBytes: Int = 32 * 1024, maximumBodyBytes: Int = 1024 * 1024) {
        self.maximumHeadBytes = maximumHeadBytes
        self.maximumBodyBytes = maximumBodyBytes
    }

    mutating func append(_ bytes: UnsafeRawBufferPointer) { buffer.append(contentsOf: bytes) }
    mutating func append(_ bytes: [UInt8]) { buffer.append(contentsOf: bytes) }

    /// Whether bytes of a next request have arrived.
    var hasBufferedBytes: Bool { !buffer.isEmpty }

    mutating func markContinueSent() { continueSent = true }

    mutating func next(peerIsLoopback: Bool) -> Outcome {
        if pendingHead == nil {
            guard let end = headEnd() else {
                if buffer.count > maximumHeadBytes { return .failure(status: 431, reason: "request head too large") }
                return .needMore(expectsContinue: false)
            }
            guard end <= maximumHeadBytes else { return .failure(status: 431, reason: "request head too large") }
            let headBytes = buffer[..<end]
            buffer.removeFirst(end + 4)
            switch Self.parseHead(headBytes) {
            case .success(let head):
                if head.contentLength > maximumBodyBytes {
                    return .failure(status: 413, reason: "request body larger than \(maximumBodyBytes) bytes")
                }
                pendingHead = head
                continueSent = false
            case .failure(let failure):
                return .failure(status: failure.status, reason: failure.reason)
            }
        }
        guard let head = pendingHead else { return .needMore(expectsContinue: false) }
        guard buffer.count >= head.contentLength else {
            let expects = head.headers["expect"]?.lowercased() == "100-continue" && !continueSent
            return .needMore(expectsContinue: expects)
        }
        let body = Array(buffer[..<head.contentLength])
        buffer.removeFirst(head.contentLength)
        pendingHead = nil
        let (path, query) = Self.splitTarget(head.target)
        return .request(HTTPRequest(method: head.method, path: path, query: query, headers: head.headers,
                                    body: body, version: head.version, peerIsLoopback: peerIsLoopback))
    }

    // MARK: Head

    private struct HeadFailure: Error {
        let status: Int
        let reason: String
    }

    private func headEnd() -> Int? {
        guard buffer.count >= 4 else { return nil }
        var i = 0
        let last = buffer.count - 4
        while i <= last {
            if buffer[i] == 13, buffer[i + 1] == 10, buffer[i + 2] == 13, buffer[i + 3] == 10 { return i }
            i += 1
        }
        return nil
    }

    private static func parseHead(_ bytes: ArraySlice<UInt8>) -> Result<Head, HeadFailure> {
        // Header bytes must be visible ASCII, spaces and tabs: anything else is not HTTP.
        for b in bytes where b != 13 && b != 10 && b != 9 && (b < 0x20 || b > 0x7E) {
            return .failure(HeadFailure(status: 400, reason: "request head holds a byte that is not printable ASCII"))
        }
        let text = String(decoding: bytes, as: UTF8.self)
        var lines = text.components(separatedBy: "\r\n")
        guard !lines.isEmpty else { return .failure(HeadFailure(status: 400, reason: "empty request")) }
        let requestLine = lines.removeFirst().split(separator: " ", omittingEmptySubsequences: false)
        guard requestLine.count == 3 else {
            return .failure(HeadFailure(status: 400, reason: "malformed request line"))
        }
        let method = String(requestLine[0])
        // The absolute form (`POST http://host:port/jderest/… HTTP/1.1`), which a client sends to a proxy
        // and a server must accept (RFC 9112 §3.2.2), is read as its path and query.
        let target = Self.originForm(String(requestLine[1]))
        let version = String(requestLine[2])
        guard !method.isEmpty, method.allSatisfy({ $0.isUppercase && $0.isASCII }) else {
            return .failure(HeadFailure(status: 400, reason: "malformed method"))
        }
        guard target.hasPrefix("/") else { return .failure(HeadFailure(status: 400, reason: "malformed request target")) }
        guard version == "HTTP/1.1" || version == "HTTP/1.0" else {
            return .failure(HeadFailure(status: version.hasPrefix("HTTP/") ? 505 : 400, reason: "unsupported HTTP version"))
        }
        var headers: [String: String] = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else {
                return .failure(HeadFailure(status: 400, reason: "malformed header line"))
            }
            let name = line[..<colon]
            guard !name.isEmpty, !name.contains(" "), !name.contains("\t") else {
                return .failure(HeadFailure(status: 400, reason: "malformed header name"))
            }
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            let key = name.lowercased()
            if key == "content-length", let previous = headers[key], previous != value {
                return .failure(HeadFailure(status: 400, reason: "conflicting Content-Length headers"))
            }
            headers[key] = value
        }
        if version == "HTTP/1.1", headers["host"] == nil {
            return .failure(HeadFailure(status: 400, reason: "missing Host header"))
        }
        if let coding = headers["transfer-encoding"], coding.lowercased() != "identity" {
            return .failure(HeadFailure(status: 411, reason: "chunked request bodies are not supported; send Content-Length"))
        }
        var length = 0
        if let value = headers["content-length"] {
            guard !value.isEmpty, value.count <= 12, value.allSatisfy(\.isASCIIDigit), let n = Int(value) else {
                return .failure(HeadFailure(status: 400, reason: "malformed Content-Length"))
            }
            length = n
        }
        return .success(Head(method: method, target: target, version: version, headers: headers, contentLength: length))
    }

    /// `http://host:port/path?query` → `/path?query` (`/` when it names no path); any other target as it is.
    static func originForm(_ target: String) -> String {
        let lower = target.lowercased()
        guard let scheme = ["http://", "https://"].first(where: { lower.hasPrefix($0) }) else { return target }
        let rest = target.dropFirst(scheme.count)
        guard let slash = rest.firstIndex(where: { $0 == "/" || $0 == "?" }) else { return "/" }
        let tail = String(rest[slash...])
        return tail.hasPrefix("?") ? "/" + tail : tail
    }

    static func splitTarget(_ target: String) -> (path: String, query: [String: String]) {
        let parts = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        let path = percentDecoded(String(parts[0]))
        var query: [String: String] = [:]
        if parts.count == 2 {
            for pair in parts[1].split(separator: "&") {
                let kv = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                let name = percentDecoded(String(kv[0]), plusIsSpace: true)
                query[name] = kv.count == 2 ? percentDecoded(String(kv[1]), plusIsSpace: true) : ""
            }
        }
        return (path, query)
    }

    static func percentDecoded(_ text: String, plusIsSpace: Bool = false) -> String {
        var out: [UInt8] = []
        let bytes = Array(text.utf8)
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            if b == UInt8(ascii: "%"), i + 2 < bytes.count, let h = hexValue(bytes[i + 1]), let l = hexValue(bytes[i + 2]) {
                out.append(h << 4 | l)
                i += 3
            } else {
                out.append(plusIsSpace && b == UInt8(ascii: "+") ? UInt8(ascii: " ") : b)
                i += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static func hexValue(_ c: UInt8) -> UInt8? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return c - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return c - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return c - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}

private extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
