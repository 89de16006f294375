import Foundation

@MainActor
public protocol LoadingRoutingLogic: AnyObject {
    func routeToHome()
    /// The home screen straight from the store, whose queue was read at `fromStoreReadAt`.
    func routeToHome(fromStoreReadAt: Date)
    func routeToLogin()
}

/// From the Loading scene to the home screen, or back to login when the user cancels.
@MainActor
public final class LoadingRouter: LoadingRoutingLogic {
    private let context: AppContext

    public init(context: AppContext) { self.context = context }

    public func routeToHome() { context.root?.preloadFinished() }

    public func routeToHome(fromStoreReadAt date: Date) {
        context.warmStart = date
        context.root?.preloadFinished()
    }

    public func routeToLogin() {
        let workspace = context.workspace
        context.session = nil
        context.root?.loggedOut(message: .info("Loading cancelled; logged out."))
        Task { try? await workspace?.logout() }
    }
}
