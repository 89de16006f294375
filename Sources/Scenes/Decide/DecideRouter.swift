import SceneKit

/// What the Decide scene tells the scene it was opened from: a decision was asked for.
@MainActor
public protocol DecisionSource: AnyObject {
    /// The marks the decision was asked on go, whatever becomes of the decision.
    func decisionAsked()
}

@MainActor
public protocol DecideRoutingLogic: AnyObject {
    /// A decision was asked for: back to where it came from, which lets its marks go.
    func routeBackAfterDecision()
}

/// Navigation from the Decide scene: its dialogs close themselves; the scene it came from is told
/// through its `DecisionSource`.
@MainActor
public final class DecideRouter: DecideRoutingLogic {
    public weak var source: (any DecisionSource)?

    public init() {}

    public func routeBackAfterDecision() { source?.decisionAsked() }
}
