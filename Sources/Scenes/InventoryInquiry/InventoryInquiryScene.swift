import Resources
import SceneKit

/// Builds the inventory inquiry: its View (returned as such, since a router presents it over its caller),
/// the Interactor that searches and reads quantities (owning the Router that closes it), and the Presenter.
public enum InventoryInquiryScene {
    /// What the inventory inquiry needs from the app.
    public struct Needs {
        /// Searches items and reads their quantities, from the server or the store.
        public var worker: any InventoryFetching
        /// The branches turned on in settings; empty means all.
        public var branches: [String]
        /// The user's default branch, listed first after the order line's.
        public var defaultBranch: String?
        /// The user's number format. Taken once: opening the settings screen closes the inquiry, so a
        /// change of format always meets a new one.
        public var numbers: NumberStyle

        public init(worker: any InventoryFetching, branches: [String], defaultBranch: String?, numbers: NumberStyle) {
            self.worker = worker
            self.branches = branches
            self.defaultBranch = defaultBranch
            self.numbers = numbers
        }
    }

    /// The inquiry in `mode`, which its caller chose (on its own, or for an order line) and which goes
    /// into the interactor's DataStore.
    @MainActor
    public static func make(_ needs: Needs, mode: InventoryInquiry.Mode) -> InventoryInquiryView {
        let view = InventoryInquiryView()
        let presenter = InventoryInquiryPresenter(numbers: needs.numbers)
        let interactor = makeInteractor(needs, mode: mode, presenter: presenter)
        let router = DismissRouter(.scene)
        interactor.router = router
        presenter.view = view
        router.view = view
        view.interactor = interactor
        return view
    }

    /// The interactor alone, for `signoff inventory`: its presenter writes to the console.
    @MainActor
    public static func makeInteractor(_ needs: Needs, mode: InventoryInquiry.Mode,
                                      presenter: any InventoryInquiryPresentationLogic) -> InventoryInquiryInteractor {
        let interactor = InventoryInquiryInteractor(worker: needs.worker, branches: needs.branches, defaultBranch: needs.defaultBranch)
        interactor.mode = mode
        interactor.presenter = presenter
        return interactor
    }
}
