import Store

/// The statements of the unreadable-date census (`UnreadableDates`): its partial indexes, and the
/// count and examples it reads through them.
struct UnreadableDatesDao: Sendable {
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

    /// How many values of `column` are unreadable.
    func count(of column: UnreadableDates.Column, in c: Connection) throws -> Int {
        let condition = Self.unreadable(column.storeColumn)
        return try c.first("SELECT COUNT(*) AS n FROM \(column.storeTable) WHERE \(condition)")?.int("n") ?? 0
    }

    /// The first `limit` unreadable values of `column`: each row's `doco` and `value`.
    func samples(of column: UnreadableDates.Column, limit: Int, in c: Connection) throws -> [Row] {
        let condition = Self.unreadable(column.storeColumn)
        return try c.query("""
            SELECT doco, \(column.storeColumn) AS value FROM \(column.storeTable) WHERE \(condition) LIMIT \(limit)
            """)
    }
}
