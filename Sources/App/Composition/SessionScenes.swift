import AIS
import Foundation
import Resources
import SceneKit
import Scenes

/// The session's part of the composition: the login, the loading that follows it, and the
/// re-authentication dialog over the screen when the server ends the session; logging out
/// (`SessionScenes+LoggingOut`) and the gate's events (`SessionScenes+Gate`) are its other half.
@MainActor
final class SessionScenes {
    let context: AppContext
    let transport: (any HTTPTransport)?
    let orderScenes: OrderScenes
    let homeScenes: HomeScenes
    /// Where opened file attachments are written; emptied at logout.
    let attachmentFolder: AttachmentFolder
    /// The diagnostic log, when on: every request of every login goes through a `LoggingTransport`.
    var log: DiagnosticLog?
    /// A message for the next login screen (a store that was moved aside, a broken config file).
    var loginNotice: String?
    var reauthentication: ReauthenticationView?

    init(context: AppContext, transport: (any HTTPTransport)?, orderScenes: OrderScenes, homeScenes: HomeScenes,
         attachmentFolder: AttachmentFolder) {
        self.context = context
        self.transport = transport
        self.orderScenes = orderScenes
        self.homeScenes = homeScenes
        self.attachmentFolder = attachmentFolder
    }

    func makeLoginScene(root: RootController) -> any SceneView {
        root.status.user = nil
        let context = self.context
        let scene = LoginScene.make(.init(
            worker: makeLoginWorker(), settings: context.settings,
            settingsFile: SettingsFile(location: context.location), workspace: context.workspace,
            demoCredentials: context.demoCredentials, notice: loginNotice,
            // Weak: the context holds the workspace, whose gate outlives this scene.
            loggedIn: { [weak context] workspace, session, settings in
                guard let context else { return }
                // What the Loading scene is built from.
                context.settings = settings
                context.workspace = workspace
                context.session = session
                context.root?.loginSucceeded()
            }))
        loginNotice = nil
        return scene
    }

    func makeLoadingScene(root: RootController) -> any SceneView {
        guard let workspace = context.workspace, let session = context.session else { return makeLoginScene(root: root) }
        listen(to: workspace, root: root)
        root.status.user = "\(Sanitizer.inert(session.userInfo.alphaName)) (\(session.userInfo.addressNumber))"
        root.status.environment = session.environment
        if let moved = workspace.recoveredStore {
            root.show(.warning("The local store was unreadable (\(moved.reason)); it was kept as \(moved.path) and rebuilt from the server."))
        }
        let context = self.context
        return LoadingScene.make(.init(
            worker: workspace.preloadWorker(settings: context.preloadSettings), username: session.username,
            numbers: context.numberStyle,
            preloaded: { [weak context] storedQueueReadAt in
                if let storedQueueReadAt { context?.warmStart = storedQueueReadAt }
                context?.root?.preloadFinished()
            },
            loggedOut: { [weak self] message in self?.logOut(message: message) }))
    }

    func makeReauthentication(root: RootController) -> any SceneView {
        let context = self.context
        let view = ReauthenticationScene.make(.init(username: context.session?.username ?? "",
                                                    server: context.workspace?.server.host ?? "the server",
                                                    renewed: { [weak root] in root?.sessionRestored() },
                                                    ended: { [weak self, weak context, weak root] in
                                                        context?.session = nil
                                                        self?.orderScenes.desk?.stop()
                                                        root?.loggedOut(message: .info("Logged out."))
                                                    }))
        reauthentication = view
        return view
    }
}
