import AIS

/// Asks the person at the screen (or script) for the password again when the server drops the session.
public protocol ReauthenticationPrompt: Sendable {
    /// Returns the password, or nil when the user gives up (which logs them out).
    /// `problem` says why it is asked again (the previous try was wrong, say).
    func password(for username: String, problem: String?) async -> String?
}

/// Why a request could not run for lack of a session.
public enum SessionError: Error, Equatable, Sendable {
    /// Nobody is logged in.
    case notLoggedIn
    /// The session expired and the user chose to log out instead of logging in again.
    case loggedOut
}

/// Holds the current AIS session and runs requests with it. When the server rejects the token, the
/// request waits while the user logs in again (one prompt however many requests are waiting), then
/// runs once more with the new token; nothing is lost and no preload runs again.
public actor SessionGate: SessionRenewing {
    public let client: AISClient
    public private(set) var session: AISSession?
    private var prompt: (any ReauthenticationPrompt)?
    private var renewal: Task<AISSession?, Never>?
    /// Renewals since a request was last answered.
    private var fruitlessRenewals = 0
    /// Told when a session starts, expires, is renewed or ends (the Root controller listens).
    private var listener: (@Sendable (SessionEvent) -> Void)?

    public enum SessionEvent: Sendable, Equatable {
        case started(AISSession)
        case expired
        case renewed(AISSession)
        case ended
    }

    public init(client: AISClient) { self.client = client }

    public func setPrompt(_ prompt: any ReauthenticationPrompt) { self.prompt = prompt }
    public func setListener(_ listener: @escaping @Sendable (SessionEvent) -> Void) { self.listener = listener }

    /// Logs in and keeps the session.
    @discardableResult
    public func login(username: String, password: String) async throws -> AISSession {
        let new = try await client.sessionService.login(username: username, password: password)
        session = new
        listener?(.started(new))
        return new
    }

    /// Logs out on the server (best effort) and forgets the session.
    public func logout() async {
        renewal?.cancel()
        renewal = nil
        if let current = session { try? await client.sessionService.logout(current) }
        session = nil
        listener?(.ended)
    }

    /// Runs `body` with the session. Every request under it that meets a rejected token gets a new
    /// session from this gate and is sent again (`AISRequester.post`), so a long paged read outlives any
    /// number of session ends, and requests in flight together share one prompt.
    public func perform<T: Sendable>(_ body: @Sendable (AISSession) async throws -> T) async throws -> T {
        guard let current = session else { throw SessionError.notLoggedIn }
        return try await SessionRenewal.$renewer.withValue(self) { try await body(current) }
    }

    /// A new session after `stale` was rejected; concurrent callers share one prompt.
    /// (`SessionRenewing` for the client's requests.)
    public func renewedSession(after stale: AISSession) async throws -> AISSession { try await renew(after: stale) }

    public func currentSession() async -> AISSession? { session }

    public func served(by used: AISSession) async {
        fruitlessRenewals = 0
    }

    /// New sessions in a row with no request answered since: past this many, the server refuses every
    /// new token (a profile locked on the server, a broken AIS) and asking for the password again would
    /// go on forever. Any answered request shows the server takes tokens again.
    static let maximumFruitlessRenewals = 3

    /// A new session after `stale` was rejected; concurrent callers share one prompt.
    private func renew(after stale: AISSession) async throws -> AISSession {
        if let current = session, current.token != stale.token { return current }
        if let renewal {
            guard let renewed = await renewal.value else { throw SessionError.loggedOut }
            return try install(renewed, from: renewal, replacing: stale)
        }
        fruitlessRenewals += 1
        guard fruitlessRenewals <= Self.maximumFruitlessRenewals else {
            // This request fails; a later one may ask again.
            fruitlessRenewals = 0
            throw AISError.invalidToken
        }
        guard let prompt else { throw AISError.invalidToken }
        listener?(.expired)
        let username = stale.username
        let client = self.client
        let task = Task<AISSession?, Never> {
            var problem: String? = nil
            while !Task.isCancelled {
                guard let password = await prompt.password(for: username, problem: problem) else { return nil }
                do {
                    return try await client.sessionService.login(username: username, password: password)
                } catch let error as AISError {
                    problem = error.userMessage
                } catch {
                    problem = String(describing: error)
                }
            }
            return nil
        }
        renewal = task
        guard let renewed = await task.value else {
            if renewal == task { renewal = nil }
            if session?.token == stale.token {
                session = nil
                listener?(.ended)
            }
            throw SessionError.loggedOut
        }
        return try install(renewed, from: task, replacing: stale)
    }

    /// Makes a renewal's session the current one. Whichever of its waiters resumes first does it (the
    /// one that asked may resume last): a waiter that sent with the new token and met a rejection
    /// again must find that token current, never the one before it.
    private func install(_ renewed: AISSession, from task: Task<AISSession?, Never>, replacing stale: AISSession) throws -> AISSession {
        if renewal == task { renewal = nil }
        if session?.token == stale.token {
            session = renewed
            listener?(.renewed(renewed))
        }
        guard let current = session else { throw SessionError.loggedOut }
        return current
    }
}
