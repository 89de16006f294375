import Foundation

/// The client of the AIS REST contract (`../shared/contract/AIS.md`). Reads are retried with backoff
/// on transient failures; decisions never are (they are not idempotent on the server).
public final class AISClient: Sendable {
    public let configuration: AISConfiguration
    let transport: any HTTPTransport
    let sleep: @Sendable (TimeInterval) async throws -> Void
    /// What the client tells the diagnostic log (a next link that named another address).
    let notices: ClientNotices
    /// The columns this site's tables lack, as refusals named them.
    let lackingColumns = LackingColumns()

    public init(configuration: AISConfiguration, transport: any HTTPTransport, notices: ClientNotices = ClientNotices(),
                sleep: @escaping @Sendable (TimeInterval) async throws -> Void = { try await Task.sleep(nanoseconds: UInt64($0 * 1e9)) }) {
        self.configuration = configuration
        self.transport = transport
        self.notices = notices
        self.sleep = sleep
    }

    /// http and https over libcurl, with the configuration's TLS, CA bundle, proxy and timeout.
    public convenience init(configuration: AISConfiguration, notices: ClientNotices = ClientNotices()) {
        self.init(configuration: configuration, transport: CurlTransport(options: configuration.transportOptions), notices: notices)
    }

    enum Kind {
        case tokenRequest, read, write
        /// A data-service next page: not idempotent, since the server moves the result set on when it
        /// serves one. Tried again only after an answer that says the service failed (a 5xx); a lost
        /// answer (dropped connection, timeout, cut-off body) is left to the pager, which reads again.
        case nextPage
        /// A count (§3, optional on a server): tried again after a lost answer, never after a refusal,
        /// which says the server does not count.
        case count
        /// An application stack's `execute` or `close` (contract §5.2): never tried again, and never sent
        /// again with a renewed session after a `444`, since the stack belonged to the session that ended
        /// (`AISClient+AppStack.swift`).
        case appStackStep

        /// Whether the server does nothing new when the request comes twice: only these may be sent again by
        /// the transport (libcurl does, on a kept connection it finds dead). Next pages ride kept connections
        /// too, but are never sent again: a dead one fails them, and the pager reads again.
        var isIdempotent: Bool { self == .read || self == .count }
    }

    /// How many times in a row one request may meet a rejected token, each time with a newer session,
    /// before it fails. The renewer stops a server that rejects every new token (it refuses to renew);
    /// this bounds one request that other requests keep beating to a short-lived token.
    static let maximumTokenRejections = 20

    /// POSTs a JSON object and returns the parsed answer, mapping statuses to `AISError`s. Under a
    /// `SessionRenewal.renewer`, a rejected token (444) gets a new session and the same request is sent
    /// again with it, so however many times a session ends during a long read, no read fails for it.
    func post(_ url: URL, _ body: [(key: String, value: JSONValue)], session: AISSession?, kind: Kind) async throws -> JSONValue {
        try await post(url, body, session: session, kind: kind, read: Self.interpret(_:kind:))
    }

    /// POSTs as above, and reads the answer with `read` (a data-service page reads its rows straight from
    /// the bytes, `interpretPage`).
    func post<Answer>(_ url: URL, _ body: [(key: String, value: JSONValue)], session: AISSession?, kind: Kind,
                      answer: AnswerShape = .json,
                      read: (HTTPResponse, Kind) throws(AISError) -> Answer) async throws -> Answer {
        try await postAnswered(url, body, session: session, kind: kind, answer: answer, read: read).answer
    }

    /// POSTs as above and also returns the session whose token was answered (a newer one than `session`
    /// when the token was renewed on the way): an application stack belongs to the session that opened it.
    func postAnswered<Answer>(_ url: URL, _ body: [(key: String, value: JSONValue)], session: AISSession?, kind: Kind,
                              answer: AnswerShape = .json, read: (HTTPResponse, Kind) throws(AISError) -> Answer)
        async throws -> (answer: Answer, session: AISSession?) {
        guard var current = session, kind != .tokenRequest, kind != .appStackStep,
              let renewer = SessionRenewal.renewer else {
            return (try await send(url, body, session: session, kind: kind, answer: answer, read: read), session)
        }
        if let newer = await renewer.currentSession(), newer.username == current.username { current = newer }
        var rejections = 0
        while true {
            do {
                let answered = try await send(url, body, session: current, kind: kind, answer: answer, read: read)
                await renewer.served(by: current)
                return (answered, current)
            } catch AISError.invalidToken where rejections < Self.maximumTokenRejections {
                rejections += 1
                current = try await renewer.renewedSession(after: current)
            }
        }
    }

