@testable import AISSimulator
import Store
import TestSupport
import Testing

/// The demo's accounts and budgets (contract §4.2): every non-stock line charged to an account of its
/// branch, the company constants and fiscal patterns of the demo's day, balances a client sums per ledger,
/// and awaiting orders of DEMO with lines over what their account has left, and under it.
@Suite struct DemoBudgetTests {
    static func generated(orders: Int, seed: Int) throws -> Database {
        let database = try Database()
        try database.migrate(Schema.migrations)
        var generator = DemoDataGenerator(orders: orders, seed: seed)
        generator.passwordIterations = 16
        _ = try generator.generate(into: database)
        return database
    }

    private func dump(_ database: Database, _ sql: String) throws -> [[SQLValue]] {
        try database.read { try $0.query(sql).map(\.values) }
    }

    @Test func nonStockLinesCarryTheirBranchsAccountAndStockLinesNone() throws {
        // Given a demo database
        let sut = try Self.generated(orders: 60, seed: 3)
        // When the lines and the accounts are read
        let (lines, accounts) = try sut.read { c in
            (try c.query("SELECT LNTY, MCU, AID, OMCU, OBJ, SUB FROM F4311"),
             try c.query("SELECT AID, CO, MCU, OBJ, SUB, LDA FROM F0901"))
        }
        let byID = Dictionary(uniqueKeysWithValues: accounts.map { ($0.string("AID") ?? "", $0) })
        // Then a stock line has no account, every other line an account of the master with its branch's OMCU,
        // OBJ and SUB
        let stock = lines.filter { $0.string("LNTY") == "S" }, other = lines.filter { $0.string("LNTY") != "S" }
        #expect(!stock.isEmpty && !other.isEmpty)
        #expect(stock.allSatisfy { line in ["AID", "OMCU", "OBJ", "SUB"].allSatisfy { line.string($0) == "" } })
        for line in other {
            let account = try #require(byID[line.string("AID") ?? ""], "line account \(line.string("AID") ?? "")")
            #expect(line.string("OMCU") == account.string("MCU"))
            #expect(line.string("OBJ") == account.string("OBJ"))
            #expect(line.string("SUB") == account.string("SUB"))
        }
        // And a line's account is of the line's own branch (which may not be its header's)
        #expect(other.allSatisfy { $0.string("OMCU") == $0.string("MCU") })
        // And every account id is 8 digits, of the demo company, right-justified to 12 and at a posting level
        #expect(accounts.allSatisfy { ($0.string("AID") ?? "").wholeMatch(of: /\d{8}/) != nil })
        #expect(accounts.allSatisfy { $0.string("CO") == DemoPeople.company && $0.string("MCU")?.count == 12 })
        #expect(Set(accounts.compactMap { $0.string("LDA") }).count == 1)
        #expect(Set(accounts.compactMap { $0.string("MCU") }).count == DemoVocabulary.branchPlants.count)
    }

