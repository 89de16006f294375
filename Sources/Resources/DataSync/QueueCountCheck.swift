import AIS
import Foundation
import Store

/// The count check after a delta, where the server counts rows (contract §3): one count of the awaiting
/// rows against the store's, and on a mismatch (an order that left without a stamp: deleted, or handed
/// away) the awaiting keys read to set the store right.
struct QueueCountCheck: Sendable {
    let reads: QueueDeltaReader
    let merge: QueueDeltaMerge

    var gate: SessionGate { reads.gate }
    var database: Database { reads.database }
    var settings: PreloadSettings { reads.settings }
    var diagnostics: Diagnostics { reads.diagnostics }

    /// The count check: where the server counts, the awaiting rows it holds against the store's; on a
    /// mismatch the awaiting keys are read and the store set right. A count that could not be asked is
    /// left for the next refresh: the delta it follows is already kept.
    func run(approver: Int, dates: RowDateReader, username: String,
             readStarted: Date) async throws -> (counting: Bool?, because: String?, delta: QueueDelta?) {
        let query = ApprovalQueueService.query(approver: approver, pageSize: settings.pageSize)
        let counted: RowCount
        do {
            let client = gate.client
            counted = try await gate.perform { try await client.dataService.count(query, session: $0) }
        } catch {
            diagnostics.note("Refresh: the queue could not be counted (\(WorkerFailure(error).message)); checked next time.")
            return (nil, nil, nil)
        }
        guard case .counted(let onServer, _) = counted else {
            diagnostics.note("Refresh: the server does not count rows; orders that leave without a change stamp are found at the next full read.")
            return (false, nil, nil)
        }
        let stored = try database.read { try $0.count(ApprovalQueueEntry.self) }
        guard onServer != stored else { return (true, nil, nil) }
        let because = "the server counts \(onServer) awaiting orders, the store holds \(stored)"
        diagnostics.note("Refresh: \(because); reading the awaiting orders' keys.")
        let fixed = try await reconcile(approver: approver, dates: dates, username: username, readStarted: readStarted)
        return (true, because, fixed)
    }

    /// Reads the keys of every awaiting row and sets the store right: orders it holds that the server
    /// does not await any more leave; awaiting orders it lacks are read whole.
    func reconcile(approver: Int, dates: RowDateReader, username: String, readStarted: Date) async throws -> QueueDelta {
        let keysQuery = ApprovalQueueService.keysQuery(approver: approver, pageSize: settings.pageSize)
        let onServer = Set(try await reads.stage(.queue) { try await reads.readRows(keysQuery) }.rows.compactMap { OrderKey(row: $0) })
        let stored = Set(try database.read { try ApprovalQueueDao().keys(in: $0) })
        let missing = onServer.subtracting(stored)
        var arrived: [ApprovalQueueEntry] = []
        for chunk in Array(Set(missing.map(\.number))).sorted(by: >).chunked(into: settings.ordersPerRequest) {
            let query = ApprovalQueueService.query(approver: approver, orderNumbers: chunk, pageSize: settings.pageSize)
            arrived += try await reads.stage(.queue) { try await reads.readRows(query) }.rows
                .compactMap { ApprovalQueueService.decode($0, dates: dates) }.filter { missing.contains($0.key) }
        }
        let delta = QueueDelta(arrived: arrived, changed: [], left: stored.subtracting(onServer).sorted { $0.number > $1.number })
        let details = try await reads.readDetails(of: delta.arrived, dates: dates)
        try merge.apply(delta, details, username: username, readStarted: readStarted, state: nil)
        if !delta.left.isEmpty {
            diagnostics.note("Refresh: \(delta.left.count) orders left the queue without a change stamp: "
                             + delta.left.prefix(20).map { String($0.number) }.joined(separator: ", "))
        }
        return delta
    }
}
