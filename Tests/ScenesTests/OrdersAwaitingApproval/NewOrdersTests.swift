import AIS
import Foundation
import Resources
import Store
import Testing
@testable import Scenes

/// A refresher that answers what it is told and records what it was asked.
final class QueueRefresherSpy: QueueRefreshing, @unchecked Sendable {
    var outcome: QueueSyncWorker.Outcome
    private(set) var asked: [Bool] = []

    init(arrived: [OrderKey] = [], left: [OrderKey] = []) {
        outcome = .init(kind: .delta, load: .init(phases: [.queue: .done, .headers: .done, .lines: .done, .names: .done]),
                        arrived: arrived, left: left)
    }

    /// What a background read of the missing order lines answers (nil: none were missing).
    var linesOutcome: PreloadWorker.Outcome?
    var linesProgress: [DatasetProgress] = []

    func loadLinesIfMissing(progress: @escaping @Sendable (DatasetProgress) -> Void) async -> PreloadWorker.Outcome? {
        for step in linesProgress { progress(step) }
        return linesOutcome
    }

    func refresh(full: Bool) async -> QueueSyncWorker.Outcome {
        asked.append(full)
        var answer = outcome
        if full { answer.kind = .full("asked for") }
        return answer
    }
}

/// Orders that a refresh brings are new until opened: said once, counted in the top bar, marked in the
/// list, with the bell when the user wants it.
@MainActor
@Suite struct NewOrdersTests {
    let presenter = OrdersPresenterSpy()
    let refreshes = RefreshSpy()
    let db: Database
    static func key(_ n: Int) -> OrderKey { OrderKey(number: n, type: "OP", company: "00200", suffix: "000") }

    init() throws {
        db = try Database()
        try db.migrate(ClientSchema.migrations)
        try db.write { c in
            for n in 4001...4004 {
                try c.insert([ApprovalQueueEntry(key: Self.key(n), approver: 4242, status: "2N", route: "R", originator: 1, branch: "M30",
                                                 orderDate: nil)])
            }
            try OrderQueueDao().rebuild(in: c)
        }
    }

    private func makeSUT(_ refresher: QueueRefresherSpy, signal: NewOrderSignal = .off) -> OrdersAwaitingApprovalInteractor {
        let sut = OrdersAwaitingApprovalInteractor(list: QueueListWorker(database: db), refresher: refresher)
        // Only the spy: capturing the suite would make the presenter hold its own holder (and the store) for ever.
        presenter.onRefresh = { [refreshes] in refreshes.responses.append($0) }
        sut.presenter = presenter
        sut.refreshes.presenter = presenter
        sut.marking.presenter = presenter
        sut.search.presenter = presenter
        sut.router = OrdersRouterSpy()
        sut.preferences = { HomePreferences(signal: signal) }
        return sut
    }

    private func refreshed(_ sut: OrdersAwaitingApprovalInteractor, _ request: OrdersAwaitingApproval.Refresh.Request = .init()) async
        -> OrdersAwaitingApproval.Refresh.Finished? {
        let before = refreshes.finished.count
        sut.refreshes.refresh(request)
        for _ in 0..<500 where refreshes.finished.count == before { try? await Task.sleep(nanoseconds: 10_000_000) }
        return refreshes.finished.last
    }

    @Test func aRefreshThatBringsOrdersSaysWhichAndCountsThemUnopened() async {
        // Given
        let sut = makeSUT(QueueRefresherSpy(arrived: [Self.key(4003), Self.key(4004)]))
        // When
        let done = await refreshed(sut)
        // Then
        #expect(done?.arrived.map(\.number) == [4004, 4003])
        #expect(done?.unopened == 2)
        #expect(done?.signal == .off)
        #expect(presenter.newOrders.last?.unopened == Set([Self.key(4003), Self.key(4004)].map(OrderID.init)))
    }

    @Test func openingANewOrderMakesItNewNoMore() async {
        // Given
        let sut = makeSUT(QueueRefresherSpy(arrived: [Self.key(4003), Self.key(4004)]))
        _ = await refreshed(sut)
        // When
        sut.openDetail(of: OrderID(Self.key(4004)))
        // Then
        #expect(presenter.newOrders.last?.unopened == [OrderID(Self.key(4003))])
        #expect(sut.refreshes.unopened == [OrderID(Self.key(4003))])
    }

    @Test func goingToANewOrderByNumberOpensIt() async {
        // Given
        let sut = makeSUT(QueueRefresherSpy(arrived: [Self.key(4003), Self.key(4004)]))
        _ = await refreshed(sut)
        // When: `:po 4003`
        #expect(sut.openOrder(number: 4003))
        // Then
        #expect(sut.refreshes.unopened == [OrderID(Self.key(4004))])
        #expect(presenter.newOrders.last?.unopened == [OrderID(Self.key(4004))])
    }

