extension AISRequester {
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
