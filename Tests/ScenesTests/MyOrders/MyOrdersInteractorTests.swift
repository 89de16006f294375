import AIS
import Foundation
import Testing
@testable import Resources
@testable import Scenes
import TestSupport

/// Raised orders without a server: `kept` at once, `answer` from the "server", or a failure.
final class RaisedOrdersReaderDouble: RaisedOrdersReading, @unchecked Sendable {
    private let lock = NSLock()
    var kept: [(order: RaisedOrder, changedSinceSeen: Bool)] = []
    var answer: [(order: RaisedOrder, changedSinceSeen: Bool)]?
    private(set) var seen: [OrderKey] = []

    func stored() throws -> (orders: [(order: RaisedOrder, changedSinceSeen: Bool)], readAt: Date?) { lock.withLock { (kept, nil) } }
    func read() async throws -> [(order: RaisedOrder, changedSinceSeen: Bool)] {
        guard let answer = lock.withLock({ answer }) else { throw AISError.unreachable("connection refused") }
        return answer
    }
    func markSeen(_ order: OrderKey) throws { lock.withLock { seen.append(order) } }
    func route(of order: OrderKey) async throws -> [RouteStep] { [] }
    func order(of order: OrderKey) async throws -> OrderDetail { throw AISError.unreachable("connection refused") }
    func lineRemarks(of order: OrderKey) -> [Double: String] { [:] }
    var today = LocalDate.today()
    func serverToday() -> LocalDate { lock.withLock { today } }
}

@MainActor
final class MyOrdersPresenterSpy: MyOrdersPresentationLogic, ReadOnlyOrderPresentationLogic {
    var lists: [MyOrders.List.Response] = []
    var orders: [ReadOnlyOrder.Response] = []
    func presentOrders(_ response: MyOrders.List.Response) { lists.append(response) }
    func presentReadOnlyOrder(_ response: ReadOnlyOrder.Response) { orders.append(response) }
}

/// My orders: what was kept at once, then the server's; the status filter; Enter reads the order
/// read-only and counts it as seen.
@MainActor
@Suite struct MyOrdersInteractorTests {
    let presenter = MyOrdersPresenterSpy()
    let reader = RaisedOrdersReaderDouble()

    static func key(_ n: Int) -> OrderKey { OrderKey(number: n, type: "OP", company: "00200", suffix: "000") }
    static func day(_ d: Int) -> ServerDate { .day(LocalDate(year: 2026, month: 11, day: d)!) }

    static let awaiting = RaisedOrder(key: key(5003), standing: .awaiting(approver: 4243, budget: true, since: day(17)), route: "BUDMON2",
                                      changedOn: day(17), changedAt: 0, approverName: "Lefèvre, Marie-Hélène")
    static let approved = RaisedOrder(key: key(5002), standing: .approved(by: "KENJI", on: day(15), at: 0), route: "MONEY",
                                      changedOn: day(15), changedAt: 0)
    static let rejected = RaisedOrder(key: key(5001), standing: .rejected(by: "MARIE", on: day(14), at: 0), route: "MONEY",
                                      changedOn: day(14), changedAt: 0)

    private func makeSUT() -> MyOrdersInteractor {
        let sut = MyOrdersInteractor(reader: reader)
        sut.presenter = presenter
        sut.readOnlyOrder.presenter = presenter
        reader.today = LocalDate(year: 2026, month: 11, day: 20)!
        return sut
    }

    @Test func whatWasKeptAtOnceThenTheServersWithDaysWaiting() async {
        // Given
        reader.kept = [(Self.rejected, false)]
        reader.answer = [(Self.awaiting, false), (Self.approved, true), (Self.rejected, false)]
        let sut = makeSUT()
        // When
        sut.start()
        // Then
        #expect(presenter.lists.first?.entries.map(\.order.number) == [5001] && presenter.lists.first?.reading == true)
        await sut.work?.value
        let last = presenter.lists.last
        #expect(last?.reading == false && last?.serverFailure == nil)
        #expect(last?.entries.map(\.order.number) == [5003, 5002, 5001])
        #expect(last?.entries.first?.standing == .awaiting(approver: 4243, approverName: "Lefèvre, Marie-Hélène", budget: true,
                                                           since: .day(year: 2026, month: 11, day: 17), days: 3))
        #expect(last?.entries.map(\.changedSinceSeen) == [false, true, false])
    }

    @Test func theStatusFilterShowsOneKindOfOrder() async {
        reader.answer = [(Self.awaiting, false), (Self.approved, false), (Self.rejected, false)]
        let sut = makeSUT()
        sut.start()
        await sut.work?.value
        for (filter, expected) in [(MyOrders.StatusFilter.waiting, [5003]), (.approved, [5002]), (.rejected, [5001]), (.all, [5003, 5002, 5001])] {
            sut.applyFilter(filter)
            #expect(presenter.lists.last?.entries.map(\.order.number) == expected, "\(filter)")
            #expect(presenter.lists.last?.total == 3)
        }
    }

    @Test func offlineTheKeptOrdersStayWithWhy() async {
        reader.kept = [(Self.rejected, false)]
        let sut = makeSUT()
        sut.start()
        await sut.work?.value
        #expect(presenter.lists.last?.entries.map(\.order.number) == [5001])
        #expect(presenter.lists.last?.serverFailure?.isEmpty == false)
    }

    @Test func openingAnOrderReadsItReadOnlyAndItCountsAsSeen() async {
        reader.answer = [(Self.approved, true)]
        let sut = makeSUT()
        sut.start()
        await sut.work?.value
        // When
        sut.open(at: 0)
        // Then
        #expect(reader.seen == [Self.key(5002)])
        #expect(presenter.lists.last?.entries.first?.changedSinceSeen == false)
        #expect(presenter.orders.first?.steps == .reading)
        await sut.readOnlyOrder.work?.value
        guard case .failed(let why)? = presenter.orders.last?.detail else { Issue.record("\(presenter.orders)"); return }
        #expect(why.hasPrefix("Cannot reach the server"))
    }
}
