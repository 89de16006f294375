
/// Contract §4.2's recipe, computed from the rows a client would read and from nothing the generator
/// knows: the account's `F0901` company → its `F0010` row (else `00000`'s) → the current fiscal year
/// (`F0008`: the year in which period 1 ends) and period → the account's `F0902` rows of that century and
/// year, ledgers `BA`, `AA`, `PA`, every row of a ledger summed → available = BA − AA − PA, through the
/// current period and for the whole year.
/// A row of the simulator's tables by column name (the store's `Row`, which TestSupport may not import).
public protocol BudgetTableRow {
    func string(_ column: String) -> String?
    func int(_ column: String) -> Int?
    func double(_ column: String) -> Double?
}

public enum BudgetAvailability {
    public struct Available: Equatable {
        /// Periods 1 to the current one (P4310's *Period Accumulation Method* `1`).
        public let throughPeriod: Double
        /// Periods 1 to 14 (blank).
        public let wholeYear: Double
    }

    /// The rows the recipe reads: `F0901`, `F0010`, `F0008` and `F0902`, each with every column (a test
    /// target reads them with its own store: `BudgetTablesReading`).
    public struct Tables {
        let accounts: [any BudgetTableRow]
        let companies: [any BudgetTableRow]
        let patterns: [any BudgetTableRow]
        let balances: [any BudgetTableRow]

        public init(accounts: [any BudgetTableRow], companies: [any BudgetTableRow], patterns: [any BudgetTableRow],
                    balances: [any BudgetTableRow]) {
            self.accounts = accounts
            self.companies = companies
            self.patterns = patterns
            self.balances = balances
        }
    }

    /// What is available on account `aid`, or nil when a step of the recipe finds nothing.
    public static func available(_ aid: String, in tables: Tables) -> Available? {
        guard let account = tables.accounts.first(where: { $0.string("AID") == aid }),
              let company = tables.companies.first(where: { $0.string("CO") == account.string("CO") })
                ?? tables.companies.first(where: { $0.string("CO") == "00000" }),
              let period = company.int("PNC"),
              let pattern = tables.patterns.first(where: {
                  $0.string("DTPN") == company.string("DTPN") && $0.string("DFYJ") == company.string("DFYJ")
              }),
              let firstPeriodEnd = pattern.string("D01J"), let endYear = Int(firstPeriodEnd.prefix(4)) else { return nil }
        let rows = tables.balances.filter {
            $0.string("AID") == aid && $0.int("CTRY") == endYear / 100 && $0.int("FY") == endYear % 100
        }
        func sum(_ ledger: String, through last: Int) -> Double {
            var total = 0.0
            for row in rows where row.string("LT") == ledger {
                for period in 1...last {
                    let column = "AN" + (period < 10 ? "0\(period)" : "\(period)")
                    total += row.double(column) ?? 0
                }
            }
            return total
        }
        func available(through last: Int) -> Double { sum("BA", through: last) - sum("AA", through: last) - sum("PA", through: last) }
        return Available(throughPeriod: available(through: period), wholeYear: available(through: 14))
    }
}
