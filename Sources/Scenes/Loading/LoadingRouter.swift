@MainActor
public protocol LoadingRoutingLogic: AnyObject {
    func routeToHome()
    func routeToLogin()
}

/// From the Loading scene to the home screen, or back to login when the user cancels.
@MainActor
public final class LoadingRouter: LoadingRoutingLogic {
    private let context: AppContext

    public init(context: AppContext) { self.context = context }

    public func routeToHome() { context.root?.preloadFinished() }

    public func routeToLogin() {
        let workspace = context.workspace
        context.session = nil
        context.root?.loggedOut(message: .info("Loading cancelled; logged out."))
        Task { try? await workspace?.logout() }
    }
}
