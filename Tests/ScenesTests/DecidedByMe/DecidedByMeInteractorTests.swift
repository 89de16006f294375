import Foundation
import Resources
import Testing
@testable import Scenes

/// Answers "Decided by me" with what a test set, and notes what it was asked.
final class DecidedByMeReaderDouble: DecidedByMeReading, @unchecked Sendable {
    private let lock = NSLock()
    private var read: DecidedByMeRead
    private var steps: Result<[RouteStep], WorkerFailure> = .success([])
    private var days: [Int] = []
    private var routes: [OrderKey] = []
    private var detail: Result<OrderDetail, WorkerFailure> = .failure(WorkerFailure(kind: .other, message: "no order set"))

    init(_ read: DecidedByMeRead) { self.read = read }

    func answer(_ read: DecidedByMeRead) { lock.withLock { self.read = read } }
    func answerRoute(_ steps: Result<[RouteStep], WorkerFailure>) { lock.withLock { self.steps = steps } }
    func answerOrder(_ detail: Result<OrderDetail, WorkerFailure>) { lock.withLock { self.detail = detail } }
    var daysAsked: [Int] { lock.withLock { days } }
    var routesAsked: [OrderKey] { lock.withLock { routes } }

    func decisions(days: Int) async -> DecidedByMeRead {
        lock.withLock {
            self.days.append(days)
            return read
        }
    }

    func route(of order: OrderKey) async throws -> [RouteStep] {
        let steps = lock.withLock {
            routes.append(order)
            return self.steps
        }
        return try steps.get()
    }

    func order(of order: OrderKey) async throws -> OrderDetail { try lock.withLock { detail }.get() }
    func lineRemarks(of order: OrderKey) -> [Double: String] { [:] }
}

/// What the interactor handed its presenter.
@MainActor
final class DecidedByMePresenterSpy: DecidedByMePresentationLogic, ReadOnlyOrderPresentationLogic {
    var lists: [DecidedByMe.List.Response] = []
    var routes: [ReadOnlyOrder.Response] = []
    func presentDecisions(_ response: DecidedByMe.List.Response) { lists.append(response) }
    func presentReadOnlyOrder(_ response: ReadOnlyOrder.Response) { routes.append(response) }
}

@MainActor
final class DecidedByMeRouterSpy: DecidedByMeRoutingLogic {
    var closed = 0
    func routeBack() { closed += 1 }
}

/// Sample decisions: an approval, a rejection, a forward to MARIE, and one still pending in the outbox.
enum DecidedByMeSamples {
    static func key(_ n: Int) -> OrderKey { OrderKey(number: n, type: "OP", company: "00200", suffix: "000") }
    static func day(_ d: Int) -> ServerDate { .day(LocalDate(year: 2026, month: 11, day: d)!) }

    static let entries: [DecidedByMeEntry] = [
        DecidedByMeEntry(order: key(4009), outcome: .approved, decidedOn: day(25), remark: "later", reason: "", state: .pending),
        DecidedByMeEntry(order: key(3001), outcome: .approved, decidedOn: day(19), remark: "予算内", reason: "", state: .recorded),
        DecidedByMeEntry(order: key(3002), outcome: .rejected, decidedOn: day(16), remark: "Wrong supplier", reason: "PR", state: .recorded),
        DecidedByMeEntry(order: key(3003), outcome: .forwarded, decidedOn: day(13), remark: "You own this budget", reason: "",
                         forwardedTo: 4243, forwardedToName: "Lefèvre, Marie-Hélène", state: .recorded),
    ]

    static func read(_ entries: [DecidedByMeEntry] = entries, failure: WorkerFailure? = nil) -> DecidedByMeRead {
        DecidedByMeRead(entries: entries, since: LocalDate(year: 2026, month: 8, day: 27)!, serverFailure: failure)
    }
}

@MainActor
@Suite struct DecidedByMeInteractorTests {
    let presenter = DecidedByMePresenterSpy()
    let router = DecidedByMeRouterSpy()
    let reader = DecidedByMeReaderDouble(DecidedByMeSamples.read())

    private func makeSUT() -> DecidedByMeInteractor {
        let sut = DecidedByMeInteractor(reader: reader)
        sut.presenter = presenter
        sut.readOnlyOrder.presenter = presenter
        sut.router = router
        return sut
    }

    @Test func startReadsTheLast90DaysAndCopiesTheEntriesIntoPlainValues() async throws {
        // Given
        let sut = makeSUT()
        // When
        sut.start()
        await sut.work?.value
        // Then: first "reading", then every entry, as the scene's own values
        #expect(reader.daysAsked == [90])
        #expect(presenter.lists.first?.reading == true)
        let shown = try #require(presenter.lists.last)
        #expect(!shown.reading && shown.total == 4 && shown.serverFailure == nil)
        #expect(shown.entries.map(\.order.number) == [4009, 3001, 3002, 3003])
        #expect(shown.entries.map(\.state) == [.pending, .recorded, .recorded, .recorded])
        #expect(shown.entries[3].forwardedToName == "Lefèvre, Marie-Hélène" && shown.entries[3].outcome == .forwarded)
        #expect(shown.entries[2].decidedOn == .day(year: 2026, month: 11, day: 16))
    }

