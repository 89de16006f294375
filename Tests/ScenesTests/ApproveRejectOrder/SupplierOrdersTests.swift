import AIS
import Foundation
import SceneKit
import Store
import Terminal
import Testing
@testable import Resources
@testable import Scenes
import TestSupport

/// A supplier history without a server: `kept` answers at once, `read` after `delay`, or fails.
final class SupplierHistorySpy: SupplierHistoryReading, @unchecked Sendable {
    private let lock = NSLock()
    var kept: SupplierHistory?
    var answer: SupplierHistory?
    var delay: UInt64 = 0
    private(set) var reads: [Int] = []

    func stored(_ supplier: Int) -> SupplierHistory? { lock.withLock { kept } }

    func read(_ supplier: Int, today: LocalDate) async throws -> SupplierHistory {
        lock.withLock { reads.append(supplier) }
        if delay > 0 { try? await Task.sleep(nanoseconds: delay) }
        guard let answer = lock.withLock({ answer }) else { throw AISError.unreachable("connection refused") }
        lock.withLock { kept = answer }
        return answer
    }
}

/// The order scene's supplier history: shown after the order, kept at once, read once per supplier.
@MainActor
@Suite struct SupplierOrdersInteractorTests {
    let presenter = OrderPresenterSpy()
    let db: Database

    init() throws {
        db = try makeQueueDatabase(orders: 3) { n in (n == 3 ? 7003 : 7001, 3_000) }
    }

    static func key(_ n: Int) -> OrderKey { OrderKey(number: n, type: "OP", company: "00200", suffix: "000") }

    static func history(readAt: Date = Date()) -> SupplierHistory {
        SupplierHistory(supplier: 7001, orders: [
            .init(key: key(4001), date: nil, total: 3_000, currency: "USD", status: "awaiting"),
            .init(key: key(3001), date: LocalDate(year: 2026, month: 5, day: 1).map(ServerDate.day), total: 1_000, currency: "USD", status: "approved"),
        ], readAt: readAt, truncated: false)
    }

    private func makeSUT(_ spy: SupplierHistorySpy) -> ApproveRejectOrderInteractor {
        let sut = makeOrderInteractor(database: db, presenter: presenter)
        sut.sideParts.supplierOrders.reader = spy
        sut.sideParts.supplierOrders.presenter = presenter
        return sut
    }

    @Test func theOrderFirstThenWhatWasKeptThenTheServersAnswer() async {
        // Given: a history kept from before
        let spy = SupplierHistorySpy()
        spy.kept = Self.history(readAt: Date(timeIntervalSinceNow: -7_200))
        spy.answer = Self.history()
        let sut = makeSUT(spy)
        // When
        _ = sut.selectOrder(.init(order: OrderID(Self.key(4001))))
        // Then: the order was presented before the history; the kept one at once, marked reading; then read
        #expect(presenter.orders.count == 1)
        #expect(presenter.supplierOrders.first?.progress == .reading)
        #expect(presenter.supplierOrders.first?.facts?.last.map(\.id.number) == [3001], "this order left out")
        #expect(presenter.supplierOrders.first?.facts?.ratio == 3.0)
        #expect(await eventually { presenter.supplierOrders.last?.progress == .read })
        #expect(spy.reads == [7001])
    }

    @Test func aSupplierIsReadOnceWhileTheAppRuns() async {
        // Given: 4001 shown and its supplier read
        let spy = SupplierHistorySpy()
        spy.answer = Self.history()
        let sut = makeSUT(spy)
        _ = sut.selectOrder(.init(order: OrderID(Self.key(4001))))
        #expect(await eventually { presenter.supplierOrders.last?.progress == .read })
        // When: another order of the same supplier
        _ = sut.selectOrder(.init(order: OrderID(Self.key(4002))))
        // Then: shown from what was kept, not read again
        #expect(presenter.supplierOrders.last?.progress == .read)
        #expect(presenter.supplierOrders.last?.facts?.last.map(\.id.number) == [4001, 3001])
        #expect(spy.reads == [7001])
    }

