import Store
import TestSupport

/// A row of the store as the recipe reads it.
private struct StoreBudgetRow: BudgetTableRow {
    let row: Row
    func string(_ column: String) -> String? { row.string(column) }
    func int(_ column: String) -> Int? { row.int(column) }
    func double(_ column: String) -> Double? { row.double(column) }
}

/// The recipe's rows read from a simulator's database with this target's store.
extension BudgetAvailability.Tables {
    static func read(_ c: Connection) throws -> Self {
        func rows(_ table: String) throws -> [any BudgetTableRow] { try c.query("SELECT * FROM \(table)").map(StoreBudgetRow.init) }
        return Self(accounts: try rows("F0901"), companies: try rows("F0010"), patterns: try rows("F0008"), balances: try rows("F0902"))
    }
}
