import CCurl
import Foundation

/// What a libcurl result code means for Signoff's user: the `AISError` with a short reason.
enum CurlFailure {
    /// A request cancelled by quitting (`RequestsInFlight.close`); a task's cancellation is a CancellationError.
    static let cancelled = AISError.unreachable("cancelled")
    /// A connection closed or reset before the whole answer came (`AISError.isLostAnswer`).
    static let dropped = AISError.connectionDropped

    /// `detail`: libcurl's error buffer for the transfer ("SSL certificate problem: unable to get local
    /// issuer certificate"); `osErrno`: the system's error behind a failed connect, when there was one.
    static func map(_ code: CURLcode, detail: String, osErrno: Int32) -> AISError {
        let detail = AISError.capped(detail.isEmpty ? String(cString: curl_easy_strerror(code)) : detail, 200)
        switch code {
        case CURLE_OPERATION_TIMEDOUT:
            return .timeout
        case CURLE_COULDNT_RESOLVE_HOST:
            return .unreachable("unknown host")
        case CURLE_COULDNT_RESOLVE_PROXY:
            return .unreachable("unknown proxy host: \(detail)")
        case CURLE_COULDNT_CONNECT:
            return osErrno == ECONNREFUSED ? .unreachable("connection refused") : .unreachable(detail)
        case CURLE_GOT_NOTHING, CURLE_RECV_ERROR, CURLE_SEND_ERROR, CURLE_PARTIAL_FILE:
            // Closed or reset before the whole answer came: the request may or may not have been served.
            return dropped
        case CURLE_SSL_CONNECT_ERROR, CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CERTPROBLEM, CURLE_SSL_CIPHER,
             CURLE_SSL_CACERT_BADFILE, CURLE_SSL_ISSUER_ERROR, CURLE_SSL_CRL_BADFILE, CURLE_SSL_PINNEDPUBKEYNOTMATCH,
             CURLE_SSL_INVALIDCERTSTATUS, CURLE_SSL_ENGINE_NOTFOUND, CURLE_SSL_ENGINE_SETFAILED, CURLE_SSL_ENGINE_INITFAILED,
             CURLE_SSL_SHUTDOWN_FAILED, CURLE_USE_SSL_FAILED:
            return .tlsFailure(detail)
        case CURLE_WEIRD_SERVER_REPLY, CURLE_BAD_CONTENT_ENCODING, CURLE_HTTP2, CURLE_HTTP2_STREAM:
            return .malformedResponse("the server's answer was not valid HTTP")
        case CURLE_UNSUPPORTED_PROTOCOL where detail.contains("HTTP/0.9"):
            return .malformedResponse("the server's answer was not valid HTTP")
        case CURLE_PROXY:
            return .unreachable("the proxy refused: \(detail)")
        default:
            return .unreachable(detail)
        }
    }
}
