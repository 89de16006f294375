import SceneKit

/// Builds the outcomes list of the last batch: its View (returned as such, since the home scene feeds
/// an open list the batch's newer outcomes), and the Interactor that holds them and owns the Router
/// that closes the list.
public enum DecisionOutcomesScene {
    /// What the outcomes list needs from the app: nothing; it shows what the home scene hands it.
    public struct Needs {
        public init() {}
    }

    /// The list of `outcomes`, which go into the interactor's DataStore.
    @MainActor
    public static func make(_ needs: Needs, outcomes: ApproveRejectOrder.Outcomes.ViewModel) -> DecisionOutcomesView {
        let view = DecisionOutcomesView()
        let interactor = DecisionOutcomesInteractor()
        let router = DecisionOutcomesRouter()
        interactor.outcomes = outcomes
        interactor.view = view
        interactor.router = router
        router.view = view
        view.interactor = interactor
        return view
    }
}
