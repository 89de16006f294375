import Resources
import SceneKit

/// Builds the home scene, Orders awaiting approval: its View, Interactor, Presenter and Router, and the
/// order scene it embeds beside the list (which decides on the orders the list hands it).
public enum OrdersAwaitingApprovalScene {
    /// What the home scene needs from the app.
    public struct Needs {
        /// The queue in the store (reads, the list index, changes).
        public var list: QueueListWorker
        /// Refreshes the queue from the server (nil: never, as in tests).
        public var refresher: (any QueueRefreshing)?
        /// Whether new orders ring the bell (`display.bell-on-new`), as the settings say now.
        public var bellOnNew: @MainActor () -> Bool = { false }
        /// Whether the server answers, shared with the order scene's decisions.
        public var connection: ConnectionState
        /// The user's formats (`display.dates`, `display.numbers`) as the settings say them now.
        public var formats: @MainActor () -> (dates: DateStyle, numbers: NumberStyle)
        /// Builds the inventory inquiry in the mode its caller chose (an order line, or on its own).
        public var makeInventoryInquiry: (InventoryInquiry.Mode) -> (any SceneView)?
        /// Builds "Decided by me" (nil: not offered, as in tests).
        public var makeDecidedByMe: () -> (any SceneView)? = { nil }

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
        let interactor = OrdersAwaitingApprovalInteractor(list: needs.list, refresher: needs.refresher, connection: needs.connection)
        let formats = needs.formats
        let bellOnNew = needs.bellOnNew
        interactor.preferences = { HomePreferences(numbers: formats().numbers, bellOnNew: bellOnNew()) }
        let orderView = ApproveRejectOrderScene.make(order, list: interactor)
        let view = OrdersAwaitingApprovalView(order: orderView)
        let router = OrdersAwaitingApprovalRouter()
        router.view = view
        router.orderDataStore = orderView.dataStore
        router.makeInventoryInquiry = needs.makeInventoryInquiry
        router.makeDecidedByMe = needs.makeDecidedByMe
        interactor.presenter = presenter
        interactor.router = router
        presenter.view = view
        view.interactor = interactor
        return view
    }
}
