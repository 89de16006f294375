import Foundation

/// Plain `http://` over `SocketTransport`, which notices a dropped connection at once; everything else
/// (`https://`) over `URLSessionTransport`, which has the TLS that plain sockets lack.
public final class RoutingTransport: HTTPTransport {
    private let plain: SocketTransport
    private let secure: URLSessionTransport

    public init(verifyTLS: Bool = true, timeout: TimeInterval = 30, inFlight: RequestsInFlight = .shared) {
        plain = SocketTransport(timeout: timeout, inFlight: inFlight)
        secure = URLSessionTransport(verifyTLS: verifyTLS, timeout: timeout, inFlight: inFlight)
    }

    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        if request.url.scheme?.lowercased() == "http" { return try await plain.send(request) }
        return try await secure.send(request)
    }
}
