import AIS
import Foundation
import Store
import Testing
@testable import Resources
@testable import Scenes
import TestSupport

/// Budgets without a server: `kept` answers at once, `read` after `delay`, fails, or refuses.
final class BudgetReaderSpy: BudgetReading, @unchecked Sendable {
    private let lock = NSLock()
    var kept: [AccountBudget] = []
    var refusedToday: String?
    var answer: [AccountBudget]?
    var refusal: String?
    var delay: UInt64 = 0
    /// While true, a read waits (a test lets it answer when it is ready).
    var held: Bool {
        get { lock.withLock { isHeld } }
        set { lock.withLock { isHeld = newValue } }
    }
    private var isHeld = false
    private(set) var reads: [[String]] = []

    func stored(_ accounts: [String], today: LocalDate) -> (budgets: [AccountBudget], refused: String?) {
        lock.withLock { (kept.filter { accounts.contains($0.account) }, refusedToday) }
    }

    func read(_ accounts: [String], today: LocalDate) async throws -> [AccountBudget] {
        lock.withLock { reads.append(accounts) }
        if delay > 0 { try? await Task.sleep(nanoseconds: delay) }
        while held { try await Task.sleep(nanoseconds: 5_000_000) }
        if let refusal = lock.withLock({ refusal }) {
            lock.withLock { refusedToday = refusal }
            throw BudgetRefused(reason: refusal)
        }
        guard let answer = lock.withLock({ answer }) else { throw AISError.unreachable("connection refused") }
        lock.withLock { kept = answer }
        return answer
    }
}

@MainActor
final class BudgetPresenterSpy: OrderBudgetPresentationLogic {
    private(set) var budgets: [ApproveRejectOrder.Budget.Response] = []
    func presentBudget(_ response: ApproveRejectOrder.Budget.Response) { budgets.append(response) }
}

/// The order scene's budget part: what was kept today at once, else read after the cursor rests; a
/// refusal said once; an order without accounts shows none.
@MainActor
@Suite struct OrderBudgetInteractorTests {
    let presenter = BudgetPresenterSpy()
    static let today = LocalDate(year: 2026, month: 11, day: 20)!

    static func key(_ n: Int) -> OrderKey { OrderKey(number: n, type: "OP", company: "00200", suffix: "000") }

    static func line(_ n: Int, _ number: Double, account: String, amount: Double, rejected: Bool = false) -> PurchaseOrderLine {
        PurchaseOrderLine(key: key(n), lineNumber: number, lineType: account.isEmpty ? "S" : "N", shortItem: 0, item: "X", description: "",
                          description2: "", branch: "M30", unit: "EA", quantity: 1, unitCost: amount, amount: amount, currency: "USD",
                          requestedDate: nil, lastStatus: "220", nextStatus: "230", approvalStatus: rejected ? "R" : "", account: account)
    }

    static func detail(_ n: Int, status: String = "2N", lines: [PurchaseOrderLine]) -> OrderDetail {
        OrderDetail(key: key(n), header: nil, supplierName: "", queueEntry: ApprovalQueueEntry(key: key(n), approver: 4242, status: status,
                                                                                               route: "R", originator: 1, branch: "M30", orderDate: nil),
                    originatorName: "", lines: lines, lineStatusNames: [:])
    }

    static func budget(_ account: String, available: Double, readOn: LocalDate = today) -> AccountBudget {
        AccountBudget(account: account, company: "00200", number: "M30.6110", description: "Office supplies",
                      position: FiscalPosition(century: 20, year: 26, period: 5),
                      budget: .init(throughPeriod: available / 2, wholeYear: available), actual: .init(), committed: .init(), readOn: readOn)
    }

    private func makeSUT(_ spy: BudgetReaderSpy) -> OrderBudgetInteractor {
        let sut = OrderBudgetInteractor()
        sut.reader = spy
        sut.presenter = presenter
        return sut
    }

