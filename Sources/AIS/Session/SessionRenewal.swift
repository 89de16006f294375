/// Who gives a request a new session when the server rejects its token (444): the app's session gate,
/// which asks the user for the password once however many requests are waiting.
public protocol SessionRenewing: Sendable {
    /// The session requests should use now (a request that started with an older token takes the newer
    /// one instead of sending a token already known to be dead).
    func currentSession() async -> AISSession?
    /// A session after `stale` was rejected: the current one when it was already renewed, otherwise one
    /// new login shared by every request that waits. Throws when the user gives up.
    func renewedSession(after stale: AISSession) async throws -> AISSession
    /// A request was answered with this session's token: the server takes tokens (so the next rejection
    /// is a session that ended, not a server that refuses every new token).
    func served(by session: AISSession) async
}

/// The renewer of the requests a task sends. The gate sets it around the work it runs
/// (`SessionGate.perform`), so every request under it, in child tasks too (a preload's parallel
/// chunks), is sent again with a new token after a `444` instead of failing its whole read: a token
/// rejected is a request refused before it ran (§2.4), so sending it again repeats nothing.
public enum SessionRenewal {
    @TaskLocal public static var renewer: (any SessionRenewing)?
}
