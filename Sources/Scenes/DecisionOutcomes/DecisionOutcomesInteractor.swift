/// What the outcomes list asks of its interactor.
@MainActor
public protocol DecisionOutcomesBusinessLogic: AnyObject {
    /// Shows the outcomes held (the list appeared).
    func start()
    /// Closes the list: the orders beneath show again as they were.
    func close()
}

/// What a router sets before the list shows, and while it is open, as the batch moves on.
@MainActor
public protocol DecisionOutcomesDataStore: AnyObject {
    var batch: DecisionBatch? { get set }
}

/// Holds the last batch while the list is open (the order scene's router sets it again as the batch
/// moves on) and routes back.
@MainActor
public final class DecisionOutcomesInteractor: DecisionOutcomesBusinessLogic, DecisionOutcomesDataStore {
    public var presenter: (any DecisionOutcomesPresentationLogic)?
    public var router: (any DecisionOutcomesRoutingLogic)?
    private var started = false
    public var batch: DecisionBatch? {
        didSet { if started { present() } }
    }

    public init() {}

    public func start() {
        started = true
        present()
    }

    public func close() { router?.routeBack() }

    private func present() {
        guard let batch else { return }
        presenter?.presentOutcomes(.init(batch: batch))
    }
}
