import Resources
import SceneKit

/// Builds "My orders" (`:mine`, `M`): its View, the Interactor that reads the orders the user raised
/// through the worker and owns the Router that closes the list, and the Presenters that word the rows and
/// the order read-only.
public enum MyOrdersScene {
    public struct Needs {
        /// The user's raised orders, kept and from the server (a double in tests).
        public var reader: any RaisedOrdersReading
        public var formats: DisplayFormats.Source
        /// The user's id, so a route says "by you" of the user's own steps.
        public var username: String?

        public init(reader: any RaisedOrdersReading, formats: @escaping DisplayFormats.Source, username: String? = nil) {
            self.reader = reader
            self.formats = formats
            self.username = username
        }
    }

    @MainActor
    public static func make(_ needs: Needs) -> MyOrdersView {
        let view = MyOrdersView()
        let presenter = MyOrdersPresenter(formats: DisplayFormats(source: needs.formats))
        let interactor = makeInteractor(needs, presenter: presenter)
        let readOnly = ReadOnlyOrderPresenter(formats: DisplayFormats(source: needs.formats))
        readOnly.view = view
        interactor.readOnlyOrder.presenter = readOnly
        let router = DismissRouter(.scene)
        interactor.router = router
        presenter.view = view
        router.view = view
        view.interactor = interactor
        return view
    }

    /// The interactor alone, for `signoff mine`: its presenter writes to the console.
    @MainActor
    public static func makeInteractor(_ needs: Needs, presenter: any MyOrdersPresentationLogic) -> MyOrdersInteractor {
        let interactor = MyOrdersInteractor(reader: needs.reader)
        interactor.readOnlyOrder.username = needs.username
        interactor.presenter = presenter
        return interactor
    }
}
