import SceneKit

/// Where the re-authentication dialog goes once the session gate has its outcome.
@MainActor
public protocol ReauthenticationRoutingLogic: AnyObject {
    /// The session was renewed: the dialog closes and the screen beneath carries on as it was.
    func routeBackToWork()
    /// No password (Esc) or the gate gave up: the session is over, so the login form opens.
    func routeToLogin()
}

/// From the dialog back to the scene it covered, or out to the login form. The Root controller owns the
/// top-level state, so each route is the app's step for it, handed in by the scene factory.
@MainActor
public final class ReauthenticationRouter: ReauthenticationRoutingLogic {
    private let renewed: @MainActor () -> Void
    private let ended: @MainActor () -> Void

    public init(renewed: @escaping @MainActor () -> Void, ended: @escaping @MainActor () -> Void) {
        self.renewed = renewed
        self.ended = ended
    }

    public func routeBackToWork() { renewed() }

    public func routeToLogin() { ended() }
}
