import AIS
import Store

/// A date value the server sent that names no day: kept as it came, counted and shown instead of being
/// blanked in silence.
public struct UnreadableValue: Sendable, Equatable, CustomStringConvertible {
    /// The server's table and column (`F4209`, `TRDJ`).
    public var table: String
    public var column: String
    public var order: Int
    /// The text as received (untrusted: made inert where it is shown or logged).
    public var value: String

    public init(table: String, column: String, order: Int, value: String) {
        self.table = table
        self.column = column
        self.order = order
        self.value = value
    }

    /// `F4209.TRDJ of order 5001: "2026-13-45"`, for the diagnostic log and `signoff sync`.
    public var description: String { "\(table).\(column) of order \(order): \"\(value)\"" }
}

/// Counts the stored date values of a dataset that name no day. The store keeps a day as ISO
/// `yyyy-MM-dd` and anything else as the text that came (`ServerDate.stored`), so the count is a read
/// of what was stored (through a partial index of the unreadable values): exact however often the read
/// restarted or resumed.
enum UnreadableDates {
    struct Column {
        let storeTable: String
        let storeColumn: String
        let serverTable: String
        let serverColumn: String
    }

    /// The examples kept for the loading screen and the diagnostic log.
    static let sampleLimit = 5

    static func columns(of dataset: Dataset) -> [Column] {
        switch dataset {
        // An approval row's own date is the day it was written (`RDJ`); the order's date is its header's.
        case .queue: return [Column(storeTable: ApprovalQueueEntry.storeTable, storeColumn: "rdj", serverTable: "F4209", serverColumn: "RDJ")]
        case .headers:
            return [Column(storeTable: PurchaseOrderHeader.storeTable, storeColumn: "trdj", serverTable: "F4301", serverColumn: "TRDJ"),
                    Column(storeTable: PurchaseOrderHeader.storeTable, storeColumn: "drqj", serverTable: "F4301", serverColumn: "DRQJ")]
        default: return []  // the lines' dates are counted as they are stored (`PurchaseOrderLinesDao`)
        }
    }

    /// The partial index `UnreadableDatesDao.indexMigration` made for `column`.
    static func indexName(_ column: Column) -> String { "\(column.storeTable)_unreadable_\(column.storeColumn)" }

    /// How many values of `dataset` could not be read, and the first few of them.
    static func census(of dataset: Dataset, in c: Connection) throws -> (count: Int, samples: [UnreadableValue]) {
        if dataset == .lines { return try PurchaseOrderLinesDao().unreadableDates(limit: sampleLimit, in: c) }
        var count = 0
        var samples: [UnreadableValue] = []
        let dao = UnreadableDatesDao()
        for column in columns(of: dataset) {
            count += try dao.count(of: column, in: c)
            guard samples.count < sampleLimit else { continue }
            samples += try dao.samples(of: column, limit: sampleLimit - samples.count, in: c).map {
                UnreadableValue(table: column.serverTable, column: column.serverColumn, order: $0.int("doco") ?? 0, value: $0.string("value") ?? "")
            }
        }
        return (count, samples)
    }
}
