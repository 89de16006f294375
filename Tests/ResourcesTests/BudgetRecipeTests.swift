import AIS
import Store
import Testing
@testable import Resources

/// Contract §4.2's recipe without a server: the fiscal year and period from a company's constants and
/// pattern, a ledger's postings summed two ways, and an order's share of each account it charges.
@Suite struct BudgetRecipeTests {
    static func day(_ y: Int, _ m: Int, _ d: Int) -> LocalDate { LocalDate(year: y, month: m, day: d)! }

    /// A pattern of twelve month-end periods starting on `start`'s day, 13 and 14 on the year's last day.
    static func pattern(_ code: String, starting start: LocalDate) -> FiscalPattern {
        var ends: [LocalDate?] = []
        for i in 1...12 {
            let month = (start.month - 1 + i - 1) % 12 + 1
            let year = start.year + (start.month - 1 + i - 1) / 12
            ends.append((28...31).reversed().lazy.compactMap { LocalDate(year: year, month: month, day: $0) }.first)
        }
        return FiscalPattern(pattern: code, yearStart: start, periodEnds: ends + [ends[11], ends[11]])
    }

    static let calendar = FiscalCalendar(
        constants: [CompanyConstants(company: "00000", pattern: "R", yearStart: day(2026, 1, 1), period: 11),
                    CompanyConstants(company: "00200", pattern: "F", yearStart: day(2026, 7, 1), period: 5),
                    CompanyConstants(company: "00300", pattern: "D", yearStart: day(2025, 12, 15), period: 2)],
        patterns: [pattern("R", starting: day(2026, 1, 1)), pattern("F", starting: day(2025, 7, 1)), pattern("F", starting: day(2026, 7, 1)),
                   FiscalPattern(pattern: "D", yearStart: day(2025, 12, 15), periodEnds: [day(2026, 1, 14)] + Array(repeating: nil, count: 13))])

    @Test func aCompanysYearIsTheYearItsFirstPeriodEndsInAndItsPeriodIsItsConstants() throws {
        // When / Then: July start, period 5; a company without constants takes 00000's; a year starting in December
        #expect(try Self.calendar.position(of: "00200") == FiscalPosition(century: 20, year: 26, period: 5))
        #expect(try Self.calendar.position(of: " 00999 ") == FiscalPosition(century: 20, year: 26, period: 11))
        #expect(try Self.calendar.position(of: "00300") == FiscalPosition(century: 20, year: 26, period: 2))
        #expect(try Self.calendar.position(of: "00200").fullYear == 2026)
    }

    @Test func aCalendarTheSiteLacksIsAGapNamedNotAGuess() {
        // Given: no default constants; a pattern without the constants' year
        let noDefault = FiscalCalendar(constants: [], patterns: [])
        let noYear = FiscalCalendar(constants: [CompanyConstants(company: "00000", pattern: "R", yearStart: Self.day(2027, 1, 1), period: 1)],
                                    patterns: [Self.pattern("R", starting: Self.day(2026, 1, 1))])
        // Then
        #expect(throws: FiscalCalendar.Gap.noConstants(company: "00200")) { try noDefault.position(of: "00200") }
        #expect(throws: FiscalCalendar.Gap.noPattern(pattern: "R", yearStart: Self.day(2027, 1, 1))) { try noYear.position(of: "00200") }
    }

    @Test func aLedgersRowsOfTheYearAreSummedThroughThePeriodAndForTheWholeYear() {
        // Given: two budget rows of the account (subledgers), one of last year, one of another account, one actual
        let postings = (1...14).map(Double.init)
        let rows = [BalanceRow(account: "00000001", century: 20, year: 26, ledger: "BA", postings: postings),
                    BalanceRow(account: "00000001", century: 20, year: 26, ledger: "BA", postings: postings.map { $0 * 10 }),
                    BalanceRow(account: "00000001", century: 20, year: 25, ledger: "BA", postings: postings),
                    BalanceRow(account: "00000002", century: 20, year: 26, ledger: "BA", postings: postings),
                    BalanceRow(account: "00000001", century: 20, year: 26, ledger: "AA", postings: postings)]
        // When
        let sums = BalanceRow.sums(rows, account: "00000001", ledger: "BA", position: FiscalPosition(century: 20, year: 26, period: 5))
        // Then: 1+…+5 = 15 and 1+…+14 = 105, each eleven times
        #expect(sums == AccountBudget.Sums(throughPeriod: 165, wholeYear: 1_155))
        #expect(sums.value(.throughPeriod) == 165 && sums.value(.wholeYear) == 1_155)
    }

