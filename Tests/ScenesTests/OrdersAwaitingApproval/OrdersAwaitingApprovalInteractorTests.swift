import AIS
import Foundation
import Resources
import Store
import Testing
@testable import Scenes
import TestSupport

@MainActor
/// The home presenter and its parts' (the arrangement's, the glance's, the refreshes', the marks', the search's), in one spy (a test reads them all).
final class OrdersPresenterSpy: OrdersAwaitingApprovalPresentationLogic, ListArrangementPresentationLogic, QueueGlancePresentationLogic,
    QueueRefreshPresentationLogic, QueueMarksPresentationLogic, QueueSearchPresentationLogic {
    var decisionNews: [OrdersAwaitingApproval.DecisionNewsShown.Response] = []
    func presentDecisionNews(_ response: OrdersAwaitingApproval.DecisionNewsShown.Response) { decisionNews.append(response) }
    var summaries: [OrdersAwaitingApproval.Summary.Response] = []
    var filters: [OrdersAwaitingApproval.Filter.Response] = []
    var searches: [OrdersAwaitingApproval.Search.Response] = []
    var windows: [OrdersAwaitingApproval.Window.Response] = []
    var marks: [OrdersAwaitingApproval.Marks.Response] = []
    var hiddenMarks: [OrdersAwaitingApproval.HiddenMarks.Response] = []
    var opens: [OrdersAwaitingApproval.Open.Response] = []
    func presentSummary(_ response: OrdersAwaitingApproval.Summary.Response) { summaries.append(response) }
    func presentWindow(_ response: OrdersAwaitingApproval.Window.Response) { windows.append(response) }
    var onRefresh: ((OrdersAwaitingApproval.Refresh.Response) -> Void)?
    func presentRefresh(_ response: OrdersAwaitingApproval.Refresh.Response) { onRefresh?(response) }
    func presentSort(_ response: OrdersAwaitingApproval.Sort.Response) {}
    func presentSearch(_ response: OrdersAwaitingApproval.Search.Response) { searches.append(response) }
    func presentFilter(_ response: OrdersAwaitingApproval.Filter.Response) { filters.append(response) }
    var savedViews: [OrdersAwaitingApproval.SavedViews.Response] = []
    func presentSavedViews(_ response: OrdersAwaitingApproval.SavedViews.Response) { savedViews.append(response) }
    func presentMarks(_ response: OrdersAwaitingApproval.Marks.Response) { marks.append(response) }
    func presentHiddenMarks(_ response: OrdersAwaitingApproval.HiddenMarks.Response) { hiddenMarks.append(response) }
    func presentOpen(_ response: OrdersAwaitingApproval.Open.Response) { opens.append(response) }
    var cursors: [OrdersAwaitingApproval.Cursor.Response] = []
    func presentCursor(_ response: OrdersAwaitingApproval.Cursor.Response) { cursors.append(response) }
    var newOrders: [OrdersAwaitingApproval.NewOrders.Response] = []
    func presentNewOrders(_ response: OrdersAwaitingApproval.NewOrders.Response) { newOrders.append(response) }
    var lines: [OrdersAwaitingApproval.Lines.Response] = []
    func presentLines(_ response: OrdersAwaitingApproval.Lines.Response) { lines.append(response) }
    var glances: [OrdersAwaitingApproval.Glance.Response] = []
    func presentGlance(_ response: OrdersAwaitingApproval.Glance.Response) { glances.append(response) }
}

/// Where the home interactor asked to go.
@MainActor
final class OrdersRouterSpy: OrdersAwaitingApprovalRoutingLogic {
    var decisions: [(verdict: Verdict, orders: [OrderID])] = []
    var details: [OrderID] = []
    var beside: [OrderID?] = []
    func routeToOrderBeside(_ order: OrderID?) { beside.append(order) }
    func routeToApproveRejectOrderDetail(order: OrderID) { details.append(order) }
    func routeBackToList() {}
    func routeToInventoryInquiry(lineIndex: Int?) {}
    func routeToDecision(_ verdict: Verdict, orders: [OrderID]) { decisions.append((verdict, orders)) }
    func routeToNote(order: OrderID) {}
    var outcomesOpened: [DecisionBatch] = []
    var outcomesUpdated: [DecisionBatch] = []
    func routeToDecisionOutcomes(_ batch: DecisionBatch) { outcomesOpened.append(batch) }
    func updateDecisionOutcomes(_ batch: DecisionBatch) { outcomesUpdated.append(batch) }
    var decidedByMe = 0
    func routeToDecidedByMe() { decidedByMe += 1 }
    var myOrders = 0
    func routeToMyOrders() { myOrders += 1 }
}