    @Test func theCompanyConstantsAndPatternsPlaceTheDemosDay() throws {
        // Given a demo database and the demo's day
        let sut = try Self.generated(orders: 5, seed: 1)
        let day = DemoDataGenerator.referenceDay
        // When the company constants and the fiscal patterns are read
        let (companies, patterns) = try sut.read { c in
            (try c.query("SELECT CO, DTPN, DFYJ, PNC FROM F0010 ORDER BY CO"), try c.query("SELECT * FROM F0008 ORDER BY DTPN, DFYJ"))
        }
        // Then each company's current year starts on its pattern's year start that holds the day, and its
        // current period is the one whose end dates hold the day
        #expect(companies.compactMap { $0.string("CO") } == ["00000", DemoPeople.company])
        for company in companies {
            let rows = patterns.filter { $0.string("DTPN") == company.string("DTPN") }
            #expect(rows.count == 3, "previous, current and next years")
            let current = try #require(rows.first { $0.string("DFYJ") == company.string("DFYJ") })
            let ends = (1...14).compactMap { current.string("D" + ($0 < 10 ? "0\($0)" : "\($0)") + "J") }
            let period = try #require(company.int("PNC"))
            #expect((company.string("DFYJ") ?? "") <= day.iso)
            #expect(ends[period - 1] >= day.iso)
            #expect(period == 1 || ends[period - 2] < day.iso)
            // And periods 13 and 14 end on the year's last day, periods 1–12 on month ends
            #expect(ends[12] == ends[11] && ends[13] == ends[11])
            for end in ends.prefix(12) {
                let parts = end.split(separator: "-").compactMap { Int($0) }
                let next = CalendarDay(year: parts[0], month: parts[1], day: parts[2]).adding(days: 1)
                #expect(next.day == 1, "\(end) is a month's end")
            }
        }
        // And the demo company's year starts 1 July: on the demo's day (2026-11-20) it is in period 5 of the
        // fiscal year that began 2026-07-01; the default company is on the calendar year
        let demo = try #require(companies.last), defaults = try #require(companies.first)
        #expect(demo.string("DFYJ") == CalendarDay(year: day.month >= 7 ? day.year : day.year - 1, month: 7, day: 1).iso)
        #expect(demo.int("PNC") == (day.month - 7 + 12) % 12 + 1)
        #expect(defaults.string("DFYJ") == CalendarDay(year: day.year, month: 1, day: 1).iso)
        #expect(defaults.int("PNC") == day.month)
        #expect(demo.string("DTPN") != defaults.string("DTPN"))
    }

    @Test func balancesAreSpreadAsALedgerIs() throws {
        // Given a demo database and the demo company's current period and year (the year period 1 ends in)
        let sut = try Self.generated(orders: 5, seed: 2)
        let (balances, period, year) = try sut.read { c in
            (try c.query("SELECT * FROM F0902"), try c.scalar("SELECT PNC FROM F0010 WHERE CO = ?", DemoPeople.company).int ?? 0,
             try c.scalar("""
                SELECT CAST(substr(P.D01J, 3, 2) AS INTEGER) FROM F0010 C JOIN F0008 P ON P.DTPN = C.DTPN AND P.DFYJ = C.DFYJ
                WHERE C.CO = ?
                """, DemoPeople.company).int ?? 0)
        }
        let accounts = Set(try sut.read { try $0.query("SELECT AID FROM F0901") }.compactMap { $0.string("AID") })
        func amounts(_ row: Row) -> [Double] { TableCatalog.periodColumns.map { row.double($0) ?? 0 } }
        let current = balances.filter { $0.int("FY") == year && $0.int("CTRY") == 20 }
        // Then every account has a budget, actuals and commitments this year, and a budget and actuals the year before
        for ledger in ["BA", "AA", "PA"] {
            #expect(Set(current.filter { $0.string("LT") == ledger }.compactMap { $0.string("AID") }) == accounts, "\(ledger)")
        }
        #expect(Set(balances.filter { $0.int("FY") == year - 1 }.compactMap { $0.string("LT") }) == ["BA", "AA"])
        // And a budget is spread over the twelve periods, its original amount in BORG
        for row in current where row.string("LT") == "BA" {
            let spread = amounts(row)
            #expect(spread.prefix(12).allSatisfy { $0 > 0 } && spread[12] == 0 && spread[13] == 0)
            #expect(abs(spread.reduce(0, +) - (row.double("BORG") ?? 0)) < 0.005)
        }
        // And actuals and commitments are posted up to the current period only
        for row in current where row.string("LT") != "BA" {
            #expect(amounts(row).dropFirst(period).allSatisfy { $0 == 0 })
            #expect(amounts(row).prefix(period).reduce(0, +) > 0)
        }
        // And some accounts have two rows of a ledger (an address subledger) that a client must add up
        let split = Dictionary(grouping: current, by: { "\($0.string("AID") ?? "") \($0.string("LT") ?? "")" }).filter { $0.value.count > 1 }
        #expect(!split.isEmpty)
        #expect(split.values.allSatisfy { rows in rows.contains { $0.string("SBLT") == "A" && $0.string("SBL")?.count == 8 } })
        // And the key is unique
        let keys = balances.map { row in ["AID", "CTRY", "FY", "FQ", "LT", "SBL", "SBLT", "CRCD"].map { row[$0] } }
        #expect(Set(keys.map { "\($0)" }).count == keys.count)
    }

