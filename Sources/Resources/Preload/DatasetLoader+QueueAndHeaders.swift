import AIS
import Foundation

extension DatasetLoader {
    /// Reads the queue and its orders' headers together: each page of the queue hands its orders' numbers
    /// to the header reads, which run `parallelRequests` at a time while the queue's next page is read.
    /// On a slow server the headers then end one request after the queue's last page instead of a whole
    /// round of requests later, and the home list, which waits for both, opens that much sooner.
    /// The headers wait for the queue's swap into the store before rows of orders not queued are dropped
    /// (a LIST of numbers can match orders of other types or companies): only the numbers asked for are
    /// kept meanwhile. Keeping each queued order's key to filter the headers as they came held 100,000 keys
    /// at the preload's peak of memory, which is while the queue is read.
    func loadQueueAndHeaders() async -> (queue: Bool, headers: Bool) {
        let (numbers, feed) = AsyncStream.makeStream(of: [Int].self)
        let asked = NumberSet()
        let perRequest = settings.ordersPerRequest
        let tracker = self.tracker
        tracker.start(.headers, totalUnits: 0)
        async let queueRead: Bool = {
            let ok = await tracker.guarded(.queue) {
                try await loadQueue { entries in
                    let chunks = asked.insert(entries.map(\.key.number)).sorted(by: >).chunked(into: perRequest)
                    tracker.update(.headers) { $0.totalUnits = ($0.totalUnits ?? 0) + chunks.count }
                    for chunk in chunks { feed.yield(chunk) }
                }
            }
            feed.finish()
            return ok
        }()
        let dates = self.dates, pageSize = settings.pageSize
        let headersRead = await tracker.guarded(.headers) {
            try await pipeline.readChunks(numbers, dataset: .headers, limit: settings.parallelRequests, rowsPerWrite: Self.rowsPerWrite,
                                          query: { PurchaseOrderHeaderService.query(orderNumbers: $0, pageSize: pageSize) },
                                          insert: { try $0.insert($1); return $1.count },
                                          decodePage: { $0.compactMap { PurchaseOrderHeaderService.decode($0, dates: dates) } })
        }
        let queueOK = await queueRead
        guard queueOK else {
            tracker.fail(.headers, WorkerFailure(kind: .other, message: "Waits for the approval queue; retry it."))
            return (false, false)
        }
        guard headersRead else { return (true, false) }
        do {
            let stored = try database.write { c -> Int in
                try c.run(ApprovalQueueDao.leftQueueSQL(PurchaseOrderHeader.storeTable))
                return try c.count(PurchaseOrderHeader.self)
            }
            // The reads counted every header they stored, those of orders not queued too.
            tracker.update(.headers) { $0.rows = stored }
            try countUnreadableDates(.headers)
            try markLoaded(.headers, stored)
            return (true, true)
        } catch {
            tracker.fail(.headers, WorkerFailure(error))
            return (true, false)
        }
    }
}
