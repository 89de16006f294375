import AIS
import Foundation

extension PreloadWorker {
    /// Reads the queue and its orders' headers together: each page of the queue hands its orders' numbers
    /// to the header reads, which run `parallelRequests` at a time while the queue's next page is read.
    /// On a slow server the headers then end one request after the queue's last page instead of a whole
    /// round of requests later, and the home list, which waits for both, opens that much sooner.
    /// The headers wait for the queue's swap into the store before rows of orders not queued are dropped
    /// (a LIST of numbers can match orders of other types or companies): only the numbers asked for are
    /// kept meanwhile. Keeping each queued order's key to filter the headers as they came held 100,000 keys
    /// at the preload's peak of memory, which is while the queue is read.
    func loadQueueAndHeaders(_ context: LoadContext, _ tracker: ProgressTracker) async -> (queue: Bool, headers: Bool) {
        let (numbers, feed) = AsyncStream.makeStream(of: [Int].self)
        let asked = NumberSet()
        let perRequest = settings.ordersPerRequest
        tracker.start(.headers, totalUnits: 0)
        async let queueRead: Bool = {
            let ok = await guarded(.queue, tracker) {
                try await loadQueue(context, tracker) { entries in
                    let chunks = asked.insert(entries.map(\.key.number)).sorted(by: >).chunked(into: perRequest)
                    tracker.update(.headers) { $0.totalUnits = ($0.totalUnits ?? 0) + chunks.count }
                    for chunk in chunks { feed.yield(chunk) }
                }
            }
            feed.finish()
            return ok
        }()
        let headersRead = await guarded(.headers, tracker) {
            try await readHeaders(numbers, context, tracker)
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
            try countUnreadableDates(.headers, tracker)
            try markLoaded(.headers, context, stored)
            return (true, true)
        } catch {
            tracker.fail(.headers, WorkerFailure(error))
            return (true, false)
        }
    }

    /// Reads the headers of each chunk of order numbers as it comes, `parallelRequests` at a time.
    private func readHeaders(_ chunks: AsyncStream<[Int]>, _ context: LoadContext, _ tracker: ProgressTracker) async throws {
        let dates = context.dates
        let pageSize = settings.pageSize
        let width = max(1, settings.parallelRequests)
        let pending = PendingWrites<PurchaseOrderHeader>(size: Self.rowsPerWrite, shared: true)
        try await withThrowingTaskGroup(of: Void.self) { group in
            var running = 0
            for await chunk in chunks {
                if running >= width {
                    try await group.next()
                    running -= 1
                }
                group.addTask {
                    _ = try await self.browseAndStore(PurchaseOrderHeaderService.query(orderNumbers: chunk, pageSize: pageSize),
                                                      dataset: .headers, tracker: tracker, rowsPerWrite: Self.rowsPerWrite,
                                                      shared: pending, insert: { try $0.insert($1); return $1.count },
                                                      decodePage: { $0.compactMap { PurchaseOrderHeaderService.decode($0, dates: dates) } })
                    tracker.update(.headers) { $0.completedUnits += 1 }
                }
                running += 1
            }
            try await group.waitForAll()
        }
        let rest = pending.take()
        if !rest.isEmpty { try await database.writeSuspending { try $0.insert(rest) } }
    }
}

/// Order numbers whose headers were asked for, by the queue's page handler.
final class NumberSet: @unchecked Sendable {
    private let lock = NSLock()
    private var numbers: Set<Int> = []

    /// Adds `new` and answers those not seen before, each once.
    func insert(_ new: [Int]) -> [Int] {
        lock.withLock { new.filter { numbers.insert($0).inserted } }
    }
}
