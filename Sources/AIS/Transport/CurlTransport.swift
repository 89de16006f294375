import CCurl
import Foundation

/// HTTP/1.1 over libcurl, for `http://` and `https://` alike: kept connections for reads, TLS against the
/// system's store or a CA bundle, the proxy of the settings or the environment, gzip, and the cookies of
/// the configured origin for one session (in memory only). A request not marked idempotent goes on a
/// connection of its own, so libcurl never sends it twice; a connection closed or reset before the
/// answer is `unreachable("connection dropped")` at once.
public final class CurlTransport: HTTPTransport {
    public struct Options: Sendable, Equatable {
        public var verifyTLS: Bool
        /// A PEM bundle of the certificate authorities to trust instead of the system's; nil or empty for the system's.
        public var caFile: String?
        /// A proxy URL, `none`, or nil/empty for the environment's (`HTTPS_PROXY`, `HTTP_PROXY`, `NO_PROXY`).
        public var proxy: String?
        /// The longest wait for the next byte (the request's own timeout when shorter); four times it in all.
        public var timeout: TimeInterval
        /// Where proxy variables are read (the process's by default; tests give their own).
        public var environment: [String: String]
        /// Whether answers are asked for compressed (`Accept-Encoding: gzip`); off only to measure the difference.
        public var compressed = true
        /// Whether the origin's cookies are kept and sent back (the app's session); off for a test that
        /// speaks the protocol by hand and reads `set-cookie` itself.
        public var keepsCookies = true

        /// Seconds a connection is kept for the next request at most (libcurl's MAXAGE_CONN): servers and
        /// gateways often close an idle connection after 30 s, and one closed under a request costs a retry.
        public var keptConnectionSeconds: Int

        public init(verifyTLS: Bool = true, caFile: String? = nil, proxy: String? = nil, timeout: TimeInterval = 30,
                    environment: [String: String] = ProcessInfo.processInfo.environment, keptConnectionSeconds: Int = 20) {
            self.verifyTLS = verifyTLS
            self.caFile = caFile
            self.proxy = proxy
            self.timeout = timeout
            self.environment = environment
            self.keptConnectionSeconds = keptConnectionSeconds
        }
    }

    /// libcurl's global set-up, once, before any handle.
    static let libraryReady: Bool = signoff_curl_global_init() == CURLE_OK

    public let options: Options
    private let driver = CurlDriver()
    private let jar = CookieJar()
    private let inFlight: RequestsInFlight

    /// `inFlight` is where requests are registered so that quitting can cancel them.
    public init(options: Options = Options(), inFlight: RequestsInFlight = .shared) {
        self.options = options
        self.inFlight = inFlight
    }

    deinit { driver.stop() }

    /// How many cookies are kept (for tests).
    var cookieCount: Int { jar.count }

    public func forgetCookies() { jar.removeAll() }

    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        guard let scheme = request.url.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
            throw AISError.unreachable("only http:// and https:// addresses are supported")
        }
        let texts = [request.method, request.url.absoluteString] + request.headers.flatMap { [$0.key, $0.value] }
        if texts.contains(where: { $0.utf8.contains(where: { $0 == 13 || $0 == 10 || $0 == 0 }) }) {
            throw AISError.unreachable("a request header holds a line break")
        }
        let pending = PendingRequest()
        guard inFlight.begin(pending) else { throw AISError.unreachable("Signoff is closing its connections") }
        // Ends once the caller has the answer: the transfer's buffers are gone with the driver's reference.
        defer { inFlight.end(pending) }
        do {
            return try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<HTTPResponse, Error>) in
                    do {
                        let transfer = try CurlTransfer(request, options: options, jar: jar, pending: pending, continuation: continuation)
                        driver.start(transfer)
                        pending.attach { [driver] in driver.wake() }
                    } catch {
                        continuation.resume(throwing: error)
                    }
                }
            } onCancel: {
                pending.cancel()
            }
        } catch _ where Task.isCancelled {
            throw CancellationError()
        }
    }
}
