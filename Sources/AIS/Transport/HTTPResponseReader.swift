import Foundation

/// Reads one HTTP/1.1 answer from a byte stream: status line, headers, and a body framed by
/// Content-Length, chunked transfer coding, or the end of the stream. The server is untrusted: head and
/// body are capped, and a stream that ends before the answer is complete is a lost answer
/// (`unreachable("connection dropped")`), never a short body taken as whole.
struct HTTPResponseReader {
    static let maximumHeadBytes = 64 * 1024
    static let maximumBodyBytes = 64 * 1024 * 1024
    /// A chunk-size line is a hex number and maybe extensions: anything longer is not HTTP.
    static let maximumChunkLineBytes = 4 * 1024

    struct Answer {
        var response: HTTPResponse
        /// Whether the connection may carry another request: keep-alive, and the body's end was framed.
        var reusable: Bool
    }

    /// Appends the next bytes of the stream to its argument; returns how many, 0 at the end of the stream.
    private let receive: (inout [UInt8]) throws -> Int
    private var buffer: [UInt8] = []
    private var position = 0

    init(receive: @escaping (inout [UInt8]) throws -> Int) {
        self.receive = receive
    }

    /// The answer to a request made with `method`.
    mutating func read(method: String) throws -> Answer {
        var head = try readHead()
        // 1xx answers (100 Continue, 103 Early Hints) come before the real one.
        while (100..<200).contains(head.status) {
            guard head.status != 101 else { throw AISError.malformedResponse("the server switched protocols") }
            head = try readHead()
        }
        let version = head.version
        let connection = head.headers["connection"]?.lowercased() ?? ""
        var keepAlive = version == "HTTP/1.1" ? !Self.has(connection, "close") : Self.has(connection, "keep-alive")
        let body: [UInt8]
        if method == "HEAD" || head.status == 204 || head.status == 304 {
            body = []
        } else if let coding = head.headers["transfer-encoding"] {
            guard Self.has(coding.lowercased(), "chunked") else {
                throw AISError.malformedResponse("the server used a transfer coding other than chunked (\(AISError.capped(coding, 40)))")
            }
            body = try readChunked()
        } else if let length = head.headers["content-length"] {
            body = try readExactly(try Self.contentLength(length))
        } else {
            body = try readToEnd()
            keepAlive = false
        }
        // Bytes after the answer were not asked for: the stream's framing cannot be trusted any more.
        if position < buffer.count { keepAlive = false }
        return Answer(response: HTTPResponse(status: head.status, headers: head.headers, body: body), reusable: keepAlive)
    }

    // MARK: Head

    private struct Head {
        var version: String
        var status: Int
        var headers: [String: String]
    }

    private mutating func readHead() throws -> Head {
        var searched = position
        while true {
            if let end = Self.find([13, 10, 13, 10], in: buffer, from: max(position, searched - 3)) {
                let text = String(decoding: buffer[position..<end], as: UTF8.self)
                position = end + 4
                compact()
                return try Self.parseHead(text)
            }
            searched = buffer.count
            guard buffer.count - position <= Self.maximumHeadBytes else {
                throw AISError.malformedResponse("the server's headers are larger than \(Self.maximumHeadBytes / 1024) KB")
            }
            try more()
        }
    }

