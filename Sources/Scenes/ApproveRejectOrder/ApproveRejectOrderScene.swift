import Resources
import SceneKit

/// Builds the order scene, which shows one order: its View (returned as such, since the home scene embeds
/// it beside the list), the Interactor that loads the order, its route, attachments and supplier history,
/// the Presenter between them, and the Router to an attachment's text. (Deciding is the Decide scene's.)
public enum ApproveRejectOrderScene {
    /// What the order view needs from the app.
    public struct Needs {
        /// Reads the order from the store and its route and attachments from the server.
        public var worker: OrderDetailWorker
        /// The user's date and number formats as the settings say them now (they may change while the
        /// order view lives: it is built once with the home scene).
        public var formats: DisplayFormats.Source
        /// The session's decision desk: the order is read again as decisions on it come back, and the
        /// route marks the approver's own steps (nil: orders only, as `signoff show`).
        public var desk: DecisionDesk?
        /// Reads the supplier history beside the order (nil: none shown).
        public var supplierHistory: (any SupplierHistoryReading)?
        /// Opens file and link attachments with the opener (nil: listed, not opened).
        public var attachments: (any AttachmentOpening)?
        /// Reads the budget beside the lines (nil: none shown).
        public var budget: (any BudgetReading)?
        /// Which postings the budget sums, as the settings say now.
        public var budgetAccumulation: @MainActor () -> BudgetAccumulation = { .wholeYear }

        public init(worker: OrderDetailWorker, desk: DecisionDesk? = nil, formats: @escaping DisplayFormats.Source) {
            self.worker = worker
            self.desk = desk
            self.formats = formats
        }
    }

    @MainActor
    public static func make(_ needs: Needs) -> ApproveRejectOrderView {
        let view = ApproveRejectOrderView()
        let presenter = ApproveRejectOrderPresenter(formats: needs.formats)
        let interactor = makeInteractor(needs, presenter: presenter)
        let router = ApproveRejectOrderRouter()
        router.view = view
        presenter.view = view
        let attachments = OrderAttachmentsPresenter()
        attachments.view = view
        interactor.attachmentOpening.presenter = attachments
        let supplierOrders = SupplierOrdersPresenter(formats: needs.formats)
        supplierOrders.view = view
        interactor.sideParts.supplierOrders.presenter = supplierOrders
        let budget = OrderBudgetPresenter(formats: needs.formats)
        budget.view = view
        interactor.sideParts.budget.presenter = budget
        let lineMarks = OrderLineMarksPresenter(formats: needs.formats)
        lineMarks.view = view
        interactor.lineMarks.presenter = lineMarks
        view.interactor = interactor
        view.dataStore = interactor
        view.router = router
        return view
    }

    /// The interactor alone, for `signoff show`: its presenter writes to the console.
    @MainActor
    public static func makeInteractor(_ needs: Needs, presenter: any ApproveRejectOrderPresentationLogic) -> ApproveRejectOrderInteractor {
        let interactor = ApproveRejectOrderInteractor(worker: needs.worker, desk: needs.desk)
        interactor.sideParts.supplierOrders.reader = needs.supplierHistory
        interactor.attachmentOpening.opener = needs.attachments
        interactor.sideParts.budget.reader = needs.budget
        interactor.sideParts.budget.accumulation = needs.budgetAccumulation
        interactor.presenter = presenter
        return interactor
    }
}
