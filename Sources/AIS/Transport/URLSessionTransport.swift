import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// HTTP over URLSession (libcurl on Linux): keep-alive, explicit timeouts, no cookies.
///
/// Certificate checking cannot be turned off through swift-corelibs-foundation's URLSession on Linux
/// (it does not deliver server-trust challenges), so `verifyTLS: false` is refused with a clear error
/// instead of silently checking anyway.
public final class URLSessionTransport: HTTPTransport {
    private let session: URLSession
    private let verifyTLS: Bool
    private let inFlight: RequestsInFlight

    /// `timeout` bounds every request (corelibs URLSession on Linux goes by the session's setting, not
    /// the request's). `inFlight` is where requests are registered so that quitting can close them.
    public init(verifyTLS: Bool = true, timeout: TimeInterval = 30, maxConnections: Int = 6, inFlight: RequestsInFlight = .shared) {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = max(timeout, 1) * 4
        configuration.httpCookieAcceptPolicy = .never
        configuration.httpShouldSetCookies = false
        configuration.httpMaximumConnectionsPerHost = maxConnections
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        self.session = URLSession(configuration: configuration)
        self.verifyTLS = verifyTLS
        self.inFlight = inFlight
    }

    deinit { session.finishTasksAndInvalidate() }

    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        if !verifyTLS, request.url.scheme?.lowercased() == "https" {
            throw AISError.tlsFailure("turning certificate checking off is not supported on this platform")
        }
        let pending = PendingRequest()
        guard inFlight.begin(pending) else { throw AISError.unreachable("Signoff is closing its connections") }
        // Ends after `perform`'s frame, and with it the request's buffers, is gone.
        defer { inFlight.end(pending) }
        return try await perform(request, pending)
    }

    private func perform(_ request: HTTPRequest, _ pending: PendingRequest) async throws -> HTTPResponse {
        var urlRequest = URLRequest(url: request.url, timeoutInterval: request.timeout)
        urlRequest.httpMethod = request.method
        for (name, value) in request.headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
        urlRequest.httpBody = request.body.isEmpty ? nil : Data(request.body)
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await exchange(urlRequest, pending)
        } catch _ where Task.isCancelled {
            throw CancellationError()
        } catch let error as URLError {
            throw Self.map(error)
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            throw AISError.unreachable(error.localizedDescription)
        }
        guard let http = response as? HTTPURLResponse else { throw AISError.malformedResponse("not an HTTP answer") }
        var headers: [String: String] = [:]
        for (name, value) in http.allHeaderFields {
            if let name = name as? String, let value = value as? String { headers[name.lowercased()] = value }
        }
        return HTTPResponse(status: http.statusCode, headers: headers, body: [UInt8](data))
    }

    /// One request and its answer. Not `URLSession.data(for:)`: on Linux, cancelling the Swift task that
    /// awaits it calls `URLSessionTask.cancel()` inside the task's cancellation, which waits for the
    /// session's queue while that queue may be waiting to resume the same task: both stop for good (seen
    /// as a frozen screen when an order view cancelled its reads as a decision arrived). Here the
    /// cancellation only asks another queue to cancel the request.
    private func exchange(_ request: URLRequest, _ pending: PendingRequest) async throws -> (Data, URLResponse) {
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<(Data, URLResponse), Error>) in
                let task = session.dataTask(with: request) { data, response, error in
                    if let error {
                        continuation.resume(throwing: error)
                    } else if let response {
                        continuation.resume(returning: (data ?? Data(), response))
                    } else {
                        continuation.resume(throwing: URLError(.badServerResponse))
                    }
                }
                pending.start(task)
            }
        } onCancel: {
            pending.cancel()
        }
    }

    static func map(_ error: URLError) -> AISError {
        switch error.code {
        case .timedOut: return .timeout
        case .cancelled: return .unreachable("cancelled")
        case .serverCertificateUntrusted, .serverCertificateHasBadDate, .serverCertificateNotYetValid,
             .serverCertificateHasUnknownRoot, .clientCertificateRejected, .secureConnectionFailed:
            return .tlsFailure(error.localizedDescription)
        case .cannotConnectToHost: return .unreachable("connection refused")
        case .cannotFindHost, .dnsLookupFailed: return .unreachable("unknown host")
        case .networkConnectionLost: return .unreachable("connection dropped")
        case .notConnectedToInternet: return .unreachable("no network")
        case .badServerResponse, .cannotParseResponse: return .malformedResponse("the server's answer was not valid HTTP")
        default:
            // libcurl's TLS failures reach URLSession on Linux as code -1 with curl's sentence
            // ("SSL certificate problem: self-signed certificate"): that sentence is all there is to go by.
            return isTLSFailure(error.localizedDescription) ? .tlsFailure(error.localizedDescription) : .unreachable(error.localizedDescription)
        }
    }

    /// Whether curl's message describes a failed TLS handshake or certificate check.
    static func isTLSFailure(_ message: String) -> Bool {
        let text = message.lowercased()
        return text.contains("ssl") || text.contains("tls") || text.contains("certificate")
    }
}
