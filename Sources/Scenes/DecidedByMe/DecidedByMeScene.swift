import Resources
import SceneKit

/// Builds "Decided by me" (`:history`, `H`): its View, the Interactor that reads the user's decisions
/// through the worker and owns the Router that closes the list, and the Presenter that words the rows.
public enum DecidedByMeScene {
    /// What the scene needs from the app.
    public struct Needs {
        /// The user's decisions from the server and the outbox (a double in tests).
        public var reader: any DecidedByMeReading
        /// The user's formats as the settings say them now.
        public var formats: DisplayFormats.Source
        /// The user's id, so a route says "by you" of the user's own steps.
        public var username: String?
        public init(reader: any DecidedByMeReading, formats: @escaping DisplayFormats.Source, username: String? = nil) {
            self.reader = reader
            self.formats = formats
            self.username = username
        }
    }

    @MainActor
    public static func make(_ needs: Needs) -> DecidedByMeView {
        let view = DecidedByMeView()
        let presenter = DecidedByMePresenter(formats: DisplayFormats(source: needs.formats))
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

    /// The interactor alone, for `signoff history`: its presenter writes to the console.
    @MainActor
    public static func makeInteractor(_ needs: Needs, presenter: any DecidedByMePresentationLogic) -> DecidedByMeInteractor {
        let interactor = DecidedByMeInteractor(reader: needs.reader)
        interactor.readOnlyOrder.username = needs.username
        interactor.presenter = presenter
        return interactor
    }
}
