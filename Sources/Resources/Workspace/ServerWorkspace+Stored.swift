import Foundation
import Store

/// What the store holds, for the App's commands and settings actions: they ask the workspace, never a DAO.
extension ServerWorkspace {
    /// The user the store's queue is of, and when the queue was last read whole; nil when it holds none.
    public func storedQueue() -> (owner: SessionOwner, loadedAt: Date)? {
        let found = try? database.read { c in (try SessionOwnerDao().owner(in: c), try DatasetStateDao().state(of: .queue, in: c)) }
        guard let owner = found?.0, let state = found?.1 else { return nil }
        return (owner, state.loadedAt)
    }

    /// The user's default branch/plant as the server gave it (F40095), if the store has it.
    public func storedDefaultBranch() -> String? {
        (try? database.read { try DefaultBranchDao().branch(in: $0) }) ?? nil
    }

    /// The queued order of this number (of whichever type and company), if the store's queue holds one.
    public func queuedOrder(number: Int) -> OrderKey? {
        ((try? database.read { try ApprovalQueueDao().keys(in: $0) }) ?? []).first { $0.number == number }
    }

    /// The user's decisions and notes not yet recorded by the server.
    public func openOutbox(for username: String) -> (decisions: [Decision], notes: [ApproverNote]) {
        (try? database.read { c in
            (try DecisionOutboxDao().open(for: username, in: c), try ApproverNoteQueueDao().open(for: username, in: c))
        }) ?? ([], [])
    }

    /// Empties the inquiry cache and the kept approval routes and line remarks (read again when needed);
    /// returns how many items the cache held. Never touches the outbox or the upload queue.
    public func clearCachedData() throws -> Int {
        try database.write { try InventoryDao().clearCache(in: $0) }
    }
}
