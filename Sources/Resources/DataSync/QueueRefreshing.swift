import Foundation

/// What refreshes the stored queue from the server (a protocol for the scenes' test doubles).
public protocol QueueRefreshing: Sendable {
    /// Brings the stored queue up to date: what changed, or all of it when `full`.
    func refresh(full: Bool) async -> QueueSyncWorker.Outcome
    /// Reads the order lines the list opened without; nil when none were missing.
    func loadLinesIfMissing(progress: @escaping @Sendable (DatasetProgress) -> Void) async -> PreloadWorker.Outcome?
}
