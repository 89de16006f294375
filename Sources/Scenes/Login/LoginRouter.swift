import Resources

@MainActor
public protocol LoginRoutingLogic: AnyObject {
    func routeToPreloading(workspace: ServerWorkspace, session: AISSession)
}

/// From a successful login to the Loading scene: the workspace and session go into the app context,
/// which the Loading scene is built from.
@MainActor
public final class LoginRouter: LoginRoutingLogic {
    private let context: AppContext

    public init(context: AppContext) { self.context = context }

    public func routeToPreloading(workspace: ServerWorkspace, session: AISSession) {
        context.workspace = workspace
        context.session = session
        context.root?.loginSucceeded()
    }
}
