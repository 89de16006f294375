/// What a scene needs of the decision outbox: save decisions, send what it holds, and say what is in
/// it. A protocol so a scene's tests can hand back updates in any order without a server
/// (`DecisionWorker` is the real one).
public protocol DecisionSending: Sendable {
    /// Saves the decisions durably (all or none) and returns them as saved (pending, with their ids).
    func enqueue(_ requests: [DecisionWorker.Request], username: String, approver: Int, offline: Bool) throws -> [Decision]
    /// Finishes every open decision of the user, calling `onUpdate` with each new state.
    func process(username: String, approver: Int, onUpdate: @escaping DecisionWorker.UpdateHandler) async
    /// Decisions of the user still to finish (pending, sending or uncertain).
    func openCount(username: String) -> Int
}

extension DecisionWorker: DecisionSending {}
