import SceneKit

/// What the outcomes list shows.
@MainActor
public protocol DecisionOutcomesDisplayLogic: AnyObject {
    func displayOutcomes(_ viewModel: DecisionOutcomes.List.ViewModel)
}

/// The outcomes of the last batch of decisions, over the orders list: a modal scene, so Esc (or the
/// key that opened it) closes it and the list beneath is exactly as it was. While the batch is still
/// being sent the order scene's router hands its DataStore the newer batch.
@MainActor
public final class DecisionOutcomesView: HostedSceneView, DecisionOutcomesDisplayLogic {
    public let keyScope = KeyScope.outcomes
    public var interactor: (any DecisionOutcomesBusinessLogic)?
    /// The batch shown, for the router that opened the list to hand it a newer one.
    public internal(set) weak var dataStore: (any DecisionOutcomesDataStore)?
    let list = DecisionOutcomesListFragment()
    public private(set) weak var host: (any SceneHost)?

    public init() {}

    public func didAttach(to host: any SceneHost) {
        self.host = host
        interactor?.start()
    }

    public func displayOutcomes(_ viewModel: DecisionOutcomes.List.ViewModel) {
        list.viewModel = viewModel
        host?.setNeedsDisplay()
    }

    public func perform(_ action: Action) -> Bool {
        defer { host?.setNeedsDisplay() }
        switch action {
        case .back, .decisionOutcomes:
            interactor?.close()
            return true
        default:
            return list.perform(action)
        }
    }

    public func draw(in canvas: Canvas) {
        if Fragmenter.drawsTooSmall(in: canvas, minimum: list.minimumSize) { return }
        list.draw(in: canvas, focused: true)
    }
}
