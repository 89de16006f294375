import Foundation

/// Taking back a decision inside its undo window, or ending the window early (see
/// `DecisionOutboxDao+UndoWindow`: only a decision never claimed for sending is taken back).
extension DecisionWorker {
    public func undo(_ ids: [Int64], username: String) throws -> [Int64] {
        try database.write { try outbox.undo(ids, for: username, in: $0) }
    }

    public func endWindow(_ ids: [Int64]) throws {
        let now = clock()
        try database.write { _ = try outbox.endWindow(ids, at: now, in: $0) }
    }
}
