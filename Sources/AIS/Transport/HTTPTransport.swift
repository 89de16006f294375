import Foundation

public struct HTTPRequest: Sendable, Equatable {
    public var method: String
    public var url: URL
    public var headers: [String: String]
    public var body: [UInt8]
    public var timeout: TimeInterval
    /// Whether sending the request twice does no harm (a read). False by default: a request not marked
    /// so (a decision, an orchestration, an application-stack step, a login, a next page) is never sent
    /// twice by the transport, where libcurl would send it again by itself on finding a kept connection dead.
    public var idempotent: Bool
    /// Whether the request may ride a kept connection. A request that is not idempotent and rides one is
    /// not sent again when that connection turns out dead: it fails as a dropped connection. True for
    /// reads and next pages (a preload's thousands of pages keep their connections); false by default for
    /// the rest, which go on a connection of their own so that a dead kept one cannot fail them.
    public var reusesConnection: Bool
    /// The most bytes of body the caller takes (a file attachment's limit); nil for the transport's own
    /// bound. A larger answer fails as `AISError.answerTooLarge`: at once when its `Content-Length` says
    /// so, else as soon as the bytes read pass it (nothing beyond is kept).
    public var maximumBody: Int?

    /// `reusesConnection`: by default, `idempotent`.
    public init(method: String = "POST", url: URL, headers: [String: String] = [:], body: [UInt8] = [], timeout: TimeInterval = 30,
                idempotent: Bool = false, reusesConnection: Bool? = nil, maximumBody: Int? = nil) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
        self.timeout = timeout
        self.idempotent = idempotent
        self.reusesConnection = reusesConnection ?? idempotent
        self.maximumBody = maximumBody
    }
}

public struct HTTPResponse: Sendable, Equatable {
    public var status: Int
    public var headers: [String: String]
    public var body: [UInt8]

    public init(status: Int, headers: [String: String] = [:], body: [UInt8]) {
        self.status = status
        self.headers = headers
        self.body = body
    }
}

/// Sends one HTTP request. Transport failures are thrown as `AISError` (unreachable, timeout, TLS).
public protocol HTTPTransport: Sendable {
    func send(_ request: HTTPRequest) async throws -> HTTPResponse
    /// Drops the cookies that answers set (a new session starts, or one ended). A wrapper passes it on.
    func forgetCookies()
}

extension HTTPTransport {
    /// Transports that keep no cookies have nothing to forget.
    public func forgetCookies() {}
}
