import AIS
import Foundation
import Store

/// The reads of a delta, kept in memory until all of it has come (a delta is small, and nothing is written
/// before): every row of a query, the headers changed since a day, and the headers, lines and names of the
/// orders it brings. Each read names its dataset when it fails (`stage`, `DeltaFailure`).
struct QueueDeltaReader: Sendable {
    let gate: SessionGate
    let database: Database
    let settings: PreloadSettings
    let diagnostics: Diagnostics

    /// Every row of `query` and the server's day when its first page answered.
    func readRows(_ query: DataServiceQuery) async throws -> (rows: [DataRow], serverDay: LocalDate?) {
        try await gate.rowsAndServerDay(query)
    }

    /// Runs one read of a delta, naming its dataset when it fails.
    func stage<T>(_ dataset: Dataset, _ read: () async throws -> T) async throws -> T {
        do {
            return try await read()
        } catch let failure as DeltaFailure {
            throw failure
        } catch SessionError.loggedOut {
            throw DeltaFailure(dataset: dataset, failure: WorkerFailure(kind: .sessionEnded, message: "Logged out."))
        } catch is CancellationError {
            throw DeltaFailure(dataset: dataset, failure: WorkerFailure(kind: .other, message: "Cancelled."))
        } catch {
            throw DeltaFailure(dataset: dataset, failure: WorkerFailure(error))
        }
    }

    /// The headers changed since the day; none at a site whose `F4301` lacks `UPMJ`/`TDAY` (the read is
    /// refused naming them): there an order amended while it awaits is seen at the next full read.
    func amendedHeaderRows(_ query: DataServiceQuery) async throws -> [DataRow] {
        do {
            return try await readRows(query).rows
        } catch AISError.columnsRefused(let table, let columns, _) {
            diagnostics.note("Refresh: this site's \(table) has no \(columns.joined(separator: ", ")); amended orders are seen at the next full read.")
            return []
        }
    }

    /// The headers and lines of these orders, and the names of their suppliers and originators the store
    /// lacks, read in chunks of order numbers in parallel (a LIST of numbers can match orders of other
    /// types or companies: only rows of these orders are kept).
    func readDetails(of entries: [ApprovalQueueEntry], dates: RowDateReader) async throws -> OrderDetails {
        guard !entries.isEmpty else { return OrderDetails() }
        let wanted = Set(entries.map(\.key))
        let chunks = Array(Set(wanted.map(\.number))).sorted(by: >).chunked(into: settings.ordersPerRequest)
        let pageSize = settings.pageSize
        var details = OrderDetails()
        details.headers = try await stage(.headers) {
            try await readChunks(chunks) { PurchaseOrderHeaderService.query(orderNumbers: $0, pageSize: pageSize) }
                .compactMap { PurchaseOrderHeaderService.decode($0, dates: dates) }.filter { wanted.contains($0.key) }
        }
        details.lines = try await stage(.lines) {
            try await readChunks(chunks) { PurchaseOrderLineService.query(orderNumbers: $0, pageSize: pageSize) }
                .compactMap { PurchaseOrderLineService.decode($0, dates: dates, rejected: settings.rejectedLines) }
                .filter { wanted.contains($0.key) }
        }
        let people = entries.map(\.originator) + details.headers.map(\.supplier)
        details.names = try await stage(.names) {
            try await MissingNames(gate: gate, database: database)
                .read(people, pageSize: pageSize, parallelRequests: settings.parallelRequests, keep: false)
        }
        return details
    }

    /// The rows of one query per chunk, `parallelRequests` at a time.
    private func readChunks(_ chunks: [[Int]], query: @escaping @Sendable ([Int]) -> DataServiceQuery) async throws -> [DataRow] {
        let collected = EntryCollector<DataRow>()
        try await forEachConcurrently(chunks, limit: settings.parallelRequests) { _, chunk in
            collected.append(try await self.readRows(query(chunk)).rows)
        }
        return collected.items
    }
}