    @Test func keptTodayIsShownAtOnceWithNoRequest() {
        // Given
        let spy = BudgetReaderSpy()
        spy.kept = [Self.budget("00000001", available: 9_800)]
        let sut = makeSUT(spy)
        // When: an order with two lines on the account, and an inventory line
        sut.load(Self.key(4001), Self.detail(4001, lines: [Self.line(4001, 1, account: "00000001", amount: 8_000),
                                                           Self.line(4001, 2, account: "", amount: 50),
                                                           Self.line(4001, 3, account: "00000001", amount: 4_400)]),
                 today: Self.today, readPause: .zero)
        // Then
        #expect(spy.reads.isEmpty)
        let shown = presenter.budgets.last
        #expect(shown?.progress == .read)
        #expect(shown?.shares.map(\.thisOrder) == [12_400])
        #expect(shown?.shares.first?.left == -2_600)
    }

    @Test func keptFromAnotherDayIsShownWhileTheServerIsAskedAgain() async {
        // Given
        let spy = BudgetReaderSpy()
        spy.kept = [Self.budget("00000001", available: 5_000, readOn: LocalDate(year: 2026, month: 11, day: 19)!)]
        spy.answer = [Self.budget("00000001", available: 4_000)]
        let sut = makeSUT(spy)
        // When
        sut.load(Self.key(4001), Self.detail(4001, lines: [Self.line(4001, 1, account: "00000001", amount: 100)]), today: Self.today,
                 readPause: .zero)
        // Then: yesterday's figures at once, saying they are read again; today's after
        #expect(presenter.budgets.first?.progress == .reading)
        #expect(presenter.budgets.first?.shares.first?.available == 5_000)
        #expect(await eventually { presenter.budgets.last?.progress == .read })
        #expect(presenter.budgets.last?.shares.first?.available == 4_000)
        #expect(spy.reads == [["00000001"]])
    }

    @Test func onlyTheAccountsNotReadTodayAreAskedForAndJoinTheKeptOnes() async {
        // Given: one of the order's two accounts read earlier today
        let spy = BudgetReaderSpy()
        spy.kept = [Self.budget("00000001", available: 9_800)]
        spy.answer = [Self.budget("00000002", available: 700)]
        let sut = makeSUT(spy)
        // When
        sut.load(Self.key(4001), Self.detail(4001, lines: [Self.line(4001, 1, account: "00000001", amount: 100),
                                                           Self.line(4001, 2, account: "00000002", amount: 1_000)]),
                 today: Self.today, readPause: .zero)
        // Then: today's figures stand as read at once; only the other account is asked for, and joins them
        #expect(presenter.budgets.first?.progress == .read)
        #expect(presenter.budgets.first?.shares.map(\.account) == ["00000001"])
        #expect(presenter.budgets.first?.awaited == 1)
        #expect(await eventually { presenter.budgets.count == 2 })
        #expect(presenter.budgets.last?.awaited == 0)
        #expect(spy.reads == [["00000002"]])
        #expect(presenter.budgets.last?.progress == .read)
        #expect(Set(presenter.budgets.last?.shares.map(\.account) ?? []) == ["00000001", "00000002"])
        #expect(presenter.budgets.last?.shares.first { $0.account == "00000002" }?.left == -300)
    }

    @Test func anOrderWithOnlyInventoryLinesShowsNoBudgetAndAsksNothing() {
        let spy = BudgetReaderSpy()
        let sut = makeSUT(spy)
        sut.load(Self.key(4001), Self.detail(4001, lines: [Self.line(4001, 1, account: "", amount: 10)]), today: Self.today, readPause: .zero)
        #expect(presenter.budgets.map(\.progress) == [.noAccounts])
        #expect(spy.reads.isEmpty)
    }

