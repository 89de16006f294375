import Resources
import SceneKit

/// Builds the outcomes list of the last batch: its View, the Interactor that holds the batch (the
/// DataStore the order scene's router sets again as the batch moves on) and owns the Router that closes
/// the list, and the Presenter that words the rows.
public enum DecisionOutcomesScene {
    /// What the outcomes list needs from the app.
    public struct Needs {
        /// The user's formats as the settings say them now (amounts in the number format).
        public var formats: DisplayFormats.Source
        public init(formats: @escaping DisplayFormats.Source) { self.formats = formats }
    }

    /// The list of `batch`; the returned View's `dataStore` takes a newer batch while it is open.
    @MainActor
    public static func make(_ needs: Needs, batch: DecisionBatch) -> DecisionOutcomesView {
        let view = DecisionOutcomesView()
        let interactor = DecisionOutcomesInteractor()
        let presenter = DecisionOutcomesPresenter(formats: DisplayFormats(source: needs.formats))
        let router = DismissRouter(.scene)
        interactor.batch = batch
        interactor.presenter = presenter
        interactor.router = router
        presenter.view = view
        router.view = view
        view.interactor = interactor
        view.dataStore = interactor
        return view
    }
}
