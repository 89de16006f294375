/// What the outcomes list (and the home scene, while a batch moves on) asks of it.
@MainActor
public protocol DecisionOutcomesBusinessLogic: AnyObject {
    /// Shows the outcomes held (the list appeared).
    func start()
    /// The batch moved on while the list is open: newer outcomes for the same orders.
    func update(_ outcomes: ApproveRejectOrder.Outcomes.ViewModel)
    /// Closes the list: the orders beneath show again as they were.
    func close()
}

/// What a router sets before the list shows, and updates while it is open: the outcomes.
@MainActor
public protocol DecisionOutcomesDataStore: AnyObject {
    var outcomes: ApproveRejectOrder.Outcomes.ViewModel? { get set }
}

/// Holds the last batch's outcomes while the list is open and routes back. The rows come formatted
/// by the home scene's presenter (`presentOutcomes`, which owns the batch's wording), so this scene has
/// no Presenter of its own: it hands the rows to its View as they are.
@MainActor
public final class DecisionOutcomesInteractor: DecisionOutcomesBusinessLogic, DecisionOutcomesDataStore {
    public weak var view: (any DecisionOutcomesDisplayLogic)?
    public var router: (any DecisionOutcomesRoutingLogic)?
    public var outcomes: ApproveRejectOrder.Outcomes.ViewModel?

    public init() {}

    public func start() {
        guard let outcomes else { return }
        view?.displayOutcomes(outcomes)
    }

    public func update(_ outcomes: ApproveRejectOrder.Outcomes.ViewModel) {
        self.outcomes = outcomes
        view?.displayOutcomes(outcomes)
    }

    public func close() { router?.routeBack() }
}
