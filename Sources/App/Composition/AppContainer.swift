import AIS
import Dispatch
import Foundation
import Resources
import SceneKit
import Scenes

/// The composition root: builds each scene (View, Interactor, Presenter, Router) with the Resources it
/// needs, for the Root controller.
@MainActor
public final class AppContainer: RootSceneFactory {
    public let context: AppContext
    private let transport: (any HTTPTransport)?
    private let onQuit: () -> Void
    private var reauthentication: ReauthenticationView?
    private(set) weak var homeView: OrdersAwaitingApprovalView?
    private var router: AppRouter?
    private var loginNotice: String?

    /// The diagnostic log, when on: every request of every login goes through a `LoggingTransport`.
    public var log: DiagnosticLog?

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
            settingsFile: SettingsFile(path: context.location.configFile), workspace: context.workspace,
            demoCredentials: context.demoCredentials, notice: loginNotice,
            loggedIn: { workspace, session, settings in
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
            preloaded: { storedQueueReadAt in
                if let storedQueueReadAt { context.warmStart = storedQueueReadAt }
                context.root?.preloadFinished()
            },
            loggedOut: { [weak self] message in self?.logOut(message: message) }))
    }

    public func makeHomeScene(root: RootController) -> any SceneView {
        guard let workspace = context.workspace else { return makeLoginScene(root: root) }
        root.status.branch = defaultBranch()
        let warmStart = context.warmStart
        context.warmStart = nil
        root.status.lastRefresh = warmStart.map { "stored " + ClockText.hoursMinutes($0) } ?? "refreshed " + ClockText.hoursMinutes(Date())
        let context = self.context
        let formats = { @MainActor [context] in (dates: context.dateStyle, numbers: context.numberStyle) }
        let username = context.session?.username
        let list = QueueListWorker(database: workspace.database, username: username)
        let connection = ConnectionState()
        let deciding = context.session.map { session in
            DecisionNeeds(outbox: DecisionWorker(gate: workspace.gate, database: workspace.database),
                          notes: ApproverNoteWorker(gate: workspace.gate, database: workspace.database), queue: list,
                          approver: Approver(username: session.username, addressNumber: session.userInfo.addressNumber),
                          connection: connection)
        }
        let view = OrdersAwaitingApprovalScene.make(
            .init(list: list, refresher: workspace.preloadWorker(settings: preloadSettings), connection: connection, formats: formats,
                  makeInventoryInquiry: { [weak self] mode in self?.makeInventoryInquiry(mode: mode) }),
            order: .init(worker: OrderDetailWorker(gate: workspace.gate, database: workspace.database), deciding: deciding,
                         rules: decisionRules, formats: formats))
        view.autoRefreshMinutes = context.settings.refreshIntervalMinutes
        homeView = view
        if warmStart != nil, context.settings.bool("data.refresh-on-start") {
            // Once the scene is attached, so the refresh's progress reaches the top bar.
            DispatchQueue.main.async { [weak view] in MainActor.assumeIsolated { view?.interactor?.refresh(automatic: true) } }
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
        // The style is taken once: opening the settings screen closes the inquiry (AppRouter), so a
        // change of display.numbers always meets a new one.
        let worker = InventoryWorker(gate: workspace.gate, database: workspace.database)
        return InventoryInquiryScene.make(.init(worker: worker, branches: context.settings.inventoryBranches,
                                                defaultBranch: defaultBranch(), numbers: context.numberStyle),
                                          mode: mode)
    }

    public func makeReauthentication(root: RootController) -> any SceneView {
        let view = ReauthenticationScene.make(.init(username: context.session?.username ?? "",
                                                    server: context.workspace?.server.host ?? "the server"))
        reauthentication = view
        return view
    }

    public func makeHelp(root: RootController, scope: String) -> (any SceneView)? {
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
                                        file: SettingsFile(path: context.location.configFile), effects: effects))
    }

    private var settingsEffects: AppSettingsEffects?
    var appRouterIfAny: AppRouter? { router }

    /// The default branch: the settings' override, else the one the server gave.
    func defaultBranch() -> String? {
        let override = context.settings.text("data.default-branch")
        if !override.isEmpty { return override }
        return (try? context.workspace?.database.read { try DefaultBranchDao().branch(in: $0) }) ?? nil
    }

    /// Dates in the format the settings now say, everywhere they are shown: the presenters read the
    /// formats from the context at each presentation, so the home scene is only drawn again.
    func applyDateStyle() {
        homeView?.reloadAll()
    }

    /// Amounts, quantities and counts in the format the settings now say, everywhere they are shown.
    func applyNumberStyle() {
        homeView?.reloadAll()
    }

    /// The approval rules of the settings (`approvals.*`).
    var decisionRules: DecisionRules {
        let settings = context.settings
        return DecisionRules(remarkRequiredOnReject: settings.bool("approvals.remark-required-on-reject"),
                             confirmApprovals: settings.bool("approvals.confirm-approve"),
                             allowOfflineDecisions: settings.bool("approvals.allow-offline-decisions"))
    }

    /// The home scene's rules, refresh interval and branch, as the settings now say.
    func applyHomeSettings() {
        let settings = context.settings
        if let homeView {
            homeView.order.interactor?.rules = decisionRules
            if let workspace = context.workspace { homeView.interactor?.refresher = workspace.preloadWorker(settings: preloadSettings) }
            if homeView.autoRefreshMinutes != settings.refreshIntervalMinutes {
                homeView.autoRefreshMinutes = settings.refreshIntervalMinutes
                homeView.interactor?.startAutoRefresh(minutes: settings.refreshIntervalMinutes)
            }
        }
        context.root?.status.branch = defaultBranch()
    }

    func appRouter(_ root: RootController) -> AppRouter {
        if let router { return router }
        let made = AppRouter(root: root, container: self)
        router = made
        return made
    }

    /// Logging out while decisions are still in the outbox asks first; they are sent at the next login.
    func makeLogoutConfirmation() -> (any SceneView)? {
        guard let open = homeView?.order.interactor?.openDecisionCount(), open > 0 else { return nil }
        let what = open == 1 ? "1 decision is" : "\(open) decisions are"
        return ConfirmView(title: "Log out?", lines: ["\(what) still being sent.", "Log out anyway? They are kept and sent at your next login."],
                           confirmLabel: "Log out") { [weak self] in self?.logOut() }
    }

    /// Ends the session on the server, forgets the user's data (never the outbox) and shows the login
    /// with `message`.
    func logOut(message: StatusMessage = .info("Logged out.")) {
        let workspace = context.workspace
        context.session = nil
        context.root?.loggedOut(message: message)
        Task { try? await workspace?.logout() }
    }

    /// Quitting while decisions are still in the outbox asks first; they are sent at the next login.
    public func makeQuitConfirmation(root: RootController) -> (any SceneView)? {
        guard root.state == .preloaded, let open = homeView?.order.interactor?.openDecisionCount(), open > 0 else { return nil }
        let what = open == 1 ? "1 decision is" : "\(open) decisions are"
        return ConfirmView(title: "Quit?", lines: ["\(what) still being sent.", "Quit anyway? They are kept and sent at your next login."],
                           confirmLabel: "Quit") { [weak root] in root?.quitNow() }
    }

    public func quit() { onQuit() }

    // MARK: Resources

    var preloadSettings: PreloadSettings {
        PreloadSettings(pageSize: context.settings.pageSize,
                        foundationMaxAge: TimeInterval(context.settings.foundationMaxAgeHours) * 3600)
    }

    func makeLoginWorker() -> LoginWorker {
        let settings = context.settings
        let transport = self.transport ?? log.map {
            LoggingTransport(RoutingTransport(verifyTLS: settings.verifyTLS, timeout: TimeInterval(settings.timeout)), log: $0)
        }
        let diagnostics = log.map { log in Diagnostics { log.write($0) } } ?? .none
        return LoginWorker(location: context.location, transport: transport, diagnostics: diagnostics) { request in
            var configuration = AISConfiguration(baseURL: request.server, environment: request.environment, role: request.role,
                                                 deviceName: settings.deviceName)
            configuration.requestTimeout = TimeInterval(settings.timeout)
            configuration.verifyTLS = settings.verifyTLS
            configuration.maxPageSize = settings.pageSize
            configuration.approveOrchestration = settings.approveOrchestration
            configuration.rejectOrchestration = settings.rejectOrchestration
            return configuration
        }
    }

    /// Session events from the gate drive the Root controller: expiry asks for the password over the
    /// screen, renewal carries on, an abandoned renewal logs out.
    private func listen(to workspace: ServerWorkspace, root: RootController) {
        let bridge = ReauthenticationPromptBridge { [weak self] username, problem, answer in
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    guard let self, let root = self.context.root else { return answer(nil) }
                    root.sessionDidExpire()
                    guard let interactor = self.reauthentication?.interactor else { return answer(nil) }
                    interactor.ask(.init(problem: problem)) { answer($0) }
                }
            }
        }
        let context = self.context
        Task {
            await workspace.gate.setPrompt(bridge)
            await workspace.gate.setListener { event in
                DispatchQueue.main.async {
                    MainActor.assumeIsolated {
                        switch event {
                        case .renewed(let session):
                            context.session = session
                            context.root?.sessionRestored()
                        case .ended where context.root?.isSessionExpired == true:
                            context.session = nil
                            context.root?.loggedOut(message: .info("Logged out."))
                        default:
                            break
                        }
                    }
                }
            }
        }
    }
}
