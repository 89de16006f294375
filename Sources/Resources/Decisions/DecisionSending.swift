/// What a scene needs of the decision outbox: save decisions, send what it holds, and say what is in
/// it. A protocol so a scene's tests can hand back updates in any order without a server
/// (`DecisionWorker` is the real one).
public protocol DecisionSending: Sendable {
    /// Saves the decisions durably (all or none) and returns them as saved (pending, with their ids), to be
    /// sent once `undoSeconds` passed (0: at once).
    func enqueue(_ requests: [DecisionWorker.Request], username: String, approver: Int, offline: Bool, undoSeconds: Int) throws -> [Decision]
    /// Takes back the decisions of `ids` not yet claimed for sending; returns those taken back.
    func undo(_ ids: [Int64], username: String) throws -> [Int64]
    /// Ends the undo window of these decisions: the next `process` sends them.
    func endWindow(_ ids: [Int64]) throws
    /// Finishes every open decision of the user that is due, calling `onUpdate` with each new state.
    func process(username: String, approver: Int, onUpdate: @escaping DecisionWorker.UpdateHandler) async
    /// Decisions of the user still to finish (pending, sending or uncertain).
    func openCount(username: String) -> Int
}

extension DecisionWorker: DecisionSending {}
