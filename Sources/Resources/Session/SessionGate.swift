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
public actor SessionGate {
    public let client: AISClient
    public private(set) var session: AISSession?
    private var prompt: (any ReauthenticationPrompt)?
    private var renewal: Task<AISSession?, Never>?
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
        let new = try await client.login(username: username, password: password)
        session = new
        listener?(.started(new))
        return new
    }

    /// Logs out on the server (best effort) and forgets the session.
    public func logout() async {
        renewal?.cancel()
        renewal = nil
        if let current = session { try? await client.logout(current) }
        session = nil
        listener?(.ended)
    }

    /// A request whose token is rejected again right after a new login (a very short token lifetime, a
    /// server restarting) waits for at most this many new sessions before it fails.
    static let maximumRenewalsPerRequest = 3

    /// Runs `body` with the session; on a rejected token, waits for a new one and runs it again (a long
    /// paged read may outlive more than one token).
    public func perform<T: Sendable>(_ body: @Sendable (AISSession) async throws -> T) async throws -> T {
        guard var current = session else { throw SessionError.notLoggedIn }
        var renewals = 0
        while true {
            do {
                return try await body(current)
            } catch let error as AISError where error.isSessionGone && renewals < Self.maximumRenewalsPerRequest {
                renewals += 1
                current = try await renew(after: current)
            }
        }
    }

    /// A new session after `stale` was rejected; concurrent callers share one prompt.
    private func renew(after stale: AISSession) async throws -> AISSession {
        if let current = session, current.token != stale.token { return current }
        if let renewal {
            guard let renewed = await renewal.value else { throw SessionError.loggedOut }
            return renewed
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
                    return try await client.login(username: username, password: password)
                } catch let error as AISError {
                    problem = error.userMessage
                } catch {
                    problem = String(describing: error)
                }
            }
            return nil
        }
        renewal = task
        let renewed = await task.value
        renewal = nil
        guard let renewed else {
            session = nil
            listener?(.ended)
            throw SessionError.loggedOut
        }
        session = renewed
        listener?(.renewed(renewed))
        return renewed
    }
}
