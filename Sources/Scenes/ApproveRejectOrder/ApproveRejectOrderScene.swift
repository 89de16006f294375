import Resources
import SceneKit

/// Builds the order view (approve / reject order): its View (returned as such, since the home scene
/// embeds it beside the list), the Interactor that loads the order, and the Presenter between them.
/// It has no Router yet: its one route, the inventory inquiry for a line, is still the home scene's
/// (`OrdersAwaitingApprovalRouter.routeToInventoryInquiry(lineIndex:)`, reading this scene's DataStore).
public enum ApproveRejectOrderScene {
    /// What the order view needs from the app.
    public struct Needs {
        /// Reads the order from the store and its route and attachments from the server.
        public var worker: OrderDetailWorker
        /// The user's date and number formats as the settings say them now (they may change while the
        /// order view lives: it is built once with the home scene).
        public var formats: @MainActor () -> (dates: DateStyle, numbers: NumberStyle)

        public init(worker: OrderDetailWorker,
                    formats: @escaping @MainActor () -> (dates: DateStyle, numbers: NumberStyle)) {
            self.worker = worker
            self.formats = formats
        }
    }

    @MainActor
    public static func make(_ needs: Needs) -> ApproveRejectOrderView {
        let view = ApproveRejectOrderView()
        let presenter = ApproveRejectOrderPresenter(formats: needs.formats)
        let interactor = ApproveRejectOrderInteractor(worker: needs.worker)
        interactor.presenter = presenter
        presenter.view = view
        view.interactor = interactor
        view.dataStore = interactor
        return view
    }
}