    @Test func theFilterShowsOneOutcomeAndReadsAgainOnlyWhenTheDaysChange() async throws {
        // Given
        let sut = makeSUT()
        sut.start()
        await sut.work?.value
        // When: rejected only, same days
        sut.applyFilter(.init(outcome: .rejected, days: 90))
        // Then
        #expect(reader.daysAsked == [90])
        #expect(presenter.lists.last?.entries.map(\.order.number) == [3002])
        #expect(presenter.lists.last?.total == 4)
        // When: a year back
        sut.applyFilter(.init(outcome: .all, days: 365))
        await sut.work?.value
        // Then
        #expect(reader.daysAsked == [90, 365])
        #expect(presenter.lists.last?.filter == .init(outcome: .all, days: 365))
        #expect(presenter.lists.last?.entries.count == 4)
    }

    @Test(arguments: [("3003", [3003]), ("supplier", [3002]), ("marie", [3003]), ("予算", [3001]), ("zzz", [])])
    func searchesOrderNumberRemarkAndName(text: String, found: [Int]) async {
        // Given
        let sut = makeSUT()
        sut.start()
        await sut.work?.value
        // When
        sut.search(text)
        // Then
        #expect(presenter.lists.last?.entries.map(\.order.number) == found)
        #expect(presenter.lists.last?.search == text)
    }

    @Test func offlineItSaysSoAndShowsTheOutbox() async throws {
        // Given: the server does not answer; the worker gives the outbox's entry alone
        reader.answer(DecidedByMeSamples.read([DecidedByMeSamples.entries[0]],
                                              failure: WorkerFailure(kind: .offline, message: "Cannot reach the server.")))
        let sut = makeSUT()
        // When
        sut.start()
        await sut.work?.value
        // Then
        let shown = try #require(presenter.lists.last)
        #expect(shown.offline && shown.serverFailure == "Cannot reach the server.")
        #expect(shown.entries.map(\.state) == [.pending])
    }

    @Test func enterReadsTheRouteOfTheRowShown() async throws {
        // Given: the list filtered to the forward
        let step = RouteStep(row: ApprovalRouteRow(approver: 4243, status: "FW", decidedBy: "DEMO", decidedOn: DecidedByMeSamples.day(13),
                                                   route: "MONEY", approverType: "2"), approverName: "Lefèvre, Marie-Hélène")
        reader.answerRoute(.success([step]))
        let header = PurchaseOrderHeader(key: DecidedByMeSamples.key(3003), branch: "M30", supplier: 7001, orderDate: nil, requestedDate: nil,
                                         currency: "EUR", total: 1_234, orderedBy: "", reference: "")
        reader.answerOrder(.success(OrderDetail(key: DecidedByMeSamples.key(3003), header: header, supplierName: "Schäfer GmbH", queueEntry: nil,
                                                originatorName: "", lines: [], lineStatusNames: [:])))
        let sut = makeSUT()
        sut.start()
        await sut.work?.value
        sut.applyFilter(.init(outcome: .forwarded, days: 90))
        // When
        sut.openRoute(at: 0)
        await sut.readOnlyOrder.work?.value
        // Then
        #expect(reader.routesAsked == [DecidedByMeSamples.key(3003)])
        #expect(presenter.routes.first?.steps == .reading)
        guard case .read(let steps)? = presenter.routes.last?.steps else { Issue.record("no route"); return }
        #expect(steps.map(\.approverName) == ["Lefèvre, Marie-Hélène"] && steps.first?.status == "FW")
        // And the order itself, read-only, with its supplier and total
        guard case .read(let facts)? = presenter.routes.last?.detail else { Issue.record("no order"); return }
        #expect(facts.supplierName == "Schäfer GmbH" && facts.header?.total == 1_234)
    }

    @Test func aRouteThatCannotBeReadSaysWhy() async throws {
        reader.answerRoute(.failure(WorkerFailure(kind: .offline, message: "Cannot reach the server.")))
        let sut = makeSUT()
        sut.start()
        await sut.work?.value
        sut.openRoute(at: 1)
        await sut.readOnlyOrder.work?.value
        #expect(presenter.routes.last?.steps == .failed("Cannot reach the server."))
        #expect(presenter.routes.last?.detail == .failed("no order set"))
    }

    @Test func closeRoutesBack() {
        let sut = makeSUT()
        sut.close()
        #expect(router.closed == 1)
    }
}