    @Test func newOrdersAddUpAcrossRefreshesAndOnesThatLeftAreDropped() async {
        // Given
        let refresher = QueueRefresherSpy(arrived: [Self.key(4003)])
        let sut = makeSUT(refresher)
        _ = await refreshed(sut)
        refresher.outcome.arrived = [Self.key(4004)]
        // When: 4003 left the queue meanwhile
        _ = try? db.write { try $0.run("DELETE FROM approval_queue WHERE doco = 4003") }
        let done = await refreshed(sut)
        // Then
        #expect(done?.unopened == 1)
        #expect(sut.refreshes.unopened == [OrderID(Self.key(4004))])
    }

    @Test func aNewOrderDecidedHereIsNewNoMoreOnceTheListReloads() async {
        // Given: two new orders, neither opened (found in tmux: an approved new order still counted in the
        // top bar until the next refresh)
        let sut = makeSUT(QueueRefresherSpy(arrived: [Self.key(4003), Self.key(4004)]))
        _ = await refreshed(sut)
        // When: 4004 is approved from the list (it leaves the store) and the list reloads
        _ = try? db.write { try $0.run("DELETE FROM approval_queue WHERE doco = 4004") }
        sut.loadSummary()
        // Then
        #expect(sut.refreshes.unopened == [OrderID(Self.key(4003))])
        #expect(presenter.newOrders.last?.unopened == [OrderID(Self.key(4003))])
    }

    @Test func newOrdersNotOpenedAreNewStillWhenSignoffStartsAgain() async {
        // Given: two orders arrived, one opened, and Signoff stopped
        let first = makeSUT(QueueRefresherSpy(arrived: [Self.key(4003), Self.key(4004)]))
        _ = await refreshed(first)
        first.openDetail(of: OrderID(Self.key(4004)))
        // When: it starts again over the same store and the list is on screen
        let again = makeSUT(QueueRefresherSpy())
        again.startObserving {}
        defer { again.stopObserving() }
        // Then: the one not opened is new still, in the list and the top bar
        #expect(again.refreshes.unopened == [OrderID(Self.key(4003))])
        #expect(presenter.newOrders.last?.unopened == [OrderID(Self.key(4003))])
        // And one that left the queue meanwhile is new no more
        _ = try? db.write { try $0.run("DELETE FROM approval_queue WHERE doco = 4003") }
        let third = makeSUT(QueueRefresherSpy())
        third.startObserving {}
        defer { third.stopObserving() }
        #expect(third.refreshes.unopened.isEmpty)
    }

    @Test(arguments: [NewOrderSignal.bell, .desktop])
    func newOrdersAreSignalledOnlyWhenTheUserAskedForIt(signal: NewOrderSignal) async {
        let sut = makeSUT(QueueRefresherSpy(arrived: [Self.key(4004)]), signal: signal)
        #expect(await refreshed(sut)?.signal == signal)
        let quiet = makeSUT(QueueRefresherSpy(), signal: signal)
        #expect(await refreshed(quiet)?.signal == .off)
        let off = makeSUT(QueueRefresherSpy(arrived: [Self.key(4004)]), signal: .off)
        #expect(await refreshed(off)?.signal == .off)
    }

    @Test func syncFullAsksForTheWholeQueueAndSaysSo() async {
        // Given
        let refresher = QueueRefresherSpy()
        let sut = makeSUT(refresher)
        // When
        let done = await refreshed(sut, .init(full: true))
        // Then
        #expect(refresher.asked == [true])
        #expect(done?.readWholeBecause == "asked for")
    }

    @Test func thePresenterSaysHowManyAreNewAndNamesTheFirstOnes() {
        // Given
        let view = OrdersDisplaySpy()
        let sut = QueueRefreshPresenter(numbers: .plain)
        sut.view = view
        let arrived = (4001...4005).reversed().map { OrderID(Self.key($0)) }
        // When
        sut.presentRefresh(.finished(.init(at: Date(), arrived: arrived, unopened: 5, signal: .bell)))
        sut.presentNewOrders(.init(unopened: Set(arrived)))
        // Then
        #expect(view.refreshes.last?.message?.contains("5 new orders: 4005 OP, 4004 OP, 4003 OP and 2 more.") == true)
        #expect(view.refreshes.last?.bell == true)
        #expect(view.refreshes.last?.desktopNotice == nil)
        #expect(view.news.last?.text == "5 new")
        // When: none left
        sut.presentNewOrders(.init(unopened: []))
        #expect(view.news.last?.text == nil)
    }

    @Test func anAutomaticRefreshThatBringsAnOrderSpeaks() {
        let view = OrdersDisplaySpy()
        let sut = QueueRefreshPresenter(numbers: .plain)
        sut.view = view
        sut.presentRefresh(.finished(.init(at: Date(), automatic: true, arrived: [OrderID(Self.key(4009))], unopened: 1)))
        #expect(view.refreshes.last?.message?.contains("1 new order: 4009 OP.") == true)
    }
}

/// The refresh responses a presenter spy passed on.
@MainActor
final class RefreshSpy {
    var responses: [OrdersAwaitingApproval.Refresh.Response] = []
    var finished: [OrdersAwaitingApproval.Refresh.Finished] {
        responses.compactMap { if case .finished(let done) = $0 { return done } else { return nil } }
    }
}
