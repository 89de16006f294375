import AIS
import Foundation
import Resources
import Store
import Testing
@testable import Scenes

/// A saved view takes the list's sort and filter, and puts them back.
@MainActor
@Suite struct SavedViewApplyTests {
    let presenter = OrdersPresenterSpy()
    let db: Database

    init() throws {
        db = try Database()
        try db.migrate(ClientSchema.migrations)
        try db.write { c in
            for n in 1...3 {
                let key = OrderKey(number: 4000 + n, type: n == 2 ? "OR" : "OP", company: "00200", suffix: "000")
                try c.insert([ApprovalQueueEntry(key: key, approver: 4242, status: "2N", route: "R", originator: 1, branch: "M30",
                                                 orderDate: LocalDate(year: 2026, month: 11, day: n).map(ServerDate.day))])
                try c.insert([PurchaseOrderHeader(key: key, branch: "M30", supplier: 7000 + n, orderDate: nil, requestedDate: nil,
                                                  currency: "USD", total: Double(n) * 1000, orderedBy: "", reference: "")])
            }
            try OrderQueueDao().rebuild(in: c)
        }
    }

    private func makeSUT(numbers: NumberStyle = .plain) -> OrdersAwaitingApprovalInteractor {
        let list = QueueListWorker(database: db, today: { LocalDate(year: 2026, month: 11, day: 22)! })
        let sut = OrdersAwaitingApprovalInteractor(list: list, refresher: nil)
        sut.presenter = presenter
        sut.refreshes.presenter = presenter
        sut.marking.presenter = presenter
        sut.search.presenter = presenter
        sut.arrangement.presenter = presenter
        sut.router = OrdersRouterSpy()
        sut.numbers = numbers
        return sut
    }

    @Test func theArrangementSavedIsTheOneApplied() {
        // Given: a list filtered and sorted
        let first = makeSUT()
        first.arrangement.applyFilter(.init(orderTypes: "op", minimumAmount: "1,500", maximumDaysWaiting: "30"))
        first.arrangement.changeSort()
        first.arrangement.changeSort()
        let saved = first.arrangement.arrangement(search: "acme")
        #expect(saved.sort == "date")
        #expect(saved.orderTypes == ["OP"] && saved.minimumAmount == 1500 && saved.maximumDaysWaiting == 30 && saved.search == "acme")
        // When: another list applies it
        let sut = makeSUT(numbers: .jde(","))
        sut.arrangement.apply(saved)
        // Then: the same sort and filter, the dialog's fields in the user's format
        #expect(sut.arrangement.sort == first.arrangement.sort)
        #expect(sut.arrangement.filter == first.arrangement.filter)
        #expect(sut.arrangement.filterRequest.orderTypes == "OP")
        #expect(sut.arrangement.filterRequest.minimumAmount == "1.500,00")
        #expect(sut.arrangement.filterRequest.maximumDaysWaiting == "30")
        #expect(presenter.filters.last == .applied(FilterFacts(orderTypes: ["OP"], minimumAmount: 1500, maximumDaysWaiting: 30)))
        sut.fetchWindow(.init(offset: 0, limit: 10))
        #expect(presenter.windows.last?.rows.map(\.id.number) == [4003])
        // And the filter dialog, applied as it opens again, keeps the filter
        sut.arrangement.applyFilter(sut.arrangement.filterRequest)
        #expect(sut.arrangement.filter == first.arrangement.filter)
    }
}
