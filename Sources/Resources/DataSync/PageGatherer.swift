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
