import Resources
import SceneKit

/// Builds the home scene, Orders awaiting approval: its View, Interactor, Presenter and Router, and the
/// order scene it embeds beside the list. Deciding opens the Decide scene over it.
public enum OrdersAwaitingApprovalScene {
    /// What the home scene needs from the app.
    public struct Needs {
        /// The queue in the store (reads, the list index, changes).
        public var list: QueueListWorker
        /// Refreshes the queue from the server (nil: never, as in tests).
        public var refresher: (any QueueRefreshing)?
        /// How new orders are announced (`display.notify`), as the settings say now.
        public var signal: @MainActor () -> NewOrderSignal = { .off }
        /// The program `hooks.on-new` names, as the settings say now (nil: none).
        public var newOrdersHook: @MainActor () -> NewOrdersHook? = { nil }
        /// Whether the server answers, shared with the desk's decisions.
        public var connection: ConnectionState
        /// What deciding needs: the session's desk (nil: the list only, as in tests and `signoff queue`).
        public var decide: DecideScene.Needs?
        /// The user's formats (`display.dates`, `display.numbers`) as the settings say them now.
        public var formats: @MainActor () -> (dates: DateStyle, numbers: NumberStyle)
        /// Builds the inventory inquiry in the mode its caller chose (an order line, or on its own).
        public var makeInventoryInquiry: (InventoryInquiry.Mode) -> (any SceneView)?
        /// Builds "Decided by me" (nil: not offered, as in tests).
        public var makeDecidedByMe: () -> (any SceneView)? = { nil }
        /// My orders over the list (`M`).
        public var makeMyOrders: () -> (any SceneView)? = { nil }
        /// Where saved views are kept (nil: `:view` is not offered, as in tests and scripts).
        public var savedViews: SavedViewsWorker?

        public init(list: QueueListWorker, refresher: (any QueueRefreshing)?, connection: ConnectionState,
                    formats: @escaping @MainActor () -> (dates: DateStyle, numbers: NumberStyle),
                    makeInventoryInquiry: @escaping (InventoryInquiry.Mode) -> (any SceneView)?) {
            self.list = list
            self.refresher = refresher
            self.connection = connection
            self.formats = formats
            self.makeInventoryInquiry = makeInventoryInquiry
        }
    }

    /// The home View (returned as such: the app keeps it to reload it when formats change) with the
    /// order scene built from `order` inside it.
    @MainActor
    public static func make(_ needs: Needs, order: ApproveRejectOrderScene.Needs) -> OrdersAwaitingApprovalView {
        let presenter = OrdersAwaitingApprovalPresenter(formats: needs.formats)
        let refreshes = QueueRefreshPresenter(formats: needs.formats)
        let interactor = makeInteractor(needs, presenter: presenter, refreshes: refreshes)
        let orderView = ApproveRejectOrderScene.make(order)
        let view = OrdersAwaitingApprovalView(order: orderView)
        let router = OrdersAwaitingApprovalRouter()
        router.view = view
        router.orderDataStore = orderView.dataStore
        router.makeInventoryInquiry = needs.makeInventoryInquiry
        router.makeDecidedByMe = needs.makeDecidedByMe
        router.makeMyOrders = needs.makeMyOrders
        router.decide = needs.decide
        router.outcomesFormats = needs.formats
        router.decisionSource = interactor
        interactor.router = router
        presenter.view = view
        let arrangement = ListArrangementPresenter(formats: needs.formats)
        arrangement.view = view
        interactor.arrangement.presenter = arrangement
        let glance = QueueGlancePresenter(formats: needs.formats)
        glance.view = view
        interactor.glance.presenter = glance
        let marks = QueueMarksPresenter(formats: needs.formats)
        marks.view = view
        interactor.marking.presenter = marks
        let search = QueueSearchPresenter()
        search.view = view
        interactor.search.presenter = search
        refreshes.view = view
        view.interactor = interactor
        return view
    }

    /// The interactor alone, for the script commands (`queue`, `sync`, `watch`): its presenters write to
    /// the console (the list's, and the refreshes').
    @MainActor
    public static func makeInteractor(_ needs: Needs, presenter: any OrdersAwaitingApprovalPresentationLogic,
                                      refreshes: any QueueRefreshPresentationLogic) -> OrdersAwaitingApprovalInteractor {
        let interactor = OrdersAwaitingApprovalInteractor(list: needs.list, refresher: needs.refresher, connection: needs.connection,
                                                          desk: needs.decide?.desk)
        let formats = needs.formats
        let signal = needs.signal
        interactor.preferences = { HomePreferences(numbers: formats().numbers, signal: signal()) }
        interactor.refreshes.newOrdersHook = needs.newOrdersHook
        interactor.arrangement.savedViews = needs.savedViews
        interactor.presenter = presenter
        interactor.refreshes.presenter = refreshes
        return interactor
    }
}
