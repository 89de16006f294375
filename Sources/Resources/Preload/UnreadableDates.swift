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
        case .queue: return [Column(storeTable: ApprovalQueueEntry.storeTable, storeColumn: "trdj", serverTable: "F4209", serverColumn: "TRDJ")]
        case .headers:
            return [Column(storeTable: PurchaseOrderHeader.storeTable, storeColumn: "trdj", serverTable: "F4301", serverColumn: "TRDJ"),
                    Column(storeTable: PurchaseOrderHeader.storeTable, storeColumn: "drqj", serverTable: "F4301", serverColumn: "DRQJ")]
        default: return []  // the lines' dates are counted as they are stored (`PurchaseOrderLinesDao`)
        }
    }

    /// Not blank and not a real day in ISO: what `ServerDate(stored:)` reads back as `unreadable`.
    /// SQLite's `julianday()` is NULL for what is no date and counts an impossible day on from its month
    /// (`2026-02-30` is March 2nd), so only a real day comes back unchanged through `date(julianday())`.
    static func unreadable(_ column: String) -> String {
        "\(column) <> '' AND date(julianday(\(column))) IS NOT \(column)"
    }

    /// One partial index per counted column, holding only its unreadable values, so that a census walks
    /// those instead of testing every row: at 100,000 orders the lines' census read 973,597 dates twice
    /// (the count, then the examples, as there were fewer than five), 0.5-0.8 s on one core after the last
    /// line page and before the home list could be built. Each insert now tests its own date in the
    /// writer while later pages are still on their way. The WHERE clauses are `unreadable(_:)` as it is
    /// written for each column, which is what lets SQLite use them (a test checks the query plans).
    static let indexMigration = Migration(version: 14, name: "unreadable dates indexed", sql: """
        CREATE INDEX approval_queue_unreadable_trdj ON approval_queue (doco)
            WHERE trdj <> '' AND date(julianday(trdj)) IS NOT trdj;
        CREATE INDEX order_headers_unreadable_trdj ON order_headers (doco)
            WHERE trdj <> '' AND date(julianday(trdj)) IS NOT trdj;
        CREATE INDEX order_headers_unreadable_drqj ON order_headers (doco)
            WHERE drqj <> '' AND date(julianday(drqj)) IS NOT drqj;
        CREATE INDEX order_lines_unreadable_drqj ON order_lines (doco)
            WHERE drqj <> '' AND date(julianday(drqj)) IS NOT drqj;
        """)

    /// The partial index `indexMigration` made for `column`.
    static func indexName(_ column: Column) -> String { "\(column.storeTable)_unreadable_\(column.storeColumn)" }

    /// How many values of `dataset` could not be read, and the first few of them.
    static func census(of dataset: Dataset, in c: Connection) throws -> (count: Int, samples: [UnreadableValue]) {
        if dataset == .lines { return try PurchaseOrderLinesDao().unreadableDates(limit: sampleLimit, in: c) }
        var count = 0
        var samples: [UnreadableValue] = []
        for column in columns(of: dataset) {
            let condition = unreadable(column.storeColumn)
            count += try c.first("SELECT COUNT(*) AS n FROM \(column.storeTable) WHERE \(condition)")?.int("n") ?? 0
            guard samples.count < sampleLimit else { continue }
            let rows = try c.query("SELECT doco, \(column.storeColumn) AS value FROM \(column.storeTable) WHERE \(condition) LIMIT \(sampleLimit - samples.count)")
            samples += rows.map {
                UnreadableValue(table: column.serverTable, column: column.serverColumn, order: $0.int("doco") ?? 0, value: $0.string("value") ?? "")
            }
        }
        return (count, samples)
    }
}
