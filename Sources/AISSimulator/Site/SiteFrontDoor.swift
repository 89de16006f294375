import Foundation

/// What stands in front of the simulator's AIS and how the site set it up (`SitePlay`): a cookie-affinity
/// load balancer, login types, compression, and `GET /jderest/defaultconfig`. Requests pass through here
/// to the router; the admin endpoint does not.
struct SiteFrontDoor: Sendable {
    let site: SitePlay
    /// Seconds a token lives idle, for `defaultconfig`'s `sessionTimeout`.
    let tokenLifetime: @Sendable () -> Double

    func handle(_ request: HTTPRequest, passOn ais: (HTTPRequest) -> HTTPResponse) -> HTTPResponse {
        var response = answer(request, passOn: ais)
        if GzipEncoding.accepted(by: request.header("accept-encoding")) { Self.compress(&response) }
        return response
    }

    private func answer(_ request: HTTPRequest, passOn ais: (HTTPRequest) -> HTTPResponse) -> HTTPResponse {
        if request.path == "/jderest/defaultconfig" || request.path == "/jderest/defaultconfig/" {
            guard request.method == "GET" else {
                var response = ErrorBody.response(405, "Use GET")
                response.headers.append(("Allow", "GET"))
                return response
            }
            return .json(200, DefaultConfig.answer(sessionTimeoutMinutes: Int(tokenLifetime() / 60)))
        }
        if AISRouter.endpoint(for: request.path)?.0 == .tokenRequest {
            let login: HTTPRequest
            switch LoginTypes(noBodyLogin: site.noBodyLogin).admit(request) {
            case .pass(let admitted): login = admitted
            case .refuse(let refusal): return refusal
            }
            var response = ais(login)
            if site.affinityCookie, response.status == 200 { response.headers.append(("Set-Cookie", SitePlay.affinitySetCookie)) }
            return response
        }
        if site.affinityCookie, request.path.hasPrefix("/jderest/"), !Self.carriesAffinity(request) {
            // The balancer sends it to a node that never issued the token.
            return .json(444, ErrorBody.invalidToken)
        }
        return ais(request)
    }

    /// Whether the request sends back the cookie the login answer set.
    static func carriesAffinity(_ request: HTTPRequest) -> Bool {
        guard let cookies = request.header("cookie") else { return false }
        return cookies.split(separator: ";").contains {
            $0.trimmingCharacters(in: .whitespaces) == "\(SitePlay.affinityCookieName)=\(SitePlay.affinityCookieValue)"
        }
    }

    /// The answer's body as gzip, marked so, when it has one, is JSON or text (a file attachment goes as it
    /// is, as real servers send PDFs and images), and zlib made it.
    static func compress(_ response: inout HTTPResponse) {
        let type = response.headers.first { $0.0.lowercased() == "content-type" }?.1.lowercased() ?? ""
        guard !response.body.isEmpty, type.isEmpty || type.hasPrefix("application/json") || type.hasPrefix("text/"),
              !response.headers.contains(where: { $0.0.lowercased() == "content-encoding" }),
              let compressed = GzipEncoding.compress(response.body) else { return }
        response.body = compressed
        response.headers.append(("Content-Encoding", "gzip"))
        response.headers.append(("Vary", "Accept-Encoding"))
    }
}
