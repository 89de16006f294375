import AIS
import Testing
@testable import Resources
@testable import Scenes

@MainActor
final class BudgetViewSpy: OrderBudgetDisplayLogic {
    private(set) var shown: [ApproveRejectOrder.Budget.ViewModel?] = []
    private(set) var refusals: [String] = []
    func displayBudget(_ viewModel: ApproveRejectOrder.Budget.ViewModel?) { shown.append(viewModel) }
    func displayBudgetRefused(_ text: String) { refusals.append(text) }
}

/// The budget in words: this order against what is available, over in the warning colour; approximate;
/// a refusal on the message line once; nothing for an order without accounts.
@MainActor
@Suite struct OrderBudgetPresenterTests {
    let view = BudgetViewSpy()

    private func makeSUT() -> OrderBudgetPresenter {
        let sut = OrderBudgetPresenter(dates: .jde(JDEDateFormat(simpleDateFormat: "MM/dd/yyyy")!), numbers: .plain)
        sut.view = view
        return sut
    }

    static func share(available: Double, thisOrder: Double) -> BudgetShareFacts {
        let account = AccountBudget(account: "00000001", company: "00200", number: "M30.6110", description: "Office supplies",
                                    position: FiscalPosition(century: 20, year: 26, period: 5),
                                    budget: .init(throughPeriod: 0, wholeYear: available + 40_200), actual: .init(throughPeriod: 0, wholeYear: 30_000),
                                    committed: .init(throughPeriod: 0, wholeYear: 10_200), readOn: LocalDate(year: 2026, month: 11, day: 20)!)
        return BudgetShareFacts(OrderBudget.Share(account: account, thisOrder: thisOrder, lineNumbers: [1]), accumulation: .wholeYear)
    }

    @Test func anOrderOverWhatIsAvailableSaysByHowMuchInTheWarningColour() {
        // When
        makeSUT().presentBudget(.init(progress: .read, shares: [Self.share(available: 9_800, thisOrder: 12_400)], accumulation: .wholeYear,
                                      budgetApproval: false))
        // Then
        let shown = view.shown.last??.rows
        #expect(shown?.map(\.text) == ["M30.6110 Office supplies",
                                       "  budget 50,000.00 · actual 30,000.00 · committed 10,200.00",
                                       "  this order 12,400.00 of 9,800.00 available: over by 2,600.00"])
        #expect(shown?.map(\.over) == [false, false, true])
        #expect(view.shown.last??.title == "Budget (approximate) · FY 2026, whole year")
        #expect(view.shown.last??.note == "Approximate: the site's tolerance, roll-up and budget date are not read.")
    }

    @Test func accountsOfDifferentFiscalYearsEachSayTheirsAndTheTitleNone() {
        // Given: a second account whose company's fiscal year is another
        var other = Self.share(available: 100, thisOrder: 10)
        other.account = "00000002"
        other.fiscalYear = 2025
        // When
        makeSUT().presentBudget(.init(progress: .read, shares: [Self.share(available: 9_800, thisOrder: 800), other],
                                      accumulation: .wholeYear, budgetApproval: false))
        // Then
        #expect(view.shown.last??.title == "Budget (approximate)")
        #expect(view.shown.last??.rows.filter(\.heading).map(\.text) == ["M30.6110 Office supplies · FY 2026, whole year",
                                                                          "M30.6110 Office supplies · FY 2025, whole year"])
    }

    @Test func anOrderWithinWhatIsAvailableSaysWhatItLeaves() {
        makeSUT().presentBudget(.init(progress: .read, shares: [Self.share(available: 9_800, thisOrder: 800)], accumulation: .wholeYear,
                                      budgetApproval: false))
        #expect(view.shown.last??.rows.last?.text == "  this order 800.00 of 9,800.00 available: 9,000.00 left")
        #expect(view.shown.last??.rows.last?.over == false)
        #expect(view.shown.last??.note == nil)
    }

    @Test func aBudgetApprovalPutsTheBudgetFirstAndSaysSo() {
        makeSUT().presentBudget(.init(progress: .read, shares: [Self.share(available: 1, thisOrder: 1)], accumulation: .wholeYear,
                                      budgetApproval: true))
        #expect(view.shown.last??.first == true)
        #expect(view.shown.last??.title.hasPrefix("Budget approval") == true)
    }

    @Test func aRefusalIsSaidOnTheMessageLineTheFirstTimeAndNoPaneIsShown() {
        let sut = makeSUT()
        sut.presentBudget(.init(progress: .refused("F0902: not allowed", firstTime: true), shares: [], accumulation: .wholeYear, budgetApproval: false))
        sut.presentBudget(.init(progress: .refused("F0902: not allowed", firstTime: false), shares: [], accumulation: .wholeYear, budgetApproval: false))
        #expect(view.refusals == ["Budget not readable here: F0902: not allowed"])
        #expect(view.shown.count == 2 && view.shown.allSatisfy { $0 == nil })
    }

    @Test func noAccountsNoPane() {
        makeSUT().presentBudget(.init(progress: .noAccounts, shares: [], accumulation: .wholeYear, budgetApproval: false))
        #expect(view.shown == [nil])
    }
}
