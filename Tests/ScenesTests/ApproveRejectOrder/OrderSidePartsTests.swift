import Foundation
import Testing
@testable import Resources
@testable import Scenes
import TestSupport

/// The parts read beside the order shown (supplier history, budget): told which order shows, that its lines
/// came, and to stop, each presents itself.
@MainActor
@Suite struct OrderSidePartsTests {
    let supplierPresenter = OrderPresenterSpy()
    let budgetPresenter = BudgetPresenterSpy()
    let supplier = SupplierHistorySpy()
    let budgets = BudgetReaderSpy()
    static let today = OrderBudgetInteractorTests.today
    /// Longer than any test: the server is asked only where a test shows an order with no pause.
    static let longPause: Duration = .seconds(60)

    private func makeSUT() -> OrderSideParts {
        let sut = OrderSideParts()
        sut.supplierOrders.reader = supplier
        sut.supplierOrders.presenter = supplierPresenter
        sut.budget.reader = budgets
        sut.budget.presenter = budgetPresenter
        return sut
    }

    /// Order 4001 of supplier 7001, its one line charging account 00000001.
    static func detail() -> OrderDetail {
        var detail = OrderBudgetInteractorTests.detail(4001, lines: [OrderBudgetInteractorTests.line(4001, 1, account: "00000001", amount: 800)])
        detail.header = PurchaseOrderHeader(key: OrderBudgetInteractorTests.key(4001), branch: "M30", supplier: 7001, orderDate: nil,
                                            requestedDate: nil, currency: "USD", total: 800, orderedBy: "", reference: "")
        return detail
    }

    @Test func anOrderShownShowsWhatEachPartKept() {
        // Given: a supplier history and today's budget kept
        supplier.kept = SupplierOrdersInteractorTests.history()
        budgets.kept = [OrderBudgetInteractorTests.budget("00000001", available: 9_800)]
        let sut = makeSUT()
        // When
        sut.show(OrderBudgetInteractorTests.key(4001), Self.detail(), today: Self.today, readPause: Self.longPause, noticeAfter: Self.longPause)
        // Then: both at once, the history to be read again once the cursor rests, the budget read today already
        #expect(supplierPresenter.supplierOrders.map(\.progress) == [.reading])
        #expect(budgetPresenter.budgets.map(\.progress) == [.read])
        #expect(budgetPresenter.budgets.last?.shares.first?.available == 9_800)
        sut.stop()
    }

    @Test func noOrderShowsNeitherPart() {
        // Given
        let sut = makeSUT()
        // When
        sut.show(nil, nil, today: Self.today, readPause: .zero, noticeAfter: Self.longPause)
        // Then: no history, an empty budget, and nothing asked of the server
        #expect(supplierPresenter.supplierOrders.isEmpty)
        #expect(budgetPresenter.budgets.map(\.progress) == [.noAccounts])
        #expect(supplier.reads.isEmpty && budgets.reads.isEmpty)
    }

    @Test func linesReadShowTheirBudgetAtOnceAndLeaveTheSupplierHistoryAlone() async {
        // Given: an order shown, nothing kept, the cursor not yet rested
        budgets.answer = [OrderBudgetInteractorTests.budget("00000001", available: 4_000)]
        let sut = makeSUT()
        let key = OrderBudgetInteractorTests.key(4001)
        sut.show(key, Self.detail(), today: Self.today, readPause: Self.longPause, noticeAfter: Self.longPause)
        // When: the order's lines came from the server
        sut.linesRead(key, Self.detail(), today: Self.today)
        // Then: the budget is read with no pause; the supplier history was neither presented again nor read
        #expect(await eventually { budgetPresenter.budgets.last?.progress == .read })
        #expect(budgetPresenter.budgets.last?.shares.first?.available == 4_000)
        #expect(supplierPresenter.supplierOrders.map(\.progress) == [.asked])
        #expect(supplier.reads.isEmpty)
        sut.stop()
    }

    @Test func stoppedNeitherPartPresentsAnAnswer() async {
        // Given: both parts reading slowly
        supplier.answer = SupplierOrdersInteractorTests.history()
        supplier.delay = 200_000_000
        budgets.answer = [OrderBudgetInteractorTests.budget("00000001", available: 4_000)]
        budgets.delay = 200_000_000
        let sut = makeSUT()
        sut.show(OrderBudgetInteractorTests.key(4001), Self.detail(), today: Self.today, readPause: .zero, noticeAfter: Self.longPause)
        // When: the order view leaves the screen
        sut.stop()
        // Then, once the reads have ended: nothing presented after what was kept
        #expect(await eventually { sut.supplierOrders.answers.settled && sut.budget.answers.settled })
        #expect(supplierPresenter.supplierOrders.map(\.progress) == [.asked])
        #expect(budgetPresenter.budgets.map(\.progress) == [.asked])
    }
}
