import Foundation

extension HTTPRequest {
    /// Where the request goes, as `SocketTransport` needs it: host, port, and the pool's key for them.
    struct Destination {
        let host: String
        let port: Int
        var key: String { "\(host):\(port)" }
    }

    var destination: Destination? {
        guard url.scheme?.lowercased() == "http", let host = url.host, !host.isEmpty else { return nil }
        let bare = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
        return Destination(host: bare, port: url.port ?? 80)
    }

    /// The request as HTTP/1.1 bytes, head and body in one buffer (one write). Header names and values
    /// come partly from the server (the token): a line break in one would let it write headers of its
    /// own choosing, so such a request is refused rather than sent.
    func wireBytes(to destination: Destination) throws -> [UInt8] {
        let components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        var target = components?.percentEncodedPath ?? ""
        if target.isEmpty { target = "/" }
        if let query = components?.percentEncodedQuery { target += "?" + query }
        let host = destination.host.contains(":") ? "[\(destination.host)]" : destination.host
        var head = "\(method) \(target) HTTP/1.1\r\nHost: \(host)\(destination.port == 80 ? "" : ":\(destination.port)")\r\n"
        // Framing is the transport's: a caller's own Content-Length or Transfer-Encoding could contradict the body.
        let framing: Set<String> = ["host", "content-length", "transfer-encoding", "connection"]
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) where !framing.contains(name.lowercased()) {
            guard Self.isSafe(name), Self.isSafe(value), !name.isEmpty, !name.contains(":") else {
                throw AISError.malformedResponse("a request header holds a line break or control character")
            }
            head += "\(name): \(value)\r\n"
        }
        if !body.isEmpty || method == "POST" || method == "PUT" { head += "Content-Length: \(body.count)\r\n" }
        head += "\r\n"
        return Array(head.utf8) + body
    }

    private static func isSafe(_ text: String) -> Bool {
        !text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\t" || $0.value == 0x7F }
    }
}
