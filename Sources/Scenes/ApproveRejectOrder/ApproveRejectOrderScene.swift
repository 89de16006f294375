import Resources
import SceneKit

/// Builds the order scene (approve / reject order): its View (returned as such, since the home scene
/// embeds it beside the list), the Interactor that loads the order and decides on orders, the Presenter
/// between them, and the Router to the outcomes list and back to the list's marks. (The inventory
/// inquiry for a line is the home router's: it reads this scene's DataStore.)
public enum ApproveRejectOrderScene {
    /// What the order view needs from the app.
    public struct Needs {
        /// Reads the order from the store and its route and attachments from the server.
        public var worker: OrderDetailWorker
        /// The user's date and number formats as the settings say them now (they may change while the
        /// order view lives: it is built once with the home scene).
        public var formats: @MainActor () -> (dates: DateStyle, numbers: NumberStyle)
        /// What deciding needs (the outbox, notes, who decides); nil shows orders only.
        public var deciding: DecisionNeeds?
        /// The approval rules of the settings when the scene is built.
        public var rules: DecisionRules
        /// Reads the supplier history beside the order (nil: none shown).
        public var supplierHistory: (any SupplierHistoryReading)?

        public init(worker: OrderDetailWorker, deciding: DecisionNeeds? = nil, rules: DecisionRules = DecisionRules(),
                    formats: @escaping @MainActor () -> (dates: DateStyle, numbers: NumberStyle)) {
            self.worker = worker
            self.deciding = deciding
            self.rules = rules
            self.formats = formats
        }
    }

    @MainActor
    /// `list`: the list whose marked orders it decides on (its marks go once a decision is asked for).
    public static func make(_ needs: Needs, list: (any OrdersAwaitingApprovalDataStore)? = nil) -> ApproveRejectOrderView {
        let view = ApproveRejectOrderView()
        let presenter = ApproveRejectOrderPresenter(formats: needs.formats)
        let interactor = ApproveRejectOrderInteractor(worker: needs.worker, deciding: needs.deciding)
        interactor.rules = needs.rules
        interactor.supplierHistory = needs.supplierHistory
        let router = ApproveRejectOrderRouter()
        router.view = view
        router.listDataStore = list
        router.formats = needs.formats
        interactor.router = router
        interactor.presenter = presenter
        presenter.view = view
        view.interactor = interactor
        view.dataStore = interactor
        return view
    }
}
