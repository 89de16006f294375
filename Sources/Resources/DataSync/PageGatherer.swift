import AIS
import Foundation

/// Pages gathered by a browse's handler, and the server's day of the first.
final class PageGatherer: @unchecked Sendable {
    private let rows = EntryCollector<DataRow>()
    private let day = FirstServerDay()

    func add(_ page: DataPage) {
        day.note(page)
        rows.append(page.rows)
    }

    func reset() {
        rows.reset()
        day.reset()
    }

    var result: (rows: [DataRow], serverDay: LocalDate?) { (rows.items, day.value) }
}

extension SessionGate {
    /// Every row of `query` and the server's day when its first page answered (the day a delta reads
    /// from next time: every later write is stamped that day or after). A browse restarted from its first
    /// page, or by a renewed session, keeps only the rows of its last run.
    func rowsAndServerDay(_ query: DataServiceQuery) async throws -> (rows: [DataRow], serverDay: LocalDate?) {
        let gathered = PageGatherer()
        let client = self.client
        try await perform { session in
            gathered.reset()
            try await client.dataService.browse(query, session: session) { page in
                try Task.checkCancellation()
                if page.restarted { gathered.reset() }
                gathered.add(page)
            }
        }
        return gathered.result
    }
}