    private static func parseHead(_ text: String) throws -> Head {
        let lines = text.split(separator: "\r\n", omittingEmptySubsequences: false)
        let statusLine = lines.first.map(String.init) ?? ""
        let parts = statusLine.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count >= 2, parts[0].hasPrefix("HTTP/1."), parts[1].count == 3, let status = Int(parts[1]), status >= 100 else {
            throw AISError.malformedResponse("the server's answer was not valid HTTP")
        }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":"), colon != line.startIndex else {
                throw AISError.malformedResponse("the server's answer was not valid HTTP")
            }
            let name = line[..<colon].lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: [" ", "\t"])
            headers[name] = headers[name].map { $0 + ", " + value } ?? value
        }
        return Head(version: String(parts[0]), status: status, headers: headers)
    }

    // MARK: Body

    private static func contentLength(_ value: String) throws -> Int {
        // Repeated Content-Length headers arrive joined ("12, 12"): they must agree.
        let values = Set(value.split(separator: ",").map { $0.trimmingCharacters(in: [" ", "\t"]) })
        guard values.count == 1, let text = values.first, !text.isEmpty, text.utf8.allSatisfy({ (48...57).contains($0) }) else {
            throw AISError.malformedResponse("the server's Content-Length is not a number")
        }
        guard text.count <= 12, let length = Int(text), length <= maximumBodyBytes else { throw tooLarge }
        return length
    }

    private static var tooLarge: AISError {
        .malformedResponse("the server's answer is larger than \(maximumBodyBytes / 1024 / 1024) MB")
    }

    private mutating func readExactly(_ count: Int) throws -> [UInt8] {
        while buffer.count - position < count { try more() }
        let bytes = Array(buffer[position..<(position + count)])
        position += count
        compact()
        return bytes
    }

    private mutating func readToEnd() throws -> [UInt8] {
        while try receive(&buffer) > 0 {
            if buffer.count - position > Self.maximumBodyBytes { throw Self.tooLarge }
        }
        defer { position = buffer.count }
        return Array(buffer[position...])
    }

    private mutating func readChunked() throws -> [UInt8] {
        var body: [UInt8] = []
        while true {
            let line = try readLine(limit: Self.maximumChunkLineBytes)
            let digits = line.split(separator: ";", maxSplits: 1).first.map { $0.trimmingCharacters(in: [" ", "\t"]) } ?? ""
            guard !digits.isEmpty, digits.count <= 8, let size = Int(digits, radix: 16) else {
                throw AISError.malformedResponse("the server's chunked body is not valid")
            }
            if size == 0 { break }
            guard body.count + size <= Self.maximumBodyBytes else { throw Self.tooLarge }
            body += try readExactly(size)
            guard try readLine(limit: 0).isEmpty else { throw AISError.malformedResponse("the server's chunked body is not valid") }
        }
        // Trailer fields, up to the empty line: read and dropped.
        var trailers = 0
        while true {
            let line = try readLine(limit: Self.maximumHeadBytes)
            if line.isEmpty { return body }
            trailers += line.count
            guard trailers <= Self.maximumHeadBytes else {
                throw AISError.malformedResponse("the server's headers are larger than \(Self.maximumHeadBytes / 1024) KB")
            }
        }
    }

    /// A line up to CRLF, at most `limit` bytes before it.
    private mutating func readLine(limit: Int) throws -> String {
        while true {
            if let end = Self.find([13, 10], in: buffer, from: position) {
                guard end - position <= limit else { throw AISError.malformedResponse("the server's chunked body is not valid") }
                let line = String(decoding: buffer[position..<end], as: UTF8.self)
                position = end + 2
                return line
            }
            guard buffer.count - position <= limit + 1 else { throw AISError.malformedResponse("the server's chunked body is not valid") }
            try more()
        }
    }

    // MARK: Buffer

    /// More bytes, or the answer was lost: the stream ended before it was complete.
    private mutating func more() throws {
        guard try receive(&buffer) > 0 else { throw HTTPConnection.dropped }
    }

    /// Drops what was read, so a long body is not kept twice.
    private mutating func compact() {
        if position > 64 * 1024 || position == buffer.count {
            buffer.removeFirst(position)
            position = 0
        }
    }

    private static func find(_ pattern: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard bytes.count >= pattern.count else { return nil }
        var index = max(start, 0)
        while index + pattern.count <= bytes.count {
            if bytes[index] == pattern[0], bytes[index..<(index + pattern.count)].elementsEqual(pattern) { return index }
            index += 1
        }
        return nil
    }

    /// Whether a comma-separated header value lists `token`.
    private static func has(_ value: String, _ token: String) -> Bool {
        value.split(separator: ",").contains { $0.trimmingCharacters(in: [" ", "\t"]) == token }
    }
}
