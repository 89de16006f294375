import AIS
import Foundation
import Store

extension PreloadPipeline {
    /// Reads a per-order table in chunks of order numbers, `limit` at a time, one query a chunk; the
    /// records of every chunk wait together and are stored `rowsPerWrite` at a time (`PendingWrites`), the
    /// rest once every read ended. Each chunk read counts a unit of the dataset's progress.
    func readChunks<R: Sendable>(_ chunks: [[Int]], dataset: Dataset, limit: Int, rowsPerWrite: Int,
                                 query: @escaping @Sendable ([Int]) -> DataServiceQuery,
                                 insert: @escaping @Sendable (Connection, [R]) throws -> Int,
                                 decodePage: @escaping @Sendable ([DataRow]) -> [R]) async throws {
        let pending = PendingWrites<R>(size: rowsPerWrite, shared: true)
        try await forEachConcurrently(chunks, limit: limit) { _, chunk in
            try await readChunk(chunk, dataset: dataset, pending: pending, query: query, insert: insert, decodePage: decodePage)
        }
        try await storeRest(pending, insert: insert)
    }

    /// As above, for chunks that come as they are known (the queue's pages hand their orders' numbers to
    /// the header reads while the queue's next page is read).
    func readChunks<R: Sendable>(_ chunks: AsyncStream<[Int]>, dataset: Dataset, limit: Int, rowsPerWrite: Int,
                                 query: @escaping @Sendable ([Int]) -> DataServiceQuery,
                                 insert: @escaping @Sendable (Connection, [R]) throws -> Int,
                                 decodePage: @escaping @Sendable ([DataRow]) -> [R]) async throws {
        let width = max(1, limit)
        let pending = PendingWrites<R>(size: rowsPerWrite, shared: true)
        try await withThrowingTaskGroup(of: Void.self) { group in
            var running = 0
            for await chunk in chunks {
                if running >= width {
                    try await group.next()
                    running -= 1
                }
                group.addTask {
                    try await readChunk(chunk, dataset: dataset, pending: pending, query: query, insert: insert, decodePage: decodePage)
                }
                running += 1
            }
            try await group.waitForAll()
        }
        try await storeRest(pending, insert: insert)
    }

    private func readChunk<R: Sendable>(_ chunk: [Int], dataset: Dataset, pending: PendingWrites<R>,
                                        query: @escaping @Sendable ([Int]) -> DataServiceQuery,
                                        insert: @escaping @Sendable (Connection, [R]) throws -> Int,
                                        decodePage: @escaping @Sendable ([DataRow]) -> [R]) async throws {
        _ = try await browseAndStore(query(chunk), dataset: dataset, rowsPerWrite: pending.size, shared: pending,
                                     insert: insert, decodePage: decodePage)
        tracker.update(dataset) { $0.completedUnits += 1 }
    }

    private func storeRest<R: Sendable>(_ pending: PendingWrites<R>, insert: @escaping @Sendable (Connection, [R]) throws -> Int) async throws {
        let rest = pending.take()
        if !rest.isEmpty { _ = try await database.writeSuspending { try insert($0, rest) } }
    }
}
