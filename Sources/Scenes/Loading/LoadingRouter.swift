import Foundation
import SceneKit

/// Where the Loading scene goes: on to the home screen, or back to login.
@MainActor
public protocol LoadingRoutingLogic: AnyObject {
    func routeToHome()
    /// The home screen straight from the store, whose queue was read at `fromStoreReadAt`.
    func routeToHome(fromStoreReadAt: Date)
    func routeToLogin()
}

/// From the Loading scene to the home screen, or back to login when the user cancels. The Root
/// controller decides the top-level screen, so each route is handed to the app.
@MainActor
public final class LoadingRouter: LoadingRoutingLogic {
    private let preloaded: @MainActor (_ storedQueueReadAt: Date?) -> Void
    private let loggedOut: @MainActor (StatusMessage) -> Void

    /// `preloaded` opens the home screen (from the store when given when its queue was read);
    /// `loggedOut` ends the session and shows the login with the message.
    public init(preloaded: @escaping @MainActor (_ storedQueueReadAt: Date?) -> Void,
                loggedOut: @escaping @MainActor (StatusMessage) -> Void) {
        self.preloaded = preloaded
        self.loggedOut = loggedOut
    }

    public func routeToHome() { preloaded(nil) }

    public func routeToHome(fromStoreReadAt date: Date) { preloaded(date) }

    public func routeToLogin() { loggedOut(.info("Loading cancelled; logged out.")) }
}
