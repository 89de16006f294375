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
        let (kept, shown) = try fixture.database.read { c in try (Self.listed(in: c), Self.stored(in: c)) }
        // Then
        #expect(kept.count == 40)
        #expect(kept == shown)
        #expect(Set(kept.values).count == 40, "every order its own version")
        #expect(kept.values.allSatisfy { $0.count == 12 && $0.allSatisfy(\.isHexDigit) })
    }

    @Test func linesStoredBeforeTheirFiguresWereKeptGiveTheSameVersion() async throws {
        // Given: a store whose lines were written before schema 26 kept their figures
        let fixture = try SimulatorFixture(orders: 12, seed: 3)
        _ = try await fixture.login()
        _ = await fixture.workspace.preloadWorker(settings: PreloadSettings()).run { _ in }
        let before = try fixture.database.read { try Self.listed(in: $0) }
        try fixture.database.write { try $0.run("UPDATE order_lines SET figures = NULL") }
        // When
        let (kept, shown) = try fixture.database.read { c in try (Self.listed(in: c), Self.stored(in: c)) }
        // Then
        #expect(kept.count == 12)
        #expect(kept == shown)
        #expect(kept == before)
    }

    @Test func anOrderTheStoreHoldsNothingOfHasTheEmptyVersionAsListed() throws {
        // Given: a queued order whose header and lines were never read
        let database = try Database()
        try database.migrate(ClientSchema.migrations)
        try database.write { c in
            try c.insert([ApprovalQueueEntry(key: Self.key, approver: 1, status: "2N", route: "R", originator: 0, branch: "", orderDate: nil)])
            try OrderQueueDao().rebuild(in: c)
        }
        // When
        let (kept, stored) = try database.read { c in (try Self.listed(in: c), try SeenOrdersDao().stored(Self.key, in: c)) }
        // Then: what `queue --json` prints is what `--if-version` compares with
        #expect(stored == nil)
        #expect(kept == [Self.key: OrderVersion.empty])
    }

    /// Each queued order's version as the list's rows (and so `queue --json`) carry it.
    static func listed(in c: Connection) throws -> [OrderKey: String] {
        Dictionary(uniqueKeysWithValues: try OrderQueueDao().window(offset: 0, limit: 10_000, in: c).map { ($0.key, $0.version) })
    }

    /// Each queued order's version from the order as the store holds it (what `--if-version` compares).
    static func stored(in c: Connection) throws -> [OrderKey: String] {
        try Dictionary(uniqueKeysWithValues: ApprovalQueueDao().keys(in: c).map {
            ($0, try SeenOrdersDao().stored($0, in: c).map(OrderVersion.of) ?? OrderVersion.empty)
        })
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