    @Test func movingOnBeforeTheCursorRestsAsksOnlyForTheLastSupplier() async {
        // Given
        let spy = SupplierHistorySpy()
        spy.answer = Self.history()
        let sut = makeSUT(spy)
        // When: 4001 (supplier 7001), then at once 4003 (supplier 7003)
        _ = sut.selectOrder(.init(order: OrderID(Self.key(4001))))
        _ = sut.selectOrder(.init(order: OrderID(Self.key(4003))))
        #expect(await eventually { presenter.supplierOrders.last?.progress == .read })
        // Then: the server was asked about the supplier the cursor rested on, and only that one
        #expect(spy.reads == [7003])
    }

    @Test func offlineWhatWasKeptIsShownWithWhy() async {
        let spy = SupplierHistorySpy()
        spy.kept = Self.history()
        let sut = makeSUT(spy)
        _ = sut.selectOrder(.init(order: OrderID(Self.key(4001))))
        #expect(await eventually { if case .failed = presenter.supplierOrders.last?.progress { true } else { false } })
        guard case .failed(let why)? = presenter.supplierOrders.last?.progress else { Issue.record("\(presenter.supplierOrders)"); return }
        #expect(!why.isEmpty)
        #expect(presenter.supplierOrders.last?.facts != nil)
    }

    @Test func anAnswerForAnOrderLeftBehindIsDropped() async {
        // Given: a slow read for 4001's supplier
        let spy = SupplierHistorySpy()
        spy.answer = Self.history()
        spy.delay = 200_000_000
        let sut = makeSUT(spy)
        _ = sut.selectOrder(.init(order: OrderID(Self.key(4001))))
        // When: the cursor moves on at once and the view leaves
        sut.stop()
        // Then, once the read has ended: nothing presented after the stop
        #expect(await eventually { sut.sideParts.supplierOrders.answers.settled })
        #expect(presenter.supplierOrders.map(\.progress) == [.asked])
    }
}

@MainActor
@Suite struct SupplierOrdersPresenterTests {
    let view = OrderDisplaySpy()

    private func makeSUT() -> SupplierOrdersPresenter {
        let sut = SupplierOrdersPresenter(dates: .iso, numbers: .plain)
        sut.view = view
        sut.now = { Date(timeIntervalSince1970: 100_000) }
        return sut
    }

    static func facts(readAt: Date) -> SupplierOrdersFacts {
        SupplierOrdersFacts(last: [.init(id: OrderID(number: 3001, type: "OP", company: "00200", suffix: "000"),
                                         date: DateFacts(.day(LocalDate(year: 2026, month: 5, day: 1)!)), amount: 1_000, currency: "USD",
                                         status: "approved")],
                            years: [.init(year: 2026, currency: "USD", amount: 6_000, count: 4), .init(year: 2025, currency: "USD", amount: 500, count: 1)],
                            average: 1_300, averageOf: 5, ratio: 3_400.0 / 1_300, readAt: readAt, truncated: false)
    }

