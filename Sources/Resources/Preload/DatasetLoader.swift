import AIS
import Foundation
import Store

/// Each dataset's load of one preload, for one session: what it asks the server for, how its rows are
/// decoded and stored (through `PreloadPipeline`), and the dataset's state once it is stored.
/// `PreloadWorker` decides which run and in what order.
struct DatasetLoader: Sendable {
    let pipeline: PreloadPipeline
    let session: AISSession
    let dates: RowDateReader
    let settings: PreloadSettings
    let diagnostics: Diagnostics
    let clock: @Sendable () -> Date

    var database: Database { pipeline.database }
    var tracker: ProgressTracker { pipeline.tracker }

    /// Rows stored together by the reads of headers (the headers of ten requests' orders).
    static let rowsPerWrite = 2_000
    /// Orders whose lines are stored together (about 10,000 lines, 15 MB in the store, five requests'
    /// orders). With each request's 200 orders in a transaction of their own, a preload of 100,000 orders
    /// wrote 360 MB into the WAL for a store of 250 MB.
    static let ordersPerWrite = 1_000

    func loadCodes() async throws {
        tracker.start(.codes)
        let lists = UserDefinedCodeList.allCases
        try database.write { try $0.deleteAll(UserDefinedCode.self) }
        let rows = try await pipeline.browseAndStore(UserDefinedCodeService.query(lists: lists, pageSize: settings.pageSize),
                                                     dataset: .codes) { UserDefinedCodeService.decode($0, lists: lists) }
        try markLoaded(.codes, rows)
    }

    func loadBranches() async throws {
        tracker.start(.branches)
        try database.write { try $0.deleteAll(BusinessUnit.self) }
        let rows = try await pipeline.browseAndStore(BranchService.query(pageSize: settings.pageSize), dataset: .branches) {
            BranchService.decode($0)
        }
        try markLoaded(.branches, rows)
    }

    func loadDefaultBranch() async throws {
        tracker.start(.defaultBranch, totalUnits: 1)
        let username = session.username
        let rows = try await pipeline.browseAndStore(DefaultBranchService.query(username: username), dataset: .defaultBranch) { row in
            DefaultBranchService.decode(row).map { DefaultBranch(username: username, branch: $0.branch) }
        }
        tracker.update(.defaultBranch) { $0.completedUnits = 1 }
        try markLoaded(.defaultBranch, rows)
    }

    func loadHeaders(_ numbers: [Int]) async throws {
        let dates = self.dates
        try await loadPerOrder(numbers, dataset: .headers, table: PurchaseOrderHeader.storeTable,
                               query: { [pageSize = settings.pageSize] in PurchaseOrderHeaderService.query(orderNumbers: $0, pageSize: pageSize) },
                               rowsPerWrite: Self.rowsPerWrite,
                               insert: { try $0.insertQueued($1) }, stored: { try $0.count(PurchaseOrderHeader.self) },
                               decodePage: { rows in rows.compactMap { PurchaseOrderHeaderService.decode($0, dates: dates) } })
    }

    func loadLines(_ numbers: [Int]) async throws {
        let dates = self.dates
        try await loadPerOrder(numbers, dataset: .lines, table: "order_lines",
                               query: { [pageSize = settings.pageSize] in PurchaseOrderLineService.query(orderNumbers: $0, pageSize: pageSize) },
                               rowsPerWrite: Self.ordersPerWrite,
                               insert: { try $0.storeQueuedLines($1) }, stored: { try PurchaseOrderLinesDao().count(in: $0) },
                               decodePage: { [rejected = settings.rejectedLines] in
                                   PurchaseOrderLineService.ordersOfPage($0, dates: dates, rejected: rejected) })
    }

    /// Reads a per-order table in chunks of order numbers, in parallel. Rows of orders that left the queue
    /// since the last read go first; then only rows of queued orders are stored (`insertQueued`): a LIST
    /// of numbers can match orders of other types or companies. (Filtering each row against a set of the
    /// queue's keys cost a hash of three strings a line and 13 MB at 100,000 orders; a DELETE of those
    /// rows after the read scanned every line, 0.37 s at the end of the first preload.)
    private func loadPerOrder<R: KeyedByOrder & Sendable>(
        _ orderNumbers: [Int], dataset: Dataset, table: String,
        query: @escaping @Sendable ([Int]) -> DataServiceQuery, rowsPerWrite: Int,
        insert: @escaping @Sendable (Connection, [R]) throws -> Int, stored: (Connection) throws -> Int,
        decodePage: @escaping @Sendable ([DataRow]) -> [R]
    ) async throws {
        let chunks = orderNumbers.chunked(into: settings.ordersPerRequest)
        tracker.start(dataset, totalUnits: chunks.count)
        try database.write { try $0.run(ApprovalQueueDao.leftQueueSQL(table)) }
        try await pipeline.readChunks(chunks, dataset: dataset, limit: settings.parallelRequests, rowsPerWrite: rowsPerWrite,
                                      query: query, insert: insert, decodePage: decodePage)
        let stored = try database.read { try stored($0) }
        tracker.update(dataset) { $0.rows = stored }
        try countUnreadableDates(dataset)
        try markLoaded(dataset, stored)
    }

    func loadNames() async throws {
        let numbers = try database.read { try NamesDao().queuedPeople(in: $0) }.filter { $0 > 0 }
        let chunks = numbers.chunked(into: 500)
        tracker.start(.names, totalUnits: chunks.count)
        let totals = RowCounter()
        let pageSize = settings.pageSize
        let pipeline = self.pipeline
        try await forEachConcurrently(chunks, limit: settings.parallelRequests) { _, chunk in
            let stored = try await pipeline.browseAndStore(AddressBookService.query(addressNumbers: chunk, pageSize: pageSize),
                                                           dataset: .names) { AddressBookService.decode($0) }
            totals.add(stored)
            pipeline.tracker.update(.names) { $0.completedUnits += 1 }
        }
        try markLoaded(.names, totals.value)
    }

    func markLoaded(_ dataset: Dataset, _ rows: Int) throws {
        let now = clock()
        try database.write { try DatasetStateDao().markLoaded(dataset, owner: session.username, rows: rows, at: now, in: $0) }
    }

    /// Counts the dataset's stored dates that name no day, for the loading screen, `signoff sync` and
    /// the diagnostic log.
    func countUnreadableDates(_ dataset: Dataset) throws {
        let (count, samples) = try database.read { try UnreadableDates.census(of: dataset, in: $0) }
        if count > 0 {
            let examples = samples.map(\.description).joined(separator: "; ")
            diagnostics.note("\(dataset.title): \(count) date\(count == 1 ? "" : "s") could not be read, kept as sent (\(examples))")
        }
        tracker.update(dataset) {
            $0.unreadableDates = count
            $0.unreadableSamples = samples
        }
    }
}