    /// Sends once with `session`'s token (and `extraHeaders`: a login's `Authorization`), trying a read
    /// again after a transient failure.
    func send<Answer>(_ url: URL, _ body: [(key: String, value: JSONValue)], session: AISSession?, kind: Kind,
                      extraHeaders: [String: String] = [:], answer: AnswerShape = .json,
                      read: (HTTPResponse, Kind) throws(AISError) -> Answer) async throws -> Answer {
        var pairs = body
        var headers = ["Content-Type": "application/json", "Accept": answer.accept].merging(extraHeaders) { _, extra in extra }
        if let session {
            pairs.append(("token", .string(session.token)))
            pairs.append(("deviceName", .string(session.deviceName)))
            headers["jde-AIS-Auth"] = session.token
            headers["jde-AIS-Auth-Device"] = session.deviceName
        }
        let request = HTTPRequest(method: "POST", url: url, headers: headers, body: JSONWriter.bytes(.object(pairs)),
                                  timeout: configuration.requestTimeout, idempotent: kind.isIdempotent,
                                  reusesConnection: kind.isIdempotent || kind == .nextPage, maximumBody: answer.maximumBody)
        var attempt = 0
        while true {
            do {
                try Task.checkCancellation()
                let response = try await transport.send(request)
                return try read(response, kind)
            } catch AISError.notAllowed {
                throw AISError.notAllowed(what: ProtectedResource.asked(by: url, body: body))
            } catch AISError.serverError(let status, let message) where status == 500 && RefusedColumns(message: message, body: body) != nil {
                let refused = RefusedColumns(message: message, body: body)!
                throw AISError.columnsRefused(table: refused.table, columns: refused.columns, message: AISError.capped(message, 200))
            } catch let error as AISError where attempt < configuration.readRetries && Self.mayTryAgain(kind, after: error) {
                attempt += 1
                let backoff = 0.2 * pow(2, Double(attempt - 1)) * Double.random(in: 0.75...1.25)
                try await sleep(backoff)
            }
        }
    }

    /// Whether a request of `kind` may be sent again after `error` without losing or repeating anything.
    static func mayTryAgain(_ kind: Kind, after error: AISError) -> Bool {
        switch kind {
        case .read: return error.isTransient
        case .count:
            switch error {
            case .unreachable, .timeout: return true
            default: return false
            }
        case .nextPage:
            if case .serverError(let status, _) = error { return status >= 500 }
            return false
        case .tokenRequest, .write, .appStackStep: return false
        }
    }

    /// The answer's JSON, or the typed error its status and body mean.
    static func interpret(_ response: HTTPResponse, kind: Kind) throws(AISError) -> JSONValue {
        let json = try? JSONParser.parse(response.body)
        switch response.status {
        case 200..<300:
            guard let json else {
                if kind == .tokenRequest { throw AISError.notAnAISServer("the login answer is not JSON") }
                throw AISError.malformedResponse("the answer is not JSON")
            }
            if case .object = json { return json }
            throw AISError.malformedResponse("the answer is not a JSON object")
        case 444:
            throw AISError.invalidToken
        case 403:
            if kind == .tokenRequest { throw AISError.authorizationFailure(message(in: json) ?? "") }
            // Not allowed, not "session ended" (§9); `send` names what the request asked for.
            throw AISError.notAllowed(what: .service(""))
        case 405 where kind == .tokenRequest:
            throw AISError.serverNotAllowedByHTMLServer
        case 445, 446:
            throw AISError.singleSignOn(status: response.status)
        case 401 where response.headerValue("WWW-Authenticate") != nil:
            throw AISError.gatewayLogin(scheme: GatewayChallenge.scheme(of: response.headerValue("WWW-Authenticate") ?? ""))
        case 404 where kind == .tokenRequest:
            throw AISError.notAnAISServer("no login service at this address (404)")
        default:
            let text = message(in: json) ?? ""
            if text.contains("JAS_MSG347") || ErrorReason.resultsExpired(json) { throw AISError.pageExpired }
            if json == nil, kind == .tokenRequest, response.status < 500 {
                throw AISError.notAnAISServer("HTTP \(response.status)")
            }
            // A page (a gateway's HTML, a proxy's text) instead of JSON: the status in words, never the page.
            if json == nil, !response.body.isEmpty { throw AISError.serverError(status: response.status, message: GatewayStatus.words(for: response.status)) }
            throw AISError.serverError(status: response.status, message: text)
        }
    }

    /// The most specific message an error body carries (§6, §9).
    static func message(in json: JSONValue?) -> String? { ErrorReason.reason(in: json) }
}
