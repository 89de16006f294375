import AIS

/// One account's budget for a fiscal year, as the site's books held it on `readOn` (contract §4.2): its
/// budget (`BA`), actual (`AA`) and open commitments (`PA`), each summed over the account's rows of that
/// ledger (subledgers, currencies) both through the current period and for the whole year.
public struct AccountBudget: Sendable, Equatable {
    /// A ledger's postings summed two ways; which one counts is the setting `budget.accumulation`.
    public struct Sums: Sendable, Equatable {
        public var throughPeriod: Double
        public var wholeYear: Double

        public init(throughPeriod: Double = 0, wholeYear: Double = 0) {
            self.throughPeriod = throughPeriod
            self.wholeYear = wholeYear
        }

        public func value(_ accumulation: BudgetAccumulation) -> Double {
            accumulation == .wholeYear ? wholeYear : throughPeriod
        }
    }

    /// What is left: budget − actual − committed (Oracle's *available = BA − AA − PA*).
    public struct Figures: Sendable, Equatable {
        public var budget: Double
        public var actual: Double
        public var committed: Double
        public var available: Double { budget - actual - committed }
    }

    /// `AID`.
    public var account: String
    public var company: String
    /// The account as people write it: business unit, object and subsidiary, dot-separated (`M30.6110`).
    public var number: String
    /// `DL01`: the server's text, untrusted.
    public var description: String
    public var position: FiscalPosition
    public var budget: Sums
    public var actual: Sums
    public var committed: Sums
    /// The day the figures were read: they are kept for that day.
    public var readOn: LocalDate

    public init(account: String, company: String, number: String, description: String, position: FiscalPosition,
                budget: Sums, actual: Sums, committed: Sums, readOn: LocalDate) {
        self.account = account
        self.company = company
        self.number = number
        self.description = description
        self.position = position
        self.budget = budget
        self.actual = actual
        self.committed = committed
        self.readOn = readOn
    }

    public func figures(_ accumulation: BudgetAccumulation) -> Figures {
        Figures(budget: budget.value(accumulation), actual: actual.value(accumulation), committed: committed.value(accumulation))
    }

    /// The account's number from its parts, blanks dropped: `M30.6110`, `M30.6110.A1`.
    public static func number(businessUnit: String, object: String, subsidiary: String) -> String {
        [businessUnit, object, subsidiary].map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined(separator: ".")
    }
}

/// One `F0902` row as the budget needs it: an account's postings of one ledger in one fiscal year.
public struct BalanceRow: Sendable, Equatable {
    public var account: String
    public var century: Int
    public var year: Int
    public var ledger: String
    /// `AN01`…`AN14`.
    public var postings: [Double]

    public init(account: String, century: Int, year: Int, ledger: String, postings: [Double]) {
        self.account = account
        self.century = century
        self.year = year
        self.ledger = ledger
        self.postings = postings
    }

    /// The ledgers the budget reads: budget, actual, open commitments.
    public static let ledgers = ["BA", "AA", "PA"]

    /// The rows of `ledger` for `account` in `position`'s year, summed through its period and for the year.
    static func sums(_ rows: [BalanceRow], account: String, ledger: String, position: FiscalPosition) -> AccountBudget.Sums {
        var sums = AccountBudget.Sums()
        for row in rows where row.account == account && row.ledger == ledger && row.century == position.century && row.year == position.year {
            sums.throughPeriod += row.postings.prefix(position.period).reduce(0, +)
            sums.wholeYear += row.postings.prefix(14).reduce(0, +)
        }
        return sums
    }
}
