import Foundation

/// A logged-in session: the token, the device it is bound to, and its user.
struct Session: Sendable {
    let token: String
    let deviceName: String
    let user: UserAccount
    var lastUsed: Date
    /// Requests this token has served (the token-uses fault ends it after so many).
    var uses = 0
}

/// The tokens issued and still alive. A token is valid only from the device it was issued to, until
/// it is logged out, expired by the admin endpoint, or unused for longer than the token lifetime.
final class TokenStore: Sendable {
    private let sessions = Locked<[String: Session]>([:])
    private let lifetime: @Sendable () -> Double
    private let maximumUses: @Sendable () -> Int

    /// `lifetime` and `maximumUses` (0: no limit) are read at each check, so that a run-time change applies
    /// to tokens already issued.
    init(lifetime: @escaping @Sendable () -> Double, maximumUses: @escaping @Sendable () -> Int = { 0 }) {
        self.lifetime = lifetime
        self.maximumUses = maximumUses
    }

    func issue(for user: UserAccount, deviceName: String, now: Date = Date()) -> Session {
        let session = Session(token: Self.newToken(), deviceName: deviceName, user: user, lastUsed: now)
        sessions.withLock { $0[session.token] = session }
        return session
    }

    /// The live session of `token` used from `deviceName` (any device when nil); `touch` restarts its lifetime.
    /// Each call that finds the session is one use of the token: past `maximumUses` it is gone.
    func session(token: String, deviceName: String?, touch: Bool = true, now: Date = Date()) -> Session? {
        let lifetime = lifetime()
        let maximumUses = maximumUses()
        return sessions.withLock { all -> Session? in
            guard var session = all[token] else { return nil }
            if now.timeIntervalSince(session.lastUsed) >= lifetime {
                all[token] = nil
                return nil
            }
            if let deviceName, deviceName != session.deviceName { return nil }
            if maximumUses > 0, session.uses >= maximumUses {
                all[token] = nil
                return nil
            }
            session.uses += 1
            if touch { session.lastUsed = now }
            all[token] = session
            return session
        }
    }

    /// True while `token`'s session lives (not logged out, expired or used up); unlike `session`, not a use.
    func isAlive(token: String, now: Date = Date()) -> Bool {
        let lifetime = lifetime()
        let maximumUses = maximumUses()
        return sessions.withLock { all in
            guard let session = all[token] else { return false }
            return now.timeIntervalSince(session.lastUsed) < lifetime && (maximumUses == 0 || session.uses < maximumUses)
        }
    }

    @discardableResult
    func remove(token: String) -> Session? { sessions.withLock { $0.removeValue(forKey: token) } }

    /// Ends every session now; answers how many there were.
    func expireAll() -> Int {
        sessions.withLock { all in
            defer { all.removeAll() }
            return all.count
        }
    }

    var count: Int { sessions.withLock { $0.count } }

    /// Every live session (for the admin endpoint: tests look for tokens where none may be).
    var all: [Session] { sessions.withLock { Array($0.values) } }

    /// `044` (as AIS tokens start) and 48 random bytes in base64.
    static func newToken() -> String {
        "044" + Data(RandomBytes.make(48)).base64EncodedString()
    }
}

enum RandomBytes {
    static func make(_ count: Int) -> [UInt8] {
        var generator = SystemRandomNumberGenerator()
        return (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
    }

    static func hex(_ count: Int) -> String {
        make((count + 1) / 2).map { String($0, radix: 16).leftPadded(to: 2, with: "0") }.joined().prefix(count).description
    }
}

extension String {
    func leftPadded(to width: Int, with pad: Character = " ") -> String {
        count >= width ? self : String(repeating: pad, count: width - count) + self
    }
}
