import AIS
import Foundation
import Resources
import SceneKit
import Scenes

/// The composition root: builds each scene (View, Interactor, Presenter, Router) with the Resources it
/// needs, for the Root controller, through one small part per group of scenes: the session's
/// (`SessionScenes`: login, loading, re-authentication, logging out), the home list's (`HomeScenes`),
/// the order view's and the decision desk's (`OrderScenes`), the settings screen's (`SettingsScenes`).
/// The script commands build their interactors from the same parts' needs.
@MainActor
public final class AppContainer: RootSceneFactory {
    public let context: AppContext
    private let onQuit: () -> Void
    private var router: AppRouter?
    let orderScenes: OrderScenes
    let homeScenes: HomeScenes
    let sessionScenes: SessionScenes
    let settingsScenes: SettingsScenes

    /// The diagnostic log, when on: every request of every login goes through a `LoggingTransport`.
    public var log: DiagnosticLog? {
        didSet {
            sessionScenes.log = log
            homeScenes.log = log
            orderScenes.log = log
        }
    }
    /// Where opened file attachments are written; emptied at logout and when Signoff ends (quit, SIGTERM, SIGHUP).
    public let attachmentFolder = AttachmentFolder.fromEnvironment()

    public init(context: AppContext, transport: (any HTTPTransport)? = nil, onQuit: @escaping () -> Void) {
        self.context = context
        self.onQuit = onQuit
        orderScenes = OrderScenes(context: context, attachmentFolder: attachmentFolder)
        homeScenes = HomeScenes(context: context, orderScenes: orderScenes)
        sessionScenes = SessionScenes(context: context, transport: transport, orderScenes: orderScenes, homeScenes: homeScenes,
                                      attachmentFolder: attachmentFolder)
        settingsScenes = SettingsScenes(context: context, homeScenes: homeScenes, sessionScenes: sessionScenes)
    }

    /// A message for the next login screen (a store that was moved aside, a broken config file).
    public func setLoginNotice(_ notice: String?) { sessionScenes.loginNotice = notice }

    // MARK: Scenes

    public func makeLoginScene(root: RootController) -> any SceneView { sessionScenes.makeLoginScene(root: root) }

    public func makeLoadingScene(root: RootController) -> any SceneView { sessionScenes.makeLoadingScene(root: root) }

    public func makeHomeScene(root: RootController) -> any SceneView {
        guard let view = homeScenes.makeHomeScene(root: root) else { return makeLoginScene(root: root) }
        if let link = context.pendingRoute {
            context.pendingRoute = nil
            if case .success(.order(let number)) = RouteTable.route(link) {
                view.openOrderNumber = number
            } else {
                // After the home scene is attached, so Esc from what the link opens comes back to it.
                DispatchQueue.main.async { [weak self, weak root] in
                    guard let self, let root else { return }
                    self.appRouter(root).open(deepLink: link)
                }
            }
        }
        return view
    }

    public func makeReauthentication(root: RootController) -> any SceneView { sessionScenes.makeReauthentication(root: root) }

    public func makeHelp(root: RootController, scope: KeyScope) -> (any SceneView)? {
        HelpScene.make(.init(keyTable: root.keyTable), scope: scope)
    }

    public func makeCommandLine(root: RootController) -> (any SceneView)? { appRouter(root).makeCommandLine() }

    public func makeQuitConfirmation(root: RootController) -> (any SceneView)? { sessionScenes.makeQuitConfirmation(root: root) }

    func appRouter(_ root: RootController) -> AppRouter {
        if let router { return router }
        let made = AppRouter(root: root, homeScenes: homeScenes, sessionScenes: sessionScenes, settingsScenes: settingsScenes)
        router = made
        return made
    }

    public func quit() { onQuit() }
}
