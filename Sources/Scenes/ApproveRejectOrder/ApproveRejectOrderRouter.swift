import Resources
import SceneKit

/// Where the order scene leads: the outcomes list of a batch, and back to the list once a decision was
/// asked for. (The inventory inquiry for a line is the home router's: it reads this scene's DataStore.)
@MainActor
public protocol ApproveRejectOrderRoutingLogic: AnyObject {
    /// The outcomes list of `batch` over the screen (an open one takes it instead).
    func routeToDecisionOutcomes(_ batch: DecisionBatch)
    /// The batch moved on: an open outcomes list takes it; nothing when none is open.
    func updateDecisionOutcomes(_ batch: DecisionBatch)
    /// A decision on the list's marked orders was asked for: the list lets its marks go.
    func routeBackAfterDecision()
}

/// Navigation from the order scene. The outcomes list is presented over the screen (Esc comes back as it
/// was); the list is told through its DataStore.
@MainActor
public final class ApproveRejectOrderRouter: ApproveRejectOrderRoutingLogic {
    public weak var view: ApproveRejectOrderView?
    /// The list the decisions were asked from (its marks).
    public weak var listDataStore: (any OrdersAwaitingApprovalDataStore)?
    /// The user's formats for the outcomes list.
    public var formats: DisplayFormats.Source = { (.iso, .plain) }
    /// The outcomes list while it is open.
    private(set) weak var outcomes: DecisionOutcomesView?

    public init() {}

    public func routeToDecisionOutcomes(_ batch: DecisionBatch) {
        if let outcomes {
            outcomes.dataStore?.batch = batch
            return
        }
        let scene = DecisionOutcomesScene.make(.init(formats: formats), batch: batch)
        outcomes = scene
        view?.host?.presentScene(scene)
    }

    public func updateDecisionOutcomes(_ batch: DecisionBatch) {
        outcomes?.dataStore?.batch = batch
    }

    public func routeBackAfterDecision() {
        listDataStore?.clearMarks()
    }
}
