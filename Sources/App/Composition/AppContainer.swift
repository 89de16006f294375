import AIS
import Dispatch
import Foundation
import Resources
import SceneKit
import Scenes
import Store

/// The composition root: builds each scene (View, Interactor, Presenter, Router) with the Resources it
/// needs, for the Root controller.
@MainActor
public final class AppContainer: RootSceneFactory {
    public let context: AppContext
    let transport: (any HTTPTransport)?
    private let onQuit: () -> Void
    var reauthentication: ReauthenticationView?
    private(set) weak var homeView: OrdersAwaitingApprovalView?
    /// The session's decision desk, from the first scene or command that decides until logout.
    var desk: DecisionDesk?
    private var router: AppRouter?
    private var loginNotice: String?
    /// While logged in: another process's writes to the store (a script's refresh or decision beside the
    /// open client) reach the screen within `otherWritersInterval`.
    var otherWriters: ObservationToken?
    static let otherWritersInterval = DispatchTimeInterval.seconds(2)

    /// The diagnostic log, when on: every request of every login goes through a `LoggingTransport`.
    public var log: DiagnosticLog?
    /// Where opened file attachments are written; emptied at logout and when Signoff ends (quit, SIGTERM, SIGHUP).
    public let attachmentFolder = AttachmentFolder.fromEnvironment()

    public init(context: AppContext, transport: (any HTTPTransport)? = nil, onQuit: @escaping () -> Void) {
        self.context = context
        self.transport = transport
        self.onQuit = onQuit
    }

    /// A message for the next login screen (a store that was moved aside, a broken config file).
    public func setLoginNotice(_ notice: String?) { loginNotice = notice }

    // MARK: Scenes

    public func makeLoginScene(root: RootController) -> any SceneView {
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

    public func makeLoadingScene(root: RootController) -> any SceneView {
        guard let workspace = context.workspace, let session = context.session else { return makeLoginScene(root: root) }
        listen(to: workspace, root: root)
        root.status.user = "\(Sanitizer.inert(session.userInfo.alphaName)) (\(session.userInfo.addressNumber))"
        root.status.environment = session.environment
        if let moved = workspace.recoveredStore {
            root.show(.warning("The local store was unreadable (\(moved.reason)); it was kept as \(moved.path) and rebuilt from the server."))
        }
        let context = self.context
        return LoadingScene.make(.init(
            worker: workspace.preloadWorker(settings: preloadSettings), username: session.username,
            numbers: context.numberStyle,
            preloaded: { [weak context] storedQueueReadAt in
                if let storedQueueReadAt { context?.warmStart = storedQueueReadAt }
                context?.root?.preloadFinished()
            },
            loggedOut: { [weak self] message in self?.logOut(message: message) }))
    }

    public func makeHomeScene(root: RootController) -> any SceneView {
        guard let workspace = context.workspace else { return makeLoginScene(root: root) }
        root.status.branch = defaultBranch()
        root.status.refreshEvery = Self.refreshEvery(context.settings.refreshIntervalMinutes)
        let warmStart = context.warmStart
        context.warmStart = nil
        root.status.lastRefresh = warmStart.map { "stored " + ClockText.hoursMinutes($0) } ?? "refreshed " + ClockText.hoursMinutes(Date())
        let list = QueueListWorker(database: workspace.database, username: context.session?.username)
        otherWriters = workspace.database.followOtherWriters(every: Self.otherWritersInterval)
        let desk = context.session.map { makeDecisionDesk(workspace: workspace, session: $0, queue: list) }
        let needs = homeNeeds(workspace: workspace, list: list, desk: desk)
        let order = orderNeeds(workspace: workspace, desk: desk)
        let view = OrdersAwaitingApprovalScene.make(needs, order: order)
        view.autoRefreshMinutes = context.settings.refreshIntervalMinutes
        homeView = view
        if warmStart != nil, context.settings.bool("data.refresh-on-start") {
            // Once the scene is attached, so the refresh's progress reaches the top bar.
            DispatchQueue.main.async { [weak view] in MainActor.assumeIsolated { view?.interactor?.refresh(automatic: true) } }
        }
        if context.settings.defaultView != nil {
            // Once the scene is attached, so what it says reaches the message line.
            DispatchQueue.main.async { [weak self] in MainActor.assumeIsolated { self?.applyDefaultView() } }
        }
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

    /// The inventory inquiry, in the mode its caller chose (on its own, or for an order line).
    public func makeInventoryInquiry(mode: InventoryInquiry.Mode) -> InventoryInquiryView? {
        guard let workspace = context.workspace else { return nil }
        return InventoryInquiryScene.make(inventoryNeeds(workspace: workspace), mode: mode)
    }

    /// Decided by me (`:history`, `H`): the user's decisions from the server, merged with the outbox.
    public func makeDecidedByMe() -> DecidedByMeView? {
        guard let workspace = context.workspace, let session = context.session else { return nil }
        return DecidedByMeScene.make(decidedByMeNeeds(workspace: workspace, session: session))
    }

    public func makeReauthentication(root: RootController) -> any SceneView {
        let context = self.context
        let view = ReauthenticationScene.make(.init(username: context.session?.username ?? "",
                                                    server: context.workspace?.server.host ?? "the server",
                                                    renewed: { [weak root] in root?.sessionRestored() },
                                                    ended: { [weak self, weak context, weak root] in
                                                        context?.session = nil
                                                        self?.desk?.stop()
                                                        root?.loggedOut(message: .info("Logged out."))
                                                    }))
        reauthentication = view
        return view
    }

    public func makeHelp(root: RootController, scope: KeyScope) -> (any SceneView)? {
        HelpScene.make(.init(keyTable: root.keyTable), scope: scope)
    }

    public func makeCommandLine(root: RootController) -> (any SceneView)? { appRouter(root).makeCommandLine() }

    /// Theme, colour and mouse for the terminal (SignoffApp sets it; tests leave it empty).
    public var applyDisplay: (Settings) -> Void = { _ in }

    func makeSettingsScene() -> (any SceneView)? {
        guard let root = context.root else { return nil }
        let effects = AppSettingsEffects(context: context, container: self, display: applyDisplay)
        settingsEffects = effects
        return SettingsScene.make(.init(settings: context.settings, keyTable: root.keyTable,
                                        defaultKeys: DefaultKeyTable.make(),
                                        file: SettingsFile(location: context.location), effects: effects))
    }

    private var settingsEffects: AppSettingsEffects?
    var appRouterIfAny: AppRouter? { router }

    func appRouter(_ root: RootController) -> AppRouter {
        if let router { return router }
        let made = AppRouter(root: root, container: self)
        router = made
        return made
    }

    public func quit() { onQuit() }
}