@MainActor
@Suite struct OrdersAwaitingApprovalInteractorTests {
    let presenter = OrdersPresenterSpy()
    let router = OrdersRouterSpy()
    /// The store the scene's queue worker reads.
    let db: Database

    init() throws {
        db = try Database()
        try db.migrate(ClientSchema.migrations)
    }

    private func makeSUT() throws -> OrdersAwaitingApprovalInteractor {
        try db.write { c in
            for n in 1...3 {
                let key = OrderKey(number: 4000 + n, type: "OP", company: "00200", suffix: "000")
                try c.insert([ApprovalQueueEntry(key: key, approver: 4242, status: "2N", route: "R", originator: 1, branch: "M30",
                                                 orderDate: LocalDate(year: 2026, month: 11, day: n).map(ServerDate.day))])
                try c.insert([PurchaseOrderHeader(key: key, branch: "M30", supplier: 7000 + n, orderDate: nil, requestedDate: nil,
                                                  currency: "USD", total: Double(n) * 1000, orderedBy: "", reference: "")])
            }
            try OrderQueueDao().rebuild(in: c)
        }
        let list = QueueListWorker(database: db, today: { LocalDate(year: 2026, month: 11, day: 22)! })
        let sut = OrdersAwaitingApprovalInteractor(list: list, refresher: nil)
        sut.presenter = presenter
        sut.refreshes.presenter = presenter
        sut.marking.presenter = presenter
        sut.search.presenter = presenter
        sut.arrangement.presenter = presenter
        sut.router = router
        return sut
    }

    @Test func readsThroughItsIndexOnceBuiltAndAgainAfterAnOrderLeaves() async throws {
        // Given: the scene observes the store, and its index is built
        let sut = try makeSUT()
        var changes = 0
        sut.startObserving { changes += 1 }
        #expect(!sut.usesIndex)
        #expect(await eventually { sut.usesIndex })
        sut.arrangement.applyFilter(.init(minimumAmount: "1,500"))
        sut.fetchWindow(.init(offset: 0, limit: 10))
        #expect(presenter.windows.last?.rows.map(\.id.number) == [4003, 4002])
        #expect(presenter.summaries.last?.count == 2)
        // When: an order leaves the queue (a decision)
        try db.write { try OrderQueueDao().remove(OrderKey(number: 4003, type: "OP", company: "00200", suffix: "000"), in: $0) }
        // Then: the list reads through SQL until the index left it out, and shows the same either way
        #expect(await eventually { changes >= 2 && sut.usesIndex })
        sut.loadSummary()
        sut.fetchWindow(.init(offset: 0, limit: 10))
        #expect(presenter.summaries.last?.count == 1)
        #expect(presenter.summaries.last?.total == 2)
        #expect(presenter.windows.last?.rows.map(\.id.number) == [4002])
        sut.stopObserving()
    }

    @Test func theOrderUnderTheCursorIsRoutedToTheOrderBesideTheList() throws {
        // Given
        let sut = try makeSUT()
        let key = OrderKey(number: 4002, type: "OP", company: "00200", suffix: "000")
        // When: the cursor rests on 4002, then the list is empty
        sut.showBeside(.init(order: OrderID(key)))
        sut.showBeside(.init(order: nil))
        // Then: the router was asked for each, and nothing was opened
        #expect(router.beside == [OrderID(key), nil])
        #expect(router.details.isEmpty)
    }

    @Test func appliesAValidFilterAndCountsWhatItLetsThrough() throws {
        // Given
        let sut = try makeSUT()
        // When
        sut.arrangement.applyFilter(.init(minimumAmount: "1,500"))
        // Then
        #expect(presenter.filters.last == .applied(FilterFacts(minimumAmount: 1500)))
        #expect(presenter.summaries.last?.count == 2)
        #expect(presenter.summaries.last?.total == 3)
    }

