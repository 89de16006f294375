import Store

/// The demo's chart of accounts and budgets (contract §4.2): an expense account (`F0901`) per branch/plant
/// and object the non-stock lines are charged to, the company constants (`F0010`) and fiscal date patterns
/// (`F0008`) that say which fiscal year and period the demo's day lies in, and the accounts' balances
/// (`F0902`: budget `BA`, actual `AA`, open commitments `PA`). The accounts and which of them are nearly
/// spent are fixed; the amounts come from the seed, drawn from a generator of their own, so the orders a
/// seed gives are the same with or without them. A few hundred rows: nothing at 100,000 orders.
enum DemoBudgets {
    /// An object account the demo's non-stock lines are charged to, with a typical yearly budget per
    /// branch/plant (whole units of the ledger's currency).
    struct Object: Sendable {
        let code: String
        let name: String
        let yearlyBudget: Int
    }

    static let objects: [Object] = [
        Object(code: "6110", name: "Office supplies", yearlyBudget: 60_000),
        Object(code: "6140", name: "Packaging materials", yearlyBudget: 40_000),
        Object(code: "6320", name: "Repairs and maintenance", yearlyBudget: 150_000),
        Object(code: "6510", name: "IT equipment", yearlyBudget: 400_000),
        Object(code: "6720", name: "Professional services", yearlyBudget: 200_000),
    ]

    /// How much an account has left.
    enum Standing: Sendable, Equatable {
        /// Spent 15–33 % of the year's budget: most lines fit, through the period and for the year.
        case ample
        /// Spent all but 100–600 of the budget through the current period; the year has plenty.
        case littleLeftThisPeriod
        /// Spent all but 150–900 of the whole year's budget (and so more than its budget through the period).
        case spent
    }

    /// Accounts (`branch/object`) spent all but 150–900 of the year's budget: every line over that is over
    /// budget, through the current period and for the whole year. M30 is DEMO's branch (half the orders).
    static let spentAccounts: Set<String> = ["M30/6510", "M10/6110", "40/6320", "60/6720"]
    /// Accounts with 100–600 left through the current period, and most of the year's budget.
    static let littleLeftThisPeriodAccounts: Set<String> = ["M30/6110", "M20/6510", "50/6140"]

    struct Account: Sendable {
        /// `AID`: 8 digits, zero-padded.
        let id: String
        /// The branch/plant's code (unpadded) and its index in `DemoVocabulary.branchPlants`.
        let branch: String
        let branchIndex: Int
        let object: Object
        let standing: Standing
        /// `MCU`/`OMCU` as stored (right-justified to 12).
        let storedBranch: String
        var subsidiary: String { "" }
    }

    static let firstAccountID = 20_001
    static let company = DemoPeople.company
    static let currency = "USD"
    /// `LDA`: the level of detail of a posting account.
    static let postingLevel = "7"
    static let century = 20

    /// Every account, branch by branch, object by object: `account(branch:object:)` indexes it.
    static let accounts: [Account] = DemoVocabulary.branchPlants.enumerated().flatMap { b, branch in
        objects.enumerated().map { o, object in
            let number = String(firstAccountID + b * objects.count + o)
            let name = "\(branch.code)/\(object.code)"
            return Account(id: String(repeating: "0", count: 8 - number.count) + number, branch: branch.code, branchIndex: b,
                           object: object,
                           standing: spentAccounts.contains(name) ? .spent
                               : littleLeftThisPeriodAccounts.contains(name) ? .littleLeftThisPeriod : .ample,
                           storedBranch: DemoDataGenerator.mcu.stored(branch.code))
        }
    }

    /// The index in `objects` of the object `code`.
    static func objectIndex(_ code: String?) -> Int? {
        guard let code else { return nil }
        return objects.firstIndex { $0.code == code }
    }

    /// The account of the branch/plant at `branch` (index in `DemoVocabulary.branchPlants`) and object at `object`.
    static func account(branch: Int, object: Int) -> Account { accounts[branch * objects.count + object] }

