import AIS
import Foundation
import Resources
import Store
import Testing
@testable import Scenes

/// Marks you can see: a mark the filter hides is counted in the title, and a decision on marks some of
/// which are hidden asks which (only those shown, all, or none) before anything is decided.
@MainActor
@Suite struct MarksYouCanSeeTests {
    let presenter = OrdersPresenterSpy()
    let router = OrdersRouterSpy()
    let db: Database

    init() throws {
        db = try Database()
        try db.migrate(ClientSchema.migrations)
        try db.write { c in
            for n in 1...3 {
                let key = OrderKey(number: 4000 + n, type: "OP", company: "00200", suffix: "000")
                try c.insert([ApprovalQueueEntry(key: key, approver: 4242, status: "2N", route: "R", originator: 1, branch: "M30",
                                                 orderDate: LocalDate(year: 2026, month: 11, day: n).map(ServerDate.day))])
                try c.insert([PurchaseOrderHeader(key: key, branch: "M30", supplier: 7000 + n, orderDate: nil, requestedDate: nil,
                                                  currency: n == 3 ? "EUR" : "USD", total: Double(n) * 1000, orderedBy: "", reference: "")])
            }
            try OrderQueueDao().rebuild(in: c)
        }
    }

    static func id(_ number: Int) -> OrderID { OrderID(number: number, type: "OP", company: "00200", suffix: "000") }

    private func makeSUT() -> OrdersAwaitingApprovalInteractor {
        let sut = OrdersAwaitingApprovalInteractor(list: QueueListWorker(database: db, today: { LocalDate(year: 2026, month: 11, day: 22)! }),
                                                   refresher: nil)
        sut.presenter = presenter
        sut.refreshes.presenter = presenter
        sut.marking.presenter = presenter
        sut.search.presenter = presenter
        sut.router = router
        return sut
    }

    /// Every order marked, then a filter that shows only 4003.
    private func markedThenFiltered() -> OrdersAwaitingApprovalInteractor {
        let sut = makeSUT()
        sut.marking.markAll()
        sut.arrangement.applyFilter(.init(minimumAmount: "2,500"))
        return sut
    }

    @Test func aFilterThatHidesMarkedOrdersSaysHowMany() {
        // When
        _ = markedThenFiltered()
        // Then
        #expect(presenter.marks.last?.marked.count == 3)
        #expect(presenter.marks.last?.hidden == 2)
    }

    @Test func aDecisionOnMarksSomeOfWhichAreHiddenAsksFirst() {
        // Given
        let sut = markedThenFiltered()
        // When
        sut.prepareDecision(.init(verdict: .approve, current: Self.id(4003)))
        // Then: nothing decided, the question asked with both counts
        #expect(router.decisions.isEmpty)
        #expect(presenter.hiddenMarks == [.init(verdict: .approve, shown: 1, hidden: 2)])
        // When: only those shown
        sut.prepareDecision(.init(verdict: .approve, current: Self.id(4003), marks: .shownOnly))
        #expect(router.decisions.last?.orders.map(\.number) == [4003])
        // When: all of them
        sut.prepareDecision(.init(verdict: .approve, current: Self.id(4003), marks: .all))
        #expect(router.decisions.last?.orders.map(\.number) == [4003, 4002, 4001])
    }

    @Test func marksAllShownAsksNothing() {
        // Given: the filter shows 4003 only, and only it is marked
        let sut = makeSUT()
        sut.arrangement.applyFilter(.init(minimumAmount: "2,500"))
        sut.marking.markAll()
        // When
        sut.prepareDecision(.init(verdict: .reject, current: nil))
        // Then
        #expect(presenter.hiddenMarks.isEmpty)
        #expect(router.decisions.last?.orders.map(\.number) == [4003])
    }

    @Test func starTogglesTheShownOrdersAndUnmarkAllTakesEveryMarkOff() {
        // Given: everything marked, then the filter showing 4003
        let sut = markedThenFiltered()
        // When: * with every shown order marked
        sut.marking.markAll()
        // Then: the shown one is unmarked, the hidden ones stay
        #expect(sut.marks.map(\.number).sorted() == [4001, 4002])
        // When: * again, then U
        sut.marking.markAll()
        #expect(sut.marks.count == 3)
        sut.marking.unmarkAll()
        // Then
        #expect(sut.marks.isEmpty)
        #expect(presenter.marks.last?.unmarked == 3)
    }

    @Test func sReversesTheSortAndAnAmountSortAcrossCurrenciesSaysSo() {
        let sut = makeSUT()
        let view = ArrangementDisplaySpy()
        let words = ListArrangementPresenter()
        words.view = view
        sut.arrangement.presenter = words
        // When: sorted by amount (order → supplier → date → amount), then reversed
        for _ in 0..<3 { sut.arrangement.changeSort() }
        #expect(sut.arrangement.sort == QueueSort(column: .amount, ascending: false))
        sut.arrangement.reverseSort()
        // Then
        #expect(sut.arrangement.sort == QueueSort(column: .amount, ascending: true))
        #expect(view.sorts.last?.message == "Sorted by amount, smallest first (S reverses). Amounts of 2 currencies are compared as numbers, not converted.")
        // When: by date (six columns on), both ways
        for _ in 0..<6 { sut.arrangement.changeSort() }
        #expect(view.sorts.last?.message == "Sorted by date, newest first (S reverses).")
        sut.arrangement.reverseSort()
        #expect(view.sorts.last?.message == "Sorted by date, oldest first (S reverses).")
    }
}
