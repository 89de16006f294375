import AIS
import AISSimulator
import Foundation
import Resources
import Store
import Testing

/// An order's version names the figures the approver is shown: the same however the lines were stored
/// (read from a page, or written whole), moved by a figure, not by a status.
@Suite struct OrderVersionTests {
    @Test func theVersionKeptBesideTheLinesIsTheVersionOfTheOrderAsShown() async throws {
        // Given: a queue preloaded from the server's pages (the lines encoded straight from the answers)
        let fixture = try SimulatorFixture(orders: 40, seed: 7)
        _ = try await fixture.login()
        _ = await fixture.workspace.preloadWorker(settings: PreloadSettings()).run { _ in }
        // When
        let (kept, shown) = try fixture.database.read { c in
            let keys = try ApprovalQueueDao().keys(in: c)
            return (try PurchaseOrderLinesDao().versions(in: c),
                    try Dictionary(uniqueKeysWithValues: keys.map { ($0, OrderVersion.of(try #require(try SeenOrdersDao().stored($0, in: c)))) }))
        }
        // Then
        #expect(kept.count == 40)
        #expect(kept == shown)
        #expect(Set(kept.values).count == 40, "every order its own version")
        #expect(kept.values.allSatisfy { $0.count == 12 && $0.allSatisfy(\.isHexDigit) })
    }

    static let key = OrderKey(number: 4001, type: "OP", company: "00200", suffix: "000")
    static func line(_ quantity: Double, status: String = "220", cost: Double = 2.5) -> SeenOrder.Line {
        SeenOrder.Line(lineNumber: 1, item: "BOLT-10", quantity: quantity, unitCost: cost, amount: quantity * cost)
    }

    @Test func aFigureMovesTheVersionAndTheLinesOrderDoesNot() {
        let base = SeenOrder(lines: [Self.line(4), SeenOrder.Line(lineNumber: 2, item: "NUT", quantity: 1, unitCost: 1, amount: 1)],
                             total: 11, currency: "EUR")
        var reordered = base
        reordered.lines.reverse()
        #expect(OrderVersion.of(base) == OrderVersion.of(reordered))
        var quantity = base
        quantity.lines[0].quantity = 5
        var cost = base
        cost.lines[0].unitCost = 2.51
        var total = base
        total.total = 11.01
        var currency = base
        currency.currency = "USD"
        let versions = [base, quantity, cost, total, currency].map(OrderVersion.of)
        #expect(Set(versions).count == 5, "\(versions)")
        // A unit cost's fifth decimal is beyond what is shown
        var beyond = base
        beyond.lines[0].unitCost = 2.500_01
        #expect(OrderVersion.of(beyond) == OrderVersion.of(base))
    }
}
