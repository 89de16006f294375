import AIS
import Foundation

extension PreloadWorker {
    /// Reads the queue and its orders' headers together: each page of the queue hands its orders' numbers
    /// to the header reads, which run `parallelRequests` at a time while the queue's next page is read.
    /// On a slow server the headers then end one request after the queue's last page instead of a whole
    /// round of requests later, and the home list, which waits for both, opens that much sooner.
    /// The headers wait for the queue's swap into the store before rows of orders not queued are dropped.
    func loadQueueAndHeaders(_ context: LoadContext, _ tracker: ProgressTracker) async -> (queue: Bool, headers: Bool) {
        let (numbers, feed) = AsyncStream.makeStream(of: [Int].self)
        let wanted = KeySet()
        let perRequest = settings.ordersPerRequest
        tracker.start(.headers, totalUnits: 0)
        async let queueRead: Bool = {
            let ok = await guarded(.queue, tracker) {
                try await loadQueue(context, tracker) { entries in
                    let fresh = wanted.insert(entries.map(\.key))
                    let chunks = Array(Set(fresh.map(\.number))).sorted(by: >).chunked(into: perRequest)
                    tracker.update(.headers) { $0.totalUnits = ($0.totalUnits ?? 0) + chunks.count }
                    for chunk in chunks { feed.yield(chunk) }
                }
            }
            feed.finish()
            return ok
        }()
        let headersRead = await guarded(.headers, tracker) {
            try await readHeaders(numbers, wanted: wanted, context, tracker)
        }
        let queueOK = await queueRead
        guard queueOK else {
            tracker.fail(.headers, WorkerFailure(kind: .other, message: "Waits for the approval queue; retry it."))
            return (false, false)
        }
        guard headersRead else { return (true, false) }
        do {
            let stored = try database.write { c -> Int in
                try c.run(Self.orphanSQL(PurchaseOrderHeader.storeTable))
                return try c.count(PurchaseOrderHeader.self)
            }
            try countUnreadableDates(.headers, tracker)
            try markLoaded(.headers, context, stored)
            return (true, true)
        } catch {
            tracker.fail(.headers, WorkerFailure(error))
            return (true, false)
        }
    }

    /// Reads the headers of each chunk of order numbers as it comes, `parallelRequests` at a time, keeping
    /// only rows of queued orders (a LIST of numbers can match orders of other types or companies).
    private func readHeaders(_ chunks: AsyncStream<[Int]>, wanted: KeySet, _ context: LoadContext, _ tracker: ProgressTracker) async throws {
        let dates = context.dates
        let pageSize = settings.pageSize
        let width = max(1, settings.parallelRequests)
        try await withThrowingTaskGroup(of: Void.self) { group in
            var running = 0
            for await chunk in chunks {
                if running >= width {
                    try await group.next()
                    running -= 1
                }
                group.addTask {
                    _ = try await self.browseAndStore(PurchaseOrderHeaderService.query(orderNumbers: chunk, pageSize: pageSize),
                                                      dataset: .headers, tracker: tracker,
                                                      rowsPerWrite: Self.rowsPerWrite) { row -> PurchaseOrderHeader? in
                        guard let header = PurchaseOrderHeaderService.decode(row, dates: dates), wanted.contains(header.key) else { return nil }
                        return header
                    }
                    tracker.update(.headers) { $0.completedUnits += 1 }
                }
                running += 1
            }
            try await group.waitForAll()
        }
    }
}

/// Order keys seen so far, shared by the queue's page handler and the header reads.
final class KeySet: @unchecked Sendable {
    private let lock = NSLock()
    private var keys: Set<OrderKey> = []

    /// Adds `new` and answers those not seen before.
    func insert(_ new: [OrderKey]) -> [OrderKey] {
        lock.withLock { new.filter { keys.insert($0).inserted } }
    }

    func contains(_ key: OrderKey) -> Bool { lock.withLock { keys.contains(key) } }
}