    @Test func rowsTotalsComparisonAndAge() {
        let sut = makeSUT()
        sut.presentSupplierOrders(.init(supplierName: "Schäfer", progress: .read, facts: Self.facts(readAt: Date(timeIntervalSince1970: 100_000 - 300)),
                                        amount: 3_400, currency: "USD"))
        let vm = view.supplierOrders.last
        #expect(vm?.rows == ["3001 OP 00200  2026-05-01  1,000.00 USD  approved"])
        #expect(vm?.summary == ["2026: 6,000.00 USD in 4 orders · 2025: 500.00 USD in 1 order",
                                "2.6 × this supplier's average order (1,300.00 USD over 5 orders)"])
        #expect(vm?.note == "Read 5 min ago.")
        #expect(vm?.noteIsProblem == false)
    }

    @Test func theLastOrdersReadDownAsColumnsWhateverTheWidthOfTheirNumbersAndAmounts() {
        // Given: orders whose numbers, amounts and currencies differ in width, one without a status
        let sut = makeSUT()
        var facts = Self.facts(readAt: Date(timeIntervalSince1970: 100_000))
        facts.last = [
            .init(id: OrderID(number: 11115, type: "OP", company: "00200", suffix: "000"), date: DateFacts(.day(LocalDate(year: 2026, month: 11, day: 16)!)),
                  amount: 15_354.42, currency: "EUR", status: "awaiting"),
            .init(id: OrderID(number: 4965, type: "OP", company: "00200", suffix: "000"), date: nil, amount: 1_010.08, currency: "EU", status: "approved"),
            .init(id: OrderID(number: 812, type: "OS", company: "00200", suffix: "000"), date: DateFacts(.day(LocalDate(year: 2025, month: 1, day: 2)!)),
                  amount: 5, currency: "USD", status: ""),
        ]
        // When
        sut.presentSupplierOrders(.init(supplierName: "Lefèvre", progress: .read, facts: facts, amount: 1, currency: "EUR"))
        // Then: each column starts where the one above does, amounts end where the one above ends
        #expect(view.supplierOrders.last?.rows == [
            "11115 OP 00200  2026-11-16  15,354.42 EUR  awaiting",
            "4965 OP 00200   —            1,010.08 EU   approved",
            "812 OS 00200    2025-01-02       5.00 USD",
        ])
    }

    @Test func keptAndNotReadAgainSaysHowOldAndWhy() {
        let sut = makeSUT()
        sut.presentSupplierOrders(.init(supplierName: "", progress: .failed("The server does not answer"),
                                        facts: Self.facts(readAt: Date(timeIntervalSince1970: 100_000 - 3 * 86_400)), amount: 1, currency: "USD"))
        sut.presentSupplierOrders(.init(supplierName: "", progress: .failed("timeout"), facts: nil, amount: 1, currency: "USD"))
        sut.presentSupplierOrders(.init(supplierName: "", progress: .reading, facts: nil, amount: 1, currency: "USD"))
        #expect(view.supplierOrders.map(\.note) == ["Kept 3 days ago; not read again: The server does not answer", "Not read: timeout",
                                                    "Reading the supplier's orders…"])
        #expect(view.supplierOrders.map(\.noteIsProblem) == [true, true, false])
    }

    @Test func ratiosReadAtAGlance() {
        #expect(SupplierOrdersPresenter.ratioText(3.44) == "3.4")
        #expect(SupplierOrdersPresenter.ratioText(12.6) == "13")
        #expect(SupplierOrdersPresenter.ratioText(0.048) == "0.05")
    }

    @Test(arguments: [(80, 24), (200, 50)])
    func theFragmentKeepsTheComparisonWhenRoomIsShort(width: Int, height: Int) {
        // Given: the history with a hostile status, in a pane of 3 rows and one of 8
        let sut = SupplierOrdersFragment()
        sut.viewModel = .init(title: "Supplier history", rows: ["3001 OP 00200  2026-05-01  1,000.00 USD  \u{1B}[2Japproved"],
                              summary: ["2026: 6,000.00 USD in 4", "2.6 × this supplier's average order"], note: "Read 5 min ago.",
                              noteIsProblem: false)
        for rows in [3, 8] {
            let screen = MemoryScreen(width: width, height: height)
            sut.draw(in: Canvas(screen: screen).sub(Rect(x: 0, y: 0, width: width / 2, height: rows)), focused: false)
            // Then: the comparison always; the orders when there is room; nothing raw
            #expect(screen.find("2.6 × this supplier's average order") != nil, "\(screen.text)")
            #expect((screen.find("3001 OP 00200") != nil) == (rows == 8), "\(screen.text)")
            #expect(!screen.text.contains("\u{1B}"))
        }
        #expect(sut.wantedHeight == 5)
    }
}
