import Foundation

/// One parsed HTTP/1.1 request.
public struct HTTPRequest: Sendable {
    public var method: String
    /// The path without its query, percent-decoded.
    public var path: String
    /// The query parameters, percent-decoded; the last value wins when a name repeats.
    public var query: [String: String]
    /// Header names in lower case.
    public var headers: [String: String]
    public var body: [UInt8]
    public var version: String
    /// Whether the peer is on this machine (127.0.0.0/8 or ::1).
    public var peerIsLoopback: Bool

    public init(method: String, path: String, query: [String: String] = [:], headers: [String: String] = [:],
                body: [UInt8] = [], version: String = "HTTP/1.1", peerIsLoopback: Bool = true) {
        self.method = method
        self.path = path
        self.query = query
        self.headers = headers
        self.body = body
        self.version = version
        self.peerIsLoopback = peerIsLoopback
    }

    public func header(_ name: String) -> String? { headers[name.lowercased()] }

    /// Whether the connection stays open after the answer (HTTP/1.1 default, HTTP/1.0 only when asked).
    public var wantsKeepAlive: Bool {
        let connection = header("connection")?.lowercased() ?? ""
        if version == "HTTP/1.0" { return connection.contains("keep-alive") }
        return !connection.contains("close")
    }

    /// The media type of the body without parameters, lower case (`application/json`).
    public var mediaType: String? {
        guard let value = header("content-type") else { return nil }
        return value.split(separator: ";", maxSplits: 1).first
            .map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
    }
}
