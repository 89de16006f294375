import Foundation

/// An answer to one request, and how the connection should deliver it.
public struct HTTPResponse: Sendable {
    /// How the answer reaches the peer; the faults other than `.complete` simulate a network that fails.
    public enum Delivery: Sendable, Equatable {
        case complete
        /// Send the head and part of the body, then close the connection.
        case dropMidway
        /// Close the connection without answering (the work behind the request is done).
        case dropBeforeAnswer
    }

    public var status: Int
    public var headers: [(String, String)]
    public var body: [UInt8]
    public var delivery: Delivery = .complete
    /// Close the connection after this answer.
    public var closesConnection = false

    public init(status: Int, headers: [(String, String)] = [], body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    public static func json(_ status: Int, _ value: JSONValue) -> HTTPResponse {
        HTTPResponse(status: status, headers: [("Content-Type", "application/json; charset=utf-8")],
                     body: JSONWriter.bytes(value))
    }

    /// The bytes on the wire: status line, headers (with Content-Length and Connection), body.
    func serialized(keepAlive: Bool) -> [UInt8] {
        var head = "HTTP/1.1 \(status) \(Self.reason(for: status))\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        head += "Content-Length: \(body.count)\r\n"
        head += keepAlive ? "Connection: keep-alive\r\n" : "Connection: close\r\n"
        head += "Server: signoff-ais\r\n\r\n"
        var bytes: [UInt8] = []
        bytes.reserveCapacity(head.utf8.count + body.count)
        bytes.append(contentsOf: head.utf8)
        bytes.append(contentsOf: body)
        return bytes
    }

    static func reason(for status: Int) -> String {
        switch status {
        case 100: return "Continue"
        case 200: return "OK"
        case 400: return "Bad Request"
        case 403: return "Forbidden"
        case 404: return "Not Found"
        case 405: return "Method Not Allowed"
        case 411: return "Length Required"
        case 413: return "Content Too Large"
        case 415: return "Unsupported Media Type"
        case 431: return "Request Header Fields Too Large"
        case 444: return "Invalid Token"
        case 500: return "Internal Server Error"
        case 503: return "Service Unavailable"
        case 505: return "HTTP Version Not Supported"
        default: return "Status \(status)"
        }
    }
}
