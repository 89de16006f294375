import Foundation

/// The request machinery every AIS service sends through: one per client, over its one transport. It
/// posts a JSON body with the session's token, tries a read again with backoff after a transient
/// failure, sends a request again with a renewed session after a rejected token (`SessionRenewal`), and
/// reads the answer's status into an `AISError` (`AISRequester+Interpret.swift`). Reads are retried;
/// decisions never are (they are not idempotent on the server): `Kind` says which is which.
final class AISRequester: Sendable {
    let configuration: AISConfiguration
    let transport: any HTTPTransport
    let sleep: @Sendable (TimeInterval) async throws -> Void
    /// What the client tells the diagnostic log (a next link that named another address).
    let notices: ClientNotices

    init(configuration: AISConfiguration, transport: any HTTPTransport, notices: ClientNotices,
         sleep: @escaping @Sendable (TimeInterval) async throws -> Void) {
        self.configuration = configuration
        self.transport = transport
        self.notices = notices
        self.sleep = sleep
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
}
