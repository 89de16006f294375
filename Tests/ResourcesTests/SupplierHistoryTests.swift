import AIS
import Foundation
import Store
import Testing
@testable import Resources

/// A supplier's history: what the summary makes of it, and what the worker reads, keeps and says.
@Suite struct SupplierHistoryTests {
    static func key(_ n: Int) -> OrderKey { OrderKey(number: n, type: "OP", company: "00200", suffix: "000") }
    static func day(_ y: Int, _ m: Int, _ d: Int) -> ServerDate? { LocalDate(year: y, month: m, day: d).map(ServerDate.day) }

    @Test func theSummaryLeavesThisOrderOutAndTotalsEachYearPerCurrency() {
        // Given: this order (4001, 3,400) among the supplier's orders of 2026 and 2025
        let history = SupplierHistory(supplier: 7001, orders: [
            .init(key: Self.key(4001), date: Self.day(2026, 11, 20), total: 3_400, currency: "USD", status: "awaiting"),
            .init(key: Self.key(3005), date: Self.day(2026, 10, 1), total: 1_000, currency: "USD", status: "approved"),
            .init(key: Self.key(3004), date: Self.day(2026, 3, 1), total: 1_000, currency: "USD"),
            .init(key: Self.key(3003), date: Self.day(2025, 12, 31), total: 500, currency: "EUR"),
            .init(key: Self.key(3002), date: Self.day(2025, 1, 1), total: 1_000, currency: "USD"),
            .init(key: Self.key(3001), date: .unreadable("31/02/2025"), total: 9_999, currency: "USD"),
        ], readAt: Date(timeIntervalSince1970: 0), truncated: false)
        // When
        let sut = history.summary(for: Self.key(4001), total: 3_400, currency: "USD", today: LocalDate(year: 2026, month: 11, day: 25)!, last: 3)
        // Then: the three before it; totals per year and currency; 3,400 against the average of the other USD orders
        #expect(sut.last.map(\.key.number) == [3005, 3004, 3003])
        #expect(sut.years.map { "\($0.year) \($0.currency) \($0.total) \($0.count)" } == ["2026 USD 2000.0 2", "2025 EUR 500.0 1", "2025 USD 1000.0 1"])
        let average = (1_000.0 + 1_000 + 1_000 + 9_999) / 4
        #expect(sut.average == average && sut.averageOf == 4)
        #expect(sut.ratio == 3_400 / average)
    }

    @Test func noOtherOrderMeansNoAverage() {
        let history = SupplierHistory(supplier: 7001, orders: [.init(key: Self.key(4001), date: nil, total: 10, currency: "USD")],
                                      readAt: Date(), truncated: false)
        let sut = history.summary(for: Self.key(4001), total: 10, currency: "USD", today: LocalDate(year: 2026, month: 1, day: 1)!)
        #expect(sut.last.isEmpty && sut.years.isEmpty && sut.average == nil && sut.ratio == nil)
    }

    @Test func statusInAWordFromTheApprovalRows() {
        #expect(SupplierHistoryService.status(of: ["1A", "2N"]) == "awaiting")
        #expect(SupplierHistoryService.status(of: ["1A", "2A"]) == "approved")
        #expect(SupplierHistoryService.status(of: ["2R"]) == "rejected")
        #expect(SupplierHistoryService.status(of: ["FW"]) == "forwarded")
        #expect(SupplierHistoryService.status(of: []) == "")
    }

    @Test func readsTheSuppliersOrdersNewestFirstAndKeepsThem() async throws {
        // Given: the simulator's demo, an order of DEMO's queue and its supplier
        let fixture = try SimulatorFixture(orders: 10)
        _ = try await fixture.login()
        _ = await fixture.workspace.preloadWorker(settings: PreloadSettings()).run { _ in }
        let header = try #require(try fixture.database.read { try $0.first("SELECT an8 FROM order_headers ORDER BY doco LIMIT 1") })
        let supplier = try #require(header.int("an8"))
        let sut = SupplierHistoryWorker(gate: fixture.workspace.gate, database: fixture.database)
        #expect(sut.stored(supplier) == nil)
        // When
        let history = try await sut.read(supplier, today: LocalDate(year: 2026, month: 11, day: 25)!)
        // Then: only this supplier's orders of 2025 and 2026, newest first, the newest with their status; kept as read
        #expect(!history.orders.isEmpty)
        let days = history.orders.compactMap { $0.date?.day }
        #expect(days == days.sorted(by: >))
        #expect(days.allSatisfy { $0.year >= 2025 })
        #expect(history.orders.prefix(SupplierHistoryWorker.withStatus).allSatisfy { !$0.status.isEmpty }, "\(history.orders.prefix(10))")
        #expect(history.orders.contains { $0.status == "awaiting" }, "the queue's own order is among them")
        func keptAsRead() -> Bool {
            guard let kept = sut.stored(supplier) else { return false }
            return kept.orders == history.orders && kept.truncated == history.truncated && abs(kept.readAt.timeIntervalSince(history.readAt)) < 0.001
        }
        #expect(keptAsRead())
        // And when the server is gone, what was kept still answers
        fixture.simulator.stop()
        await #expect(throws: (any Error).self) { try await sut.read(supplier, today: LocalDate(year: 2026, month: 11, day: 25)!) }
        #expect(keptAsRead())
    }
}
