import Resources

/// Where the Login scene goes: on to preloading once a session is live.
@MainActor
public protocol LoginRoutingLogic: AnyObject {
    /// The session is live: the app keeps it (and the settings that logged in) and preloads the user's data.
    func routeToPreloading(workspace: ServerWorkspace, session: AISSession, settings: Settings)
}

/// From a successful login to the Loading scene. The Root controller decides the top-level screen, so
/// the route hands the workspace, session and remembered settings to the app, which enters preloading.
@MainActor
public final class LoginRouter: LoginRoutingLogic {
    private let loggedIn: @MainActor (ServerWorkspace, AISSession, Settings) -> Void

    public init(loggedIn: @escaping @MainActor (ServerWorkspace, AISSession, Settings) -> Void) {
        self.loggedIn = loggedIn
    }

    public func routeToPreloading(workspace: ServerWorkspace, session: AISSession, settings: Settings) {
        loggedIn(workspace, session, settings)
    }
}