    @Test func aRefusalIsSaidOnceAndLaterOrdersAskNothing() async {
        // Given: the site refuses F0902
        let spy = BudgetReaderSpy()
        spy.refusal = "F0902: not allowed"
        let sut = makeSUT(spy)
        // When: one order, then another
        sut.load(Self.key(4001), Self.detail(4001, lines: [Self.line(4001, 1, account: "00000001", amount: 10)]), today: Self.today,
                 readPause: .zero)
        #expect(await eventually { if case .refused = presenter.budgets.last?.progress { true } else { false } })
        sut.load(Self.key(4002), Self.detail(4002, lines: [Self.line(4002, 1, account: "00000002", amount: 10)]), today: Self.today,
                 readPause: .zero)
        // Then: said the first time only, and the second order asked nothing
        #expect(presenter.budgets.last?.progress == .refused("F0902: not allowed", firstTime: false))
        #expect(presenter.budgets.contains { $0.progress == .refused("F0902: not allowed", firstTime: true) })
        #expect(spy.reads.count == 1)
    }

    @Test func aBudgetApprovalSaysSoEvenWithoutAccounts() {
        let sut = makeSUT(BudgetReaderSpy())
        sut.load(Self.key(4001), Self.detail(4001, status: "1N", lines: []), today: Self.today, readPause: .zero)
        #expect(presenter.budgets.last?.budgetApproval == true)
    }

    @Test func anAnswerForAnOrderLeftBehindIsDropped() async {
        // Given: a slow read for 4001
        let spy = BudgetReaderSpy()
        spy.answer = [Self.budget("00000001", available: 1)]
        // Long enough that only the cancellation (the view leaving) ends it, however loaded the machine.
        spy.delay = 60_000_000_000
        let sut = makeSUT(spy)
        sut.load(Self.key(4001), Self.detail(4001, lines: [Self.line(4001, 1, account: "00000001", amount: 10)]), today: Self.today,
                 readPause: .zero)
        // When: the view leaves while the server is being asked, and its answer then comes
        #expect(await eventually { spy.reads == [["00000001"]] })
        sut.stop()
        await sut.work?.value
        // Then: nothing was presented after the first presentation
        #expect(presenter.budgets.map(\.progress) == [.asked])
    }

    @Test func theSettingChoosesWhichPostingsAreSummed() {
        let spy = BudgetReaderSpy()
        spy.kept = [Self.budget("00000001", available: 10_000)]
        let sut = makeSUT(spy)
        sut.accumulation = { .throughPeriod }
        sut.load(Self.key(4001), Self.detail(4001, lines: [Self.line(4001, 1, account: "00000001", amount: 100)]), today: Self.today,
                 readPause: .zero)
        #expect(presenter.budgets.last?.accumulation == .throughPeriod)
        #expect(presenter.budgets.last?.shares.first?.available == 5_000)
    }

    @Test func theOrdersLinesReadAgainWhileItsBudgetIsReadDoNotAskAgainAndTheAnswerIsShownBesideThem() async {
        // Given: the budget of 4001's account being read
        let spy = BudgetReaderSpy()
        spy.answer = [Self.budget("00000001", available: 1_000)]
        spy.held = true
        let sut = makeSUT(spy)
        sut.load(Self.key(4001), Self.detail(4001, lines: [Self.line(4001, 1, account: "00000001", amount: 100)]), today: Self.today,
                 readPause: .zero)
        #expect(await eventually { spy.reads.count == 1 })
        // When: the order's lines come again from the server, amended, and then the budget answers
        sut.load(Self.key(4001), Self.detail(4001, lines: [Self.line(4001, 1, account: "00000001", amount: 700)]), today: Self.today,
                 readPause: .zero)
        spy.held = false
        // Then: one read, never restarted, its answer beside the lines as they are now
        #expect(await eventually { presenter.budgets.last?.progress == .read })
        #expect(spy.reads.count == 1)
        #expect(presenter.budgets.last?.shares.first?.thisOrder == 700)
        #expect(presenter.budgets.map(\.progress) == [.asked, .asked, .read])
    }
}
