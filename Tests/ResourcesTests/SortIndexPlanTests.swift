import Store
import Testing
@testable import Resources

/// The home list's index reads each sort order from SQLite (`QueueListIndex.sortOrders`); these check
/// that SQLite reads it from a sort index alone, as the schema intends (a plan that reads the table by row
/// id for every row made the index 2-3 times slower to build at 100,000 orders).
@Suite struct SortIndexPlanTests {
    private func plan(of sort: QueueSort) throws -> String {
        let db = try Database()
        try db.migrate(ClientSchema.migrations)
        return try db.read { c in
            try c.query("EXPLAIN QUERY PLAN SELECT rowid, \(sort.column.sqlColumn) FROM queue_list ORDER BY \(sort.orderBy)")
                .compactMap { $0.string("detail") }.joined(separator: "\n")
        }
    }

    @Test(arguments: QueueSort.Column.allCases)
    func anAscendingOrderIsReadFromAnIndexAlone(_ column: QueueSort.Column) throws {
        // When
        let plan = try plan(of: QueueSort(column: column, ascending: true))
        // Then: no row read from the table
        #expect(plan.contains("COVERING INDEX"), "\(plan)")
        // and, but for the order number (the table's key, with type, company and suffix before the row
        // id), no sorting beyond the index's own order
        if column != .order { #expect(!plan.contains("TEMP B-TREE"), "\(plan)") }
    }
}
