import AIS
import Dispatch
import Foundation
import Resources
import SceneKit
import Scenes
import Store

/// The home scenes' part of the composition: the list of orders awaiting approval, and what opens over
/// it (the inventory inquiry, decided by me), for the screen and the script commands alike; the order
/// view and the desk come from `OrderScenes`.
@MainActor
final class HomeScenes {
    let context: AppContext
    let orderScenes: OrderScenes
    /// The diagnostic log, when on: the new-orders hook's words go to it.
    var log: DiagnosticLog?
    private(set) weak var homeView: OrdersAwaitingApprovalView?
    /// While logged in: another process's writes to the store (a script's refresh or decision beside the
    /// open client) reach the screen within `otherWritersInterval`.
    var otherWriters: ObservationToken?
    static let otherWritersInterval = DispatchTimeInterval.seconds(2)

    init(context: AppContext, orderScenes: OrderScenes) {
        self.context = context
        self.orderScenes = orderScenes
    }

    /// The list, with the session's desk (made here, once per login) and the order view beside it; nil
    /// when no server is logged in to.
    func makeHomeScene(root: RootController) -> OrdersAwaitingApprovalView? {
        guard let workspace = context.workspace else { return nil }
        root.status.branch = context.defaultBranch()
        root.status.refreshEvery = Self.refreshEvery(context.settings.refreshIntervalMinutes)
        let warmStart = context.warmStart
        context.warmStart = nil
        root.status.lastRefresh = warmStart.map { "stored " + ClockText.hoursMinutes($0) } ?? "refreshed " + ClockText.hoursMinutes(Date())
        let list = QueueListWorker(database: workspace.database, username: context.session?.username)
        otherWriters = workspace.database.followOtherWriters(every: Self.otherWritersInterval)
        let desk = context.session.map { orderScenes.makeDecisionDesk(workspace: workspace, session: $0, queue: list) }
        let needs = homeNeeds(workspace: workspace, list: list, desk: desk)
        let order = orderScenes.orderNeeds(workspace: workspace, desk: desk)
        let view = OrdersAwaitingApprovalScene.make(needs, order: order)
        view.autoRefreshMinutes = context.settings.refreshIntervalMinutes
        homeView = view
        if warmStart != nil, context.settings.bool("data.refresh-on-start") {
            // Once the scene is attached, so the refresh's progress reaches the top bar.
            DispatchQueue.main.async { [weak view] in MainActor.assumeIsolated { view?.interactor?.refreshes.refresh(automatic: true) } }
        }
        if context.settings.defaultView != nil {
            // Once the scene is attached, so what it says reaches the message line.
            DispatchQueue.main.async { [weak self] in MainActor.assumeIsolated { self?.applyDefaultView() } }
        }
        return view
    }

    /// The home list's needs; `desk` nil builds the list alone (`signoff queue --offline`).
    func homeNeeds(workspace: ServerWorkspace, list: QueueListWorker, desk: DecisionDesk?, refreshes: Bool = true)
        -> OrdersAwaitingApprovalScene.Needs {
        let context = self.context
        let formats = context.formats
        var needs = OrdersAwaitingApprovalScene.Needs(
            list: list, refresher: refreshes ? workspace.syncWorker(settings: context.preloadSettings) : nil,
            connection: desk?.connection ?? ConnectionState(), formats: formats,
            makeInventoryInquiry: { [weak self] mode in self?.makeInventoryInquiry(mode: mode) })
        needs.decide = desk.map { DecideScene.Needs(desk: $0, formats: formats) }
        needs.makeDecidedByMe = { [weak self] in self?.makeDecidedByMe() }
        needs.makeMyOrders = { [weak self] in self?.makeMyOrders() }
        needs.savedViews = SavedViewsWorker(file: SettingsFile(location: context.location),
                                            settings: { [weak self] in self?.context.settings ?? Settings() },
                                            didKeep: { [weak self] views in self?.context.settings.views = views })
        needs.signal = { @MainActor [weak context] in NewOrderSignal(rawValue: context?.settings.notifyOnNew ?? "off") ?? .off }
        needs.newOrdersHook = { @MainActor [weak self] in
            guard let self else { return nil }
            let log = self.log
            return NewOrdersHook(command: self.context.settings.newOrdersCommand, log: { log?.write($0) })
        }
        return needs
    }

    /// The inventory inquiry, in the mode its caller chose (on its own, or for an order line).
    func makeInventoryInquiry(mode: InventoryInquiry.Mode) -> InventoryInquiryView? {
        guard let workspace = context.workspace else { return nil }
        return InventoryInquiryScene.make(inventoryNeeds(workspace: workspace), mode: mode)
    }

    func inventoryNeeds(workspace: ServerWorkspace, branches: [String]? = nil) -> InventoryInquiryScene.Needs {
        // The style is taken once: opening the settings screen closes the inquiry (AppRouter), so a
        // change of display.numbers always meets a new one.
        .init(worker: InventoryWorker(gate: workspace.gate, database: workspace.database),
              branches: branches ?? context.settings.inventoryBranches, defaultBranch: context.defaultBranch(),
              numbers: context.numberStyle)
    }

    /// Decided by me (`:history`, `H`): the user's decisions from the server, merged with the outbox.
    func makeDecidedByMe() -> DecidedByMeView? {
        guard let workspace = context.workspace, let session = context.session else { return nil }
        return DecidedByMeScene.make(decidedByMeNeeds(workspace: workspace, session: session))
    }

    func decidedByMeNeeds(workspace: ServerWorkspace, session: AISSession) -> DecidedByMeScene.Needs {
        let reader = DecidedByMeWorker(gate: workspace.gate, database: workspace.database, username: session.username,
                                       pageSize: context.preloadSettings.pageSize)
        return .init(reader: reader, formats: context.formats, username: session.username)
    }

    /// My orders (`:mine`, `M`): the orders the user raised, kept and read from the server.
    func makeMyOrders() -> MyOrdersView? {
        guard let workspace = context.workspace, let session = context.session else { return nil }
        return MyOrdersScene.make(myOrdersNeeds(workspace: workspace, session: session))
    }

    func myOrdersNeeds(workspace: ServerWorkspace, session: AISSession) -> MyOrdersScene.Needs {
        let reader = RaisedOrdersWorker(gate: workspace.gate, database: workspace.database, originator: session.userInfo.addressNumber,
                                        pageSize: context.preloadSettings.pageSize, fullReadAfter: context.preloadSettings.fullSyncAfter)
        return MyOrdersScene.Needs(reader: reader, formats: context.formats, username: session.username)
    }
}
