import AIS
import Foundation
import Store

/// The preload's pipeline: a read's pages fetched from the server, decoded and stored as they arrive,
/// each dataset's progress told to one preload's tracker. It knows no dataset: `DatasetLoader` hands it
/// each read's query, how its rows are decoded and how they are stored.
struct PreloadPipeline: Sendable {
    let gate: SessionGate
    let database: Database
    let tracker: ProgressTracker

    /// Browses every page of `query`, decoding rows with `decode` and storing them as pages arrive: each
    /// page in one transaction, or with `rowsPerWrite`, pages together once they hold that many rows (and
    /// the rest at the end). A transaction costs about 0.4 ms beyond its rows, so the 2,000 pages of
    /// 1,000,000 order lines are stored in fewer of them (the lines count orders: `ordersPerWrite`).
    /// Returns the rows stored. A query restarted by the
    /// server (expired result set) starts counting again.
    func browseAndStore<R: StoredRecord>(_ query: DataServiceQuery, dataset: Dataset,
                                         rowsPerWrite: Int = 0, decode: @escaping @Sendable (DataRow) -> R?) async throws -> Int {
        try await browseAndStore(query, dataset: dataset, rowsPerWrite: rowsPerWrite,
                                 insert: { try $0.insert($1); return $1.count }, decode: decode)
    }

    /// As above, storing each write's rows through `insert`, which answers how many it stored.
    func browseAndStore<R: Sendable>(_ query: DataServiceQuery, dataset: Dataset, rowsPerWrite: Int,
                                     insert: @escaping @Sendable (Connection, [R]) throws -> Int,
                                     decode: @escaping @Sendable (DataRow) -> R?) async throws -> Int {
        try await browseAndStore(query, dataset: dataset, rowsPerWrite: rowsPerWrite, insert: insert,
                                 decodePage: { $0.compactMap(decode) })
    }

    /// As above, decoding a page's rows together (`decodePage`: what it makes of them, in any number);
    /// `rowsPerWrite` then counts what it made. With `shared`, the records wait with those of the dataset's
    /// other reads and are stored with them (`PendingWrites`, whose size then counts, not `rowsPerWrite`);
    /// the caller stores what is left once every read ended, and the progress counts rows as they are
    /// stored (a read that starts again counts its rows once more until the caller sets the count from
    /// the store).
    func browseAndStore<R: Sendable>(_ query: DataServiceQuery, dataset: Dataset, rowsPerWrite: Int,
                                     shared: PendingWrites<R>? = nil,
                                     insert: @escaping @Sendable (Connection, [R]) throws -> Int,
                                     decodePage: @escaping @Sendable ([DataRow]) -> [R]) async throws -> Int {
        let database = self.database, tracker = self.tracker
        let counter = RowCounter()
        let pending = shared ?? PendingWrites<R>(size: rowsPerWrite, shared: false)
        let store: @Sendable ([R]) async throws -> Void = { records in
            guard !records.isEmpty else { return }
            let stored = try await database.writeSuspending { try insert($0, records) }
            counter.add(stored)
            tracker.update(dataset) { $0.rows += stored }
        }
        let restarted: @Sendable () -> Void = {
            if shared == nil { tracker.update(dataset) { $0.rows -= counter.reset() } }
            pending.readRestarted()
        }
        let gate = self.gate
        try await gate.perform { session in
            // Run again after a new login: the pages come again from the first.
            restarted()
            try await gate.client.dataService.browse(query, session: session) { page in
                try Task.checkCancellation()
                if page.restarted { restarted() }
                try await store(pending.add(decodePage(page.rows)))
            }
            if shared == nil { try await store(pending.take()) }
        }
        return counter.value
    }
}
