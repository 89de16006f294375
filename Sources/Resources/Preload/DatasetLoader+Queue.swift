import AIS
import Foundation
import Store

extension DatasetLoader {
    /// The queue is read whole and then replaces the stored one in one transaction, so a failed
    /// refresh leaves the previous queue readable. An order decided here while the read was under way
    /// (the outbox sending after a restart, or the user deciding during a refresh) is left out: the
    /// server's answer may predate the decision.
    func loadQueue(onEntries: (@Sendable ([ApprovalQueueEntry]) -> Void)? = nil) async throws {
        tracker.start(.queue)
        let readStarted = clock()
        let query = ApprovalQueueService.query(approver: session.userInfo.addressNumber, pageSize: settings.pageSize)
        let dates = self.dates, tracker = self.tracker, gate = pipeline.gate
        let collected = EntryCollector<ApprovalQueueEntry>()
        let serverDay = FirstServerDay()
        try await gate.perform { session in
            collected.reset()
            serverDay.reset()
            tracker.update(.queue) { $0.rows = 0 }
            try await gate.client.dataService.browse(query, session: session) { page in
                try Task.checkCancellation()
                if page.restarted {
                    // The query started again from its first page: what was gathered comes again.
                    collected.reset()
                    serverDay.reset()
                    tracker.update(.queue) { $0.rows = 0 }
                }
                serverDay.note(page)
                let entries = page.rows.compactMap { ApprovalQueueService.decode($0, dates: dates) }
                collected.append(entries)
                onEntries?(entries)
                tracker.update(.queue) { $0.rows += entries.count }
            }
        }
        let entries = collected.items
        let username = session.username
        let sync = QueueSyncDao.State(owner: username, sinceDay: syncDay(serverDay.value, readStarted: readStarted),
                                      fullAt: readStarted, syncedAt: clock())
        let stored = try database.write { c -> Int in
            try c.deleteAll(ApprovalQueueEntry.self)
            try ApprovalQueueEntry.insertAll(entries, in: c)
            for order in try DecisionOutboxDao().ordersLeftQueue(since: readStarted, for: username, in: c) {
                try ApprovalQueueDao().remove(order, in: c)
            }
            try QueueSyncDao().save(sync, in: c)
            return try c.count(ApprovalQueueEntry.self)
        }
        try countUnreadableDates(.queue)
        try markLoaded(.queue, stored)
    }

    /// The day the next delta reads changes from: the server's day when the queue's read began. A server
    /// that sends no time stamp leaves only the client's clock: its UTC day less two, to allow for a time
    /// zone on either side, said in the diagnostic log.
    private func syncDay(_ serverDay: LocalDate?, readStarted: Date) -> LocalDate {
        if let serverDay { return serverDay }
        let guess = LocalDate.today(readStarted, timeZone: TimeZone(identifier: "UTC")!).adding(days: -2)
        diagnostics.note("Approval queue: the server's answers carried no timeStamp; changes are read from \(guess.iso) (the client's clock).")
        return guess
    }
}
