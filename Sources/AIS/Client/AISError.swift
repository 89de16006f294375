import Foundation

/// Everything that can go wrong talking to the server, typed, each with a sentence for people.
public enum AISError: Error, Sendable, Equatable, CustomStringConvertible {
    /// 444: the session is gone.
    case invalidToken
    /// 403 on the token request: wrong user or password.
    case authorizationFailure(String)
    /// A 4xx/5xx answer with the server's message.
    case serverError(status: Int, message: String)
    /// JAS_MSG347: the paged result set expired (and restarting did not help).
    case pageExpired
    case unreachable(String)
    case timeout
    case tlsFailure(String)
    /// Not JSON, or JSON of another shape.
    case malformedResponse(String)
    /// Something answered, but not an AIS server (HTML, 404 on the token request).
    case notAnAISServer(String)
    /// The application stack acted on is gone on the server (contract §5.2): its session ended (a `444` on
    /// `execute` or `close`) or the server forgot it (`500` "Application stack … not found"). Nothing of the
    /// step asked was done; what earlier steps did must be read back, and a new stack opened, never the
    /// step sent again. The text is the server's message, capped.
    case appStackForgotten(String)
    /// 403 outside the token request (contract §9): the user may not use what the request asked for (a
    /// table, an orchestration, a form). The session is fine: nothing is renewed, no password is asked.
    case notAllowed(what: ProtectedResource)
    /// 405 on the token request: this AIS server is not among the Allowed Hosts of the HTML server it uses.
    case serverNotAllowedByHTMLServer
    /// 445 (single sign-on failed) or 446 (single sign-on not enabled) on the token request.
    case singleSignOn(status: Int)
    /// 401 with `WWW-Authenticate`: a gateway in front of AIS asks for its own login (`scheme`: its
    /// scheme's name, `Basic`, `Negotiate`…, letters only).
    case gatewayLogin(scheme: String)
    /// An answer asked for with a size limit (a file attachment's bytes) is larger than `limit` bytes:
    /// `declaredBytes` is its size when the server said it (`Content-Length`), nil when the reading was
    /// stopped as the bytes passed the limit.
    case answerTooLarge(declaredBytes: Int?, limit: Int)
    /// A data-service read refused because this site's `table` lacks `columns` the read named (contract
    /// §4.1): not a permission, not transient. `message` is the server's, capped.
    case columnsRefused(table: String, columns: [String], message: String)

    public var isSessionGone: Bool { self == .invalidToken }

    /// An answer past the caller's size limit: reading it again would be refused again.
    public var isAnswerTooLarge: Bool {
        if case .answerTooLarge = self { return true }
        return false
    }

    /// A `403` outside the token request: not allowed, which the JD Edwards administrator grants.
    public var isNotAllowed: Bool {
        if case .notAllowed = self { return true }
        return false
    }

    /// A read refused because this site's table lacks a column it named (contract §4.1).
    public var refusesColumns: Bool {
        if case .columnsRefused = self { return true }
        return false
    }

    /// Whether a paged read must go back to its first page: the result set expired, or a next page's
    /// answer was lost, so the server may or may not have moved the result set on.
    var interruptsPaging: Bool {
        switch self {
        case .pageExpired, .unreachable, .timeout, .malformedResponse: return true
        default: return false
        }
    }

    /// A connection closed or reset before the whole answer came: the server was reached and took the
    /// request, and its answer was lost on the way.
    public static let connectionDropped = AISError.unreachable("connection dropped")

    /// Whether the server took the request and its answer was lost (not a server that cannot be reached:
    /// a refused connection, an unknown host, a timeout). A read whose every try lost its answer is run
    /// again by the pager while its budget of fruitless interruptions lasts, as a lost next page is.
    var isLostAnswer: Bool { self == .connectionDropped }

    /// Whether a read may be tried again.
    var isTransient: Bool {
        switch self {
        case .unreachable, .timeout: return true
        case .serverError(let status, _): return status >= 500
        case .malformedResponse: return true
        default: return false
        }
    }

    public var userMessage: String {
        switch self {
        case .invalidToken: return "The session ended; log in again."
        case .authorizationFailure(let reason):
            let said = Self.saysMoreThanRefusal(reason) ? " The server said: \(Self.capped(reason, 200))." : ""
            return "Wrong user or password. Check both and try again." + said
                + " If they are right, the server may not take this login type (setting connection.login: password or basic)."
        case .serverError(let status, let message):
            return message.isEmpty ? "The server answered \(status). Try again; if it persists, ask the JD Edwards administrator." :
                "The server answered \(status): \(message)"
        case .pageExpired: return "The server dropped the results before all pages were read. Refresh to read them again."
        case .unreachable(let why): return "Cannot reach the server (\(why)). Check the server address and the network."
        case .timeout: return "The server did not answer in time. Try again, or raise the timeout in settings."
        case .tlsFailure(let why): return "The server's HTTPS certificate did not verify (\(why)). Check the address; if your company has its own certificate authority, set connection.ca-file to its CA bundle (a PEM file)."
        case .malformedResponse(let why): return "The server's answer could not be read (\(why))."
        case .notAnAISServer(let why): return "That address does not answer like an AIS server (\(why)). Check that it ends in /jderest."
        case .appStackForgotten: return "The server no longer holds the approval form this decision was using. Try again."
        case .notAllowed(let what):
            return "Not allowed: your JD Edwards user may not use \(what). The JD Edwards administrator grants it: \(what.grant)."
        case .serverNotAllowedByHTMLServer:
            return "This AIS server is not allowed for its HTML server (405). The JD Edwards administrator adds it to "
                + "Allowed Hosts of the HTML server in Server Manager."
        case .singleSignOn(let status):
            let what = status == 446 ? "Single sign-on is not enabled on this AIS server" : "Single sign-on failed on this AIS server"
            return "\(what) (\(status)). The JD Edwards administrator sets up single sign-on for AIS in Server Manager."
        case .answerTooLarge(let declared, let limit):
            let size = declared.map { "is \(ByteCount.words($0))" } ?? "is larger than \(ByteCount.words(limit))"
            return "The server's answer \(size); the limit is \(ByteCount.words(limit))."
        case .columnsRefused(let table, let columns, _):
            return "This site's \(table) has no column \(columns.joined(separator: ", ")): the server refused the read. "
                + "Signoff reads only the columns of a standard JD Edwards system (signoff doctor tells what it does without them)."
        case .gatewayLogin(let scheme):
            return "A gateway in front of AIS asks for its own login (401\(scheme.isEmpty ? "" : ", " + scheme)). Signoff logs in to "
                + "AIS only: the network administrator lets this machine through or gives an address of AIS without it."
        }
    }

    public var description: String { userMessage }

    /// Whether a refused login's reason says more than "refused" (a login type switched off, a locked profile).
    static func saysMoreThanRefusal(_ reason: String) -> Bool {
        let lower = reason.lowercased().trimmingCharacters(in: .whitespaces)
        return !lower.isEmpty && lower != "authorization failure" && !lower.contains("wrong user or password")
    }

    /// Server text kept in errors is capped, so a hostile server cannot bloat memory or screens.
    static func capped(_ text: String, _ limit: Int = 500) -> String {
        text.count <= limit ? text : String(text.prefix(limit)) + "…"
    }
}