    // MARK: The fiscal calendar

    /// A fiscal date pattern: twelve monthly periods from `firstMonth`; periods 13 and 14 (adjustments)
    /// end on the year's last day.
    struct FiscalPattern: Sendable {
        let code: String
        let firstMonth: Int

        /// The start of the fiscal year `day` lies in.
        func yearStart(of day: CalendarDay) -> CalendarDay {
            CalendarDay(year: day.month >= firstMonth ? day.year : day.year - 1, month: firstMonth, day: 1)
        }

        /// The period (1–12) `day` lies in.
        func period(of day: CalendarDay) -> Int { (day.month - firstMonth + 12) % 12 + 1 }

        /// The end dates of periods 1 to 14 of the year starting on `start`.
        func periodEnds(from start: CalendarDay) -> [CalendarDay] {
            let months = (1...12).map { n -> CalendarDay in
                let month = (start.month - 1 + n) % 12 + 1, year = start.year + (start.month - 1 + n) / 12
                return CalendarDay(year: year, month: month, day: 1).adding(days: -1)
            }
            return months + [months[11], months[11]]
        }

        /// `F0902.FY`: the year in which period 1 ends, in two digits.
        func fiscalYear(startingOn start: CalendarDay) -> Int { periodEnds(from: start)[0].year % 100 }
    }

    /// The default pattern (company `00000`): the calendar year.
    static let calendarYear = FiscalPattern(code: "R", firstMonth: 1)
    /// The demo company's: fiscal years from 1 July.
    static let julyYear = FiscalPattern(code: "F", firstMonth: 7)
    /// `F0010`: company and its pattern.
    static let companies: [(company: String, pattern: FiscalPattern)] = [("00000", calendarYear), (company, julyYear)]

    /// The demo company's current fiscal year start and period on the demo's day (2026-07-01, period 5).
    static var currentYearStart: CalendarDay { julyYear.yearStart(of: DemoDataGenerator.referenceDay) }
    static var currentPeriod: Int { julyYear.period(of: DemoDataGenerator.referenceDay) }

    // MARK: Writing

    /// Writes the accounts, the company constants, the fiscal patterns and the balances.
    static func write(seed: Int, into c: Connection) throws {
        let day = DemoDataGenerator.referenceDay
        for account in accounts {
            try c.run("INSERT INTO F0901 (AID, CO, MCU, OBJ, SUB, DL01, LDA) VALUES (?, ?, ?, ?, ?, ?, ?)", account.id, company,
                      account.storedBranch, account.object.code, account.subsidiary, account.object.name, postingLevel)
        }
        for (co, pattern) in companies {
            try c.run("INSERT INTO F0010 (CO, DTPN, DFYJ, PNC) VALUES (?, ?, ?, ?)", co, pattern.code, pattern.yearStart(of: day).iso,
                      pattern.period(of: day))
        }
        let dateColumns = (1...14).map { "D\($0 < 10 ? "0" : "")\($0)J" }
        for pattern in [calendarYear, julyYear] {
            let current = pattern.yearStart(of: day)
            for year in [current.year - 1, current.year, current.year + 1] {
                let start = CalendarDay(year: year, month: pattern.firstMonth, day: 1)
                try c.run("INSERT INTO F0008 (DTPN, DFYJ, \(dateColumns.joined(separator: ", "))) VALUES (?, ?\(String(repeating: ", ?", count: 14)))",
                          [.text(pattern.code), .text(start.iso)] + pattern.periodEnds(from: start).map { .text($0.iso) })
            }
        }
        try writeBalances(seed: seed, into: c)
    }

    /// One `F0902` row: amounts in cents, periods 1 to 14.
    private struct Balance {
        let account: String
        let year: Int
        let ledger: String
        var subledger = ""
        var subledgerType = ""
        let cents: [Int]
        var original = 0
    }

