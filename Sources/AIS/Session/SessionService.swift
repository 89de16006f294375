import Foundation

/// Logging in and out (contract §2), and what a server says of itself before any login (§9,
/// `SessionService+ServerInfo.swift`).
public struct SessionService: Sendable {
    let requester: AISRequester
    var configuration: AISConfiguration { requester.configuration }

    /// Logs in (§2.1) the way `configuration.login` says: user and password in the body, or HTTP Basic
    /// (`Authorization` on this request, `environment`/`role`/`deviceName` in the body, no password there).
    /// The password goes into this one request and nowhere else. `type` overrides the configuration's
    /// (`signoff doctor` finds which login type a server accepts). A new session starts without the cookies
    /// of an earlier one (a load balancer sets its own for the new token).
    public func login(username: String, password: String, type: LoginType? = nil) async throws -> AISSession {
        requester.transport.forgetCookies()
        let site: [(key: String, value: JSONValue)] = [
            ("deviceName", .string(configuration.deviceName)), ("environment", .string(configuration.environment)),
            ("role", .string(configuration.role)),
        ]
        let json: JSONValue
        switch type ?? configuration.login {
        case .password:
            json = try await requester.post(configuration.url("v2/tokenrequest"), [("username", .string(username)), ("password", .string(password))] + site,
                                            session: nil, kind: .tokenRequest)
        case .basic:
            json = try await requester.send(configuration.url("v2/tokenrequest"), site, session: nil, kind: .tokenRequest,
                                            extraHeaders: ["Authorization": LoginType.basicAuthorization(username: username, password: password)],
                                            read: AISRequester.interpret(_:kind:))
        }
        return try Self.session(from: json, username: username, configuration: configuration)
    }

    /// The session a login answer describes; `notAnAISServer` or `malformedResponse` when it has none.
    static func session(from json: JSONValue, username: String, configuration: AISConfiguration) throws(AISError) -> AISSession {
        guard let info = json["userInfo"], case .object = info else {
            throw AISError.notAnAISServer("the login answer has no userInfo")
        }
        guard let token = info["token"]?.text ?? json["token"]?.text, !token.isEmpty else {
            throw AISError.malformedResponse("the login answer has no token")
        }
        let name = json["username"]?.text?.trimmingCharacters(in: .whitespaces) ?? username
        return AISSession(token: token, username: name.isEmpty ? username : name,
                          environment: json["environment"]?.text ?? configuration.environment,
                          role: json["role"]?.text ?? configuration.role, deviceName: configuration.deviceName,
                          userInfo: AISUserInfo(json: info, username: username))
    }

    /// Whether the session is still valid (§2.2); `touch` extends it.
    public func validate(_ session: AISSession, touch: Bool) async throws -> Bool {
        do {
            let json = try await requester.post(configuration.url("v2/tokenrequest/validate"), [("touch", .bool(touch))], session: session, kind: .read)
            return json["isValidSession"]?.bool ?? true
        } catch AISError.invalidToken {
            return false
        } catch AISError.notAllowed {
            // §2.2: anything but 200 means the token is no longer valid.
            return false
        } catch AISError.serverError(let status, _) where status < 500 {
            return false
        }
    }

    /// Logs out (§2.3); the token is invalid afterwards, and the session's cookies are dropped.
    public func logout(_ session: AISSession) async throws {
        defer { requester.transport.forgetCookies() }
        _ = try await requester.post(configuration.url("v2/tokenrequest/logout"), [], session: session, kind: .write)
    }
}
