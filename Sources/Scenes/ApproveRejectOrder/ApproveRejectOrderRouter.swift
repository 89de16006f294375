import Resources
import SceneKit

/// Where the order scene leads: the outcomes list of a batch, and back to the list once a decision was
/// asked for. (The inventory inquiry for a line is the home router's: it reads this scene's DataStore.)
@MainActor
public protocol ApproveRejectOrderRoutingLogic: AnyObject {
    /// The outcomes list of the last batch over the screen (nothing when it is open already).
    func routeToDecisionOutcomes()
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

    public init() {}

    public func routeToDecisionOutcomes() {
        guard let view, view.outcomes == nil else { return }
        let scene = DecisionOutcomesScene.make(.init(), outcomes: .init(title: "", rows: []))
        view.outcomes = scene
        view.host?.presentScene(scene)
    }

    public func routeBackAfterDecision() {
        listDataStore?.clearMarks()
    }
}