    private static func writeBalances(seed: Int, into c: Connection) throws {
        var random = SeededRandom(seed: UInt64(bitPattern: Int64(seed)) ^ 0x4255_4447_4554)
        let year = julyYear.fiscalYear(startingOn: currentYearStart)
        let period = currentPeriod
        var rows: [Balance] = []
        for (index, account) in accounts.enumerated() {
            let budget = Int((Double(account.object.yearlyBudget) * random.logUniform(0.6, 1.6) / 100).rounded()) * 100 * 100
            let budgeted = spread(budget, weights: Array(repeating: 1, count: 12))
            let throughPeriod = budgeted.prefix(period).reduce(0, +)
            let spent: Int = switch account.standing {
            case .ample: Int(Double(budget) * (0.15 + 0.18 * random.unit()))
            case .littleLeftThisPeriod: throughPeriod - random.int(100...600) * 100
            case .spent: budget - random.int(150...900) * 100
            }
            let actual = Int(Double(spent) * (0.7 + 0.2 * random.unit()))
            rows.append(Balance(account: account.id, year: year, ledger: "BA", cents: budgeted, original: budget))
            // Actuals and commitments up to the current period; on some accounts a second row of each, on an
            // address subledger (a supplier), which a client must add to the first.
            let split = index % 3 == 0 || account.standing != .ample
            let subledger = String(DemoDataGenerator.firstSupplier + random.int(0...DemoDataGenerator.supplierCount - 1))
            for (ledger, amount) in [("AA", actual), ("PA", spent - actual)] {
                let weights = (0..<period).map { _ in 0.5 + random.unit() }
                let cents = spread(amount, weights: weights)
                if split {
                    let share = 0.2 + 0.3 * random.unit()
                    let second = cents.map { Int(Double($0) * share) }
                    rows.append(Balance(account: account.id, year: year, ledger: ledger, cents: zip(cents, second).map { $0 - $1 }))
                    rows.append(Balance(account: account.id, year: year, ledger: ledger,
                                        subledger: String(repeating: "0", count: 8 - subledger.count) + subledger,
                                        subledgerType: "A", cents: second))
                } else {
                    rows.append(Balance(account: account.id, year: year, ledger: ledger, cents: cents))
                }
            }
            // The year before: its budget and what was spent of it, every period closed.
            let lastBudget = Int((Double(budget) * (0.9 + 0.15 * random.unit()) / 10_000).rounded()) * 10_000
            rows.append(Balance(account: account.id, year: year - 1, ledger: "BA",
                                cents: spread(lastBudget, weights: Array(repeating: 1, count: 12)), original: lastBudget))
            rows.append(Balance(account: account.id, year: year - 1, ledger: "AA",
                                cents: spread(Int(Double(lastBudget) * (0.8 + 0.2 * random.unit())),
                                              weights: (0..<12).map { _ in 0.5 + random.unit() })))
        }
        let periods = TableCatalog.periodColumns
        try c.runEach("""
            INSERT INTO F0902 (AID, CTRY, FY, FQ, LT, SBL, SBLT, CRCD, APYC, \(periods.joined(separator: ", ")), BORG)
            VALUES (?, ?, ?, '', ?, ?, ?, ?, 0\(String(repeating: ", ?", count: periods.count)), ?)
            """, rows.map { row -> [SQLValue] in
                [.text(row.account), .integer(Int64(century)), .integer(Int64(row.year)), .text(row.ledger), .text(row.subledger),
                 .text(row.subledgerType), .text(currency)]
                    + (0..<14).map { .real(Double($0 < row.cents.count ? row.cents[$0] : 0) / 100) }
                    + [.real(Double(row.original) / 100)]
            })
    }

    /// `total` cents shared among periods in proportion to `weights`, the last taking what rounding left.
    private static func spread(_ total: Int, weights: [Double]) -> [Int] {
        let sum = weights.reduce(0, +)
        var shares = weights.dropLast().map { Int(Double(total) * $0 / sum) }
        shares.append(total - shares.reduce(0, +))
        return shares
    }
}