    @Test(arguments: [
        (OrdersAwaitingApproval.Filter.Request(minimumAmount: "lots"), 2),
        (OrdersAwaitingApproval.Filter.Request(maximumAmount: "-5"), 3),
        (OrdersAwaitingApproval.Filter.Request(minimumAmount: "900", maximumAmount: "100"), 3),
        (OrdersAwaitingApproval.Filter.Request(minimumDaysWaiting: "forever"), 4),
        (OrdersAwaitingApproval.Filter.Request(maximumDaysWaiting: "3651"), 5),
        (OrdersAwaitingApproval.Filter.Request(minimumDaysWaiting: "8", maximumDaysWaiting: "7"), 5),
    ])
    func refusesAnInvalidFilterAndKeepsTheOldOne(request: OrdersAwaitingApproval.Filter.Request, field: Int) throws {
        let sut = try makeSUT()
        sut.arrangement.applyFilter(request)
        guard case .invalid(let badField, _)? = presenter.filters.last else { Issue.record("\(presenter.filters)"); return }
        #expect(badField == field)
        #expect(sut.arrangement.filter.isEmpty)
    }

    @Test func appliesABandOfDaysWaiting() throws {
        // Given: orders dated the 1st, 2nd and 3rd, today the 22nd (21, 20 and 19 days waiting)
        let sut = try makeSUT()
        // When
        sut.arrangement.applyFilter(.init(minimumDaysWaiting: " 20", maximumDaysWaiting: "21 "))
        // Then
        #expect(presenter.filters.last == .applied(FilterFacts(minimumDaysWaiting: 20, maximumDaysWaiting: 21)))
        #expect(presenter.summaries.last?.count == 2)
    }

    @Test func readsTheFiltersAmountsInTheFormatOfAUserWithADecimalComma() throws {
        // Given: a user whose amounts read 1.500,50
        let sut = try makeSUT()
        sut.numbers = .jde(",")
        // When
        sut.arrangement.applyFilter(.init(minimumAmount: "1.500,5"))
        // Then: one thousand five hundred and a half, not 15,005
        #expect(presenter.filters.last == .applied(FilterFacts(minimumAmount: 1500.5)))
        // And a point that is no grouping is refused in words of the user's format, not misread
        sut.arrangement.applyFilter(.init(minimumAmount: "1500.5"))
        guard case .invalid(let field, let message)? = presenter.filters.last else { Issue.record("\(presenter.filters)"); return }
        #expect(field == 2)
        #expect(message == "Use a number such as 1000 or 2500,50.")
        #expect(sut.arrangement.filter == QueueFilter(minimumAmount: 1500.5))
    }

    @Test func searchesWithinTheFilter() throws {
        let sut = try makeSUT()
        sut.arrangement.applyFilter(.init(minimumAmount: "2000"))
        sut.search.find(.init(text: "4001", from: 0, forward: true))
        #expect(presenter.searches.last?.position == nil)
        sut.search.find(.init(text: "4002", from: 0, forward: true))
        #expect(presenter.searches.last?.position == 1)
    }

    static func id(_ number: Int) -> OrderID { OrderID(number: number, type: "OP", company: "00200", suffix: "000") }

    @Test func marksAreTheInteractorsAndTheDecisionIsAboutThem() throws {
        // Given: two orders marked, one of them unmarked again, and 4001 marked
        let sut = try makeSUT()
        sut.marking.toggle(.init(order: Self.id(4003)))
        sut.marking.toggle(.init(order: Self.id(4002)))
        sut.marking.toggle(.init(order: Self.id(4003)))
        sut.marking.toggle(.init(order: Self.id(4001)))
        #expect(presenter.marks.last?.marked.map(\.number).sorted() == [4001, 4002])
        // When: approving with the cursor on 4003
        sut.prepareDecision(.init(verdict: .approve, current: Self.id(4003)))
        // Then: the order scene is asked to decide on the marked orders, newest first, not on the one under the cursor
        #expect(router.decisions.count == 1)
        #expect(router.decisions.last?.verdict == .approve)
        #expect(router.decisions.last?.orders.map(\.number) == [4002, 4001])
    }

    @Test func withNothingMarkedTheDecisionIsAboutTheCurrentOrder() throws {
        let sut = try makeSUT()
        sut.prepareDecision(.init(verdict: .reject, current: Self.id(4002)))
        #expect(router.decisions.last?.verdict == .reject)
        #expect(router.decisions.last?.orders == [Self.id(4002)])
        // Nothing marked and no current order: nothing to decide
        sut.prepareDecision(.init(verdict: .reject, current: nil))
        #expect(router.decisions.count == 1)
    }