    static func budget(_ account: String, budget: Double, actual: Double, committed: Double) -> AccountBudget {
        AccountBudget(account: account, company: "00200", number: "M30.6110", description: "Office supplies",
                      position: FiscalPosition(century: 20, year: 26, period: 5),
                      budget: .init(throughPeriod: budget / 2, wholeYear: budget), actual: .init(throughPeriod: actual, wholeYear: actual),
                      committed: .init(throughPeriod: committed, wholeYear: committed), readOn: day(2026, 11, 20))
    }

    static func line(_ number: Double, account: String, amount: Double, rejected: Bool = false) -> PurchaseOrderLine {
        PurchaseOrderLine(key: OrderKey(number: 4001, type: "OP", company: "00200", suffix: "000"), lineNumber: number, lineType: "N",
                          shortItem: 0, item: "", description: "", description2: "", branch: "M30", unit: "EA", quantity: 1,
                          unitCost: amount, amount: amount, currency: "USD", requestedDate: nil, lastStatus: "220", nextStatus: "230",
                          approvalStatus: rejected ? "R" : "", account: account)
    }

    @Test func anOrdersShareIsItsLinesOnEachAccountLessRejectedAndInventoryLines() {
        // Given: two lines on one account, one rejected on it, an inventory line, a line on an account without figures
        let lines = [Self.line(1, account: "00000001", amount: 8_000), Self.line(2, account: "", amount: 500),
                     Self.line(3, account: "00000001", amount: 4_400), Self.line(4, account: "00000001", amount: 999, rejected: true),
                     Self.line(5, account: "00000009", amount: 10)]
        let budgets = [Self.budget("00000001", budget: 50_000, actual: 30_000, committed: 10_200)]
        // When
        let sut = OrderBudget(lines: lines, budgets: budgets)
        // Then: 12,400 of 9,800 available: over by 2,600 for the year; through period 5 the budget is half
        #expect(OrderBudget.accounts(of: lines) == ["00000001", "00000009"])
        #expect(sut.shares.count == 1)
        guard let share = sut.shares.first else { return }
        #expect(share.thisOrder == 12_400 && share.lineNumbers == [1, 3])
        #expect(share.account.figures(.wholeYear).available == 9_800)
        #expect(share.left(.wholeYear) == -2_600)
        #expect(share.left(.throughPeriod) == 25_000 - 40_200 - 12_400)
    }

    @Test func budgetsAreKeptPerAccountWithTheirDayAndARefusalForItsDay() throws {
        // Given
        let db = try Database()
        try db.migrate(ClientSchema.migrations)
        let kept = [Self.budget("00000001", budget: 50_000, actual: 30_000, committed: 10_200),
                    Self.budget("00000002", budget: 1, actual: 2, committed: 3)]
        // When
        try db.write { c in
            try BudgetDao().save(kept, in: c)
            try BudgetDao().refuse(on: Self.day(2026, 11, 20), reason: "F0902: not allowed", in: c)
        }
        // Then
        let read = try db.read { try BudgetDao().budgets(["00000002", "00000001", "00000003"], in: $0) }
        #expect(read.sorted { $0.account < $1.account } == kept)
        #expect(try db.read { try BudgetDao().refusal(on: Self.day(2026, 11, 20), in: $0) } == "F0902: not allowed")
        #expect(try db.read { try BudgetDao().refusal(on: Self.day(2026, 11, 21), in: $0) } == nil)
    }
}