    @Test func someOfDemosAwaitingOrdersHaveALineOverItsBudgetAndMostNot() throws {
        for seed in [1, 5] {
            // Given a demo database, and what is available per account by contract §4.2's recipe
            let sut = try Self.generated(orders: 80, seed: seed)
            let (tables, lines) = try sut.read { c in
                (try BudgetAvailability.Tables.read(c), try c.query("""
                    SELECT L.DOCO, L.LNID, L.AID, L.AEXP FROM F4311 L
                    JOIN F4209 H ON H.DOCO = L.DOCO AND H.DCTO = L.DCTO AND H.KCOO = L.KCOO AND H.SFXO = L.SFXO
                    WHERE H.RPER = ? AND H.ASTS IN ('1N', '2N') AND TRIM(L.AID) <> ''
                    """, DemoPeople.demo.addressNumber))
            }
            // When each line of an order awaiting DEMO is held to its account's available amount
            var over: [String] = [], under: [String] = []
            for line in lines {
                let available = try #require(BudgetAvailability.available(line.string("AID") ?? "", in: tables))
                let amount = line.double("AEXP") ?? 0
                let name = "\(line.int("DOCO") ?? 0)/\(line.double("LNID") ?? 0)"
                if amount > available.throughPeriod && amount > available.wholeYear { over.append(name) }
                if amount <= available.throughPeriod && amount <= available.wholeYear { under.append(name) }
            }
            // Then some lines are over budget both through the period and for the year, and most fit both
            #expect(!over.isEmpty, "seed \(seed)")
            #expect(under.count > over.count, "seed \(seed): \(under.count) under, \(over.count) over")
        }
    }

    @Test func theAccountsAreFixedAndTheAmountsComeFromTheSeed() throws {
        // Given two databases of one seed, one of another seed, one of the same seed and more orders
        let a = try Self.generated(orders: 20, seed: 8), b = try Self.generated(orders: 20, seed: 8)
        let c = try Self.generated(orders: 20, seed: 9), d = try Self.generated(orders: 40, seed: 8)
        let reference = ["SELECT * FROM F0901 ORDER BY AID", "SELECT * FROM F0010 ORDER BY CO", "SELECT * FROM F0008 ORDER BY DTPN, DFYJ"]
        let balances = "SELECT * FROM F0902 ORDER BY AID, CTRY, FY, FQ, LT, SBL, SBLT, CRCD"
        // Then the same seed gives the same accounts and balances, another seed other balances on the same
        // accounts, and the order count changes neither
        for sql in reference {
            #expect(try dump(a, sql) == dump(b, sql))
            #expect(try dump(a, sql) == dump(c, sql))
        }
        #expect(try dump(a, balances) == dump(b, balances))
        #expect(try dump(a, balances) == dump(d, balances))
        #expect(try dump(a, balances) != dump(c, balances))
        let lines = "SELECT DOCO, LNID, AID, OMCU, OBJ, SUB FROM F4311 ORDER BY DOCO, LNID"
        #expect(try dump(a, lines) == dump(b, lines))
    }

    @Test func someOfDemosQueueAwaitsItsBudgetApproval() throws {
        // Given a demo database
        let sut = try Self.generated(orders: 50, seed: 1)
        // When DEMO's queue is read by status
        let statuses = try sut.read { c in
            try c.query("SELECT ASTS, ARTG FROM F4209 WHERE RPER = ? AND ASTS IN ('1N', '2N')", DemoPeople.demo.addressNumber)
        }
        // Then some rows await DEMO's budget approval (1N, at the first step of BUDMON1) and the others a monetary one
        let budget = statuses.filter { $0.string("ASTS") == "1N" }
        #expect(!budget.isEmpty && budget.count < statuses.count)
        #expect(budget.allSatisfy { $0.string("ARTG") == "BUDMON1" })
    }
}