    @Test func markAllMarksTheFilteredListOnly() throws {
        // Given: a filter that leaves 4002 and 4003
        let sut = try makeSUT()
        sut.arrangement.applyFilter(.init(minimumAmount: "1,500"))
        // When
        sut.marking.markAll()
        // Then
        #expect(sut.marks.map(\.number).sorted() == [4002, 4003])
        #expect(presenter.marks.last?.marked.count == 2)
    }

    @Test func theOrderSceneClearsTheMarksThroughTheDataStore() throws {
        // Given: two marked orders
        let sut = try makeSUT()
        sut.marking.toggle(.init(order: Self.id(4001)))
        sut.marking.toggle(.init(order: Self.id(4002)))
        // When: the order scene's router says the decision on them was asked for
        let store: any OrdersAwaitingApprovalDataStore = sut
        store.clearMarks()
        // Then: nothing is marked, and the list was told
        #expect(sut.marks.isEmpty)
        #expect(presenter.marks.last?.marked.isEmpty == true)
    }

    /// Adds an order to the queue, as a refresh does, and writes its row of the list.
    private func arrive(_ number: Int) throws {
        let key = OrderKey(number: number, type: "OP", company: "00200", suffix: "000")
        try db.write { c in
            try c.insert([ApprovalQueueEntry(key: key, approver: 4242, status: "2N", route: "R", originator: 1, branch: "M30",
                                             orderDate: nil)])
            try OrderQueueDao().refresh([key], in: c)
        }
    }

    @Test func theCursorStaysOnItsOrderWhenOrdersArriveAboveIt() throws {
        // Given: the cursor on 4002, the second of 4003, 4002, 4001 (newest first)
        let sut = try makeSUT()
        // When: two newer orders arrive with a refresh
        try arrive(4005)
        try arrive(4004)
        sut.keepCursor(.init(order: Self.id(4002), position: 1))
        // Then: the cursor follows 4002 to its new place, two rows down
        #expect(presenter.cursors == [.init(position: 3, from: 1)])
    }

    @Test func theCursorStaysOnItsOrderWhenAnOrderAboveItLeaves() throws {
        // Given: the cursor on 4001, the last of three
        let sut = try makeSUT()
        // When: 4003, above it, is decided elsewhere
        try db.write { try OrderQueueDao().remove(OrderKey(number: 4003, type: "OP", company: "00200", suffix: "000"), in: $0) }
        sut.keepCursor(.init(order: Self.id(4001), position: 2))
        // Then: the cursor moves up with it
        #expect(presenter.cursors == [.init(position: 1, from: 2)])
    }

    @Test func theCursorStaysPutWhenItsOrderDidNotMoveOrLeft() throws {
        let sut = try makeSUT()
        // Given/When: a change below the cursor's order
        try db.write { try OrderQueueDao().remove(OrderKey(number: 4001, type: "OP", company: "00200", suffix: "000"), in: $0) }
        sut.keepCursor(.init(order: Self.id(4003), position: 0))
        // And: the cursor's own order left (decided here): the next one takes its place under the cursor
        try db.write { try OrderQueueDao().remove(OrderKey(number: 4003, type: "OP", company: "00200", suffix: "000"), in: $0) }
        sut.keepCursor(.init(order: Self.id(4003), position: 0))
        // Then: the cursor was not moved
        #expect(presenter.cursors.isEmpty)
    }

    @Test func anOrderToOpenThatTheListDoesNotHoldIsSaidWithTheFilter() throws {
        let sut = try makeSUT()
        #expect(sut.openOrder(number: 4003))
        // The order found is opened as Enter opens it (its order view counts it seen)
        #expect(router.details == [Self.id(4003)])
        #expect(!sut.openOrder(number: 9999))
        #expect(router.details.count == 1)
        #expect(presenter.opens.last == .init(number: 9999, filtered: false))
        sut.arrangement.applyFilter(.init(minimumAmount: "2,500"))
        #expect(!sut.openOrder(number: 4001))
        #expect(presenter.opens.last == .init(number: 4001, filtered: true))
    }
}
