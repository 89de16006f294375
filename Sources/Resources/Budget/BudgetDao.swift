import AIS
import Store

/// The budgets read, kept per account with the day they were read (a day's figures serve every order
/// opened that day, and offline after), and the day the site refused the budget's reads, with why.
/// Per user: a site may restrict F0902 by business unit, so one user's figures never reach the next.
public struct BudgetDao: Sendable {
    public init() {}

    static let migration = Migration(version: 28, name: "account budgets", sql: """
        CREATE TABLE account_budgets (
            aid TEXT PRIMARY KEY, co TEXT NOT NULL, number TEXT NOT NULL, dl01 TEXT NOT NULL,
            ctry INTEGER NOT NULL, fy INTEGER NOT NULL, period INTEGER NOT NULL,
            ba_period REAL NOT NULL, ba_year REAL NOT NULL, aa_period REAL NOT NULL, aa_year REAL NOT NULL,
            pa_period REAL NOT NULL, pa_year REAL NOT NULL, read_on TEXT NOT NULL);
        CREATE TABLE budget_refusals (read_on TEXT PRIMARY KEY, reason TEXT NOT NULL);
        """)

    public func save(_ budgets: [AccountBudget], in c: Connection) throws {
        _ = try c.runEach("""
            INSERT OR REPLACE INTO account_budgets (aid, co, number, dl01, ctry, fy, period, ba_period, ba_year, aa_period, aa_year,
                                                    pa_period, pa_year, read_on)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """, budgets.map { b in
                [b.account.sqlValue, b.company.sqlValue, b.number.sqlValue, b.description.sqlValue, b.position.century.sqlValue,
                 b.position.year.sqlValue, b.position.period.sqlValue, b.budget.throughPeriod.sqlValue, b.budget.wholeYear.sqlValue,
                 b.actual.throughPeriod.sqlValue, b.actual.wholeYear.sqlValue, b.committed.throughPeriod.sqlValue,
                 b.committed.wholeYear.sqlValue, b.readOn.iso.sqlValue]
            })
    }

    /// The accounts' budgets as last kept, whatever day they were read.
    public func budgets(_ accounts: [String], in c: Connection) throws -> [AccountBudget] {
        guard !accounts.isEmpty else { return [] }
        let marks = Array(repeating: "?", count: accounts.count).joined(separator: ", ")
        return try c.query("SELECT * FROM account_budgets WHERE aid IN (\(marks))", accounts.map(\.sqlValue)).compactMap { r in
            guard let day = LocalDate(iso: r.string("read_on") ?? "") else { return nil }
            func sums(_ ledger: String) -> AccountBudget.Sums {
                .init(throughPeriod: r.double("\(ledger)_period") ?? 0, wholeYear: r.double("\(ledger)_year") ?? 0)
            }
            return AccountBudget(account: r.string("aid") ?? "", company: r.string("co") ?? "", number: r.string("number") ?? "",
                                 description: r.string("dl01") ?? "",
                                 position: FiscalPosition(century: r.int("ctry") ?? 20, year: r.int("fy") ?? 0, period: r.int("period") ?? 1),
                                 budget: sums("ba"), actual: sums("aa"), committed: sums("pa"), readOn: day)
        }
    }

    public func refuse(on day: LocalDate, reason: String, in c: Connection) throws {
        try c.run("DELETE FROM budget_refusals")
        try c.run("INSERT INTO budget_refusals (read_on, reason) VALUES (?, ?)", day.iso, reason)
    }

    /// Why the site refused the budget's reads on `day`; nil when it did not.
    public func refusal(on day: LocalDate, in c: Connection) throws -> String? {
        try c.first("SELECT reason FROM budget_refusals WHERE read_on = ?", day.iso)?.string("reason")
    }
}
