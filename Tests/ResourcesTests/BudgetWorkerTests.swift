import AIS
import AISSimulator
import Foundation
import Store
import Testing
import TestSupport
@testable import Resources

/// The budget read from a simulator, held to contract §4.2's recipe computed from the simulator's own rows
/// (`BudgetAvailability`, which shares nothing with the worker): the figures, this order's share, "over by".
@Suite(.serialized) struct BudgetWorkerTests {
    static let today = LocalDate.today()

    /// A simulator whose database is a file the test reads beside it.
    static func fixture() throws -> (SimulatorFixture, Database, URL) {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("signoff-budget-\(UUID().uuidString).sqlite")
        let fixture = try SimulatorFixture(orders: 80, seed: 1) { $0.databasePath = path.path }
        return (fixture, try Database(path: path.path), path)
    }

    @Test func anOrderOverItsAccountsBudgetSaysByHowMuchAsTheRecipeComputes() async throws {
        // Given: the simulator's rows, and DEMO's awaiting orders' lines charged to an account
        let (fixture, rows, path) = try Self.fixture()
        defer { try? FileManager.default.removeItem(at: path) }
        let (tables, lines) = try rows.read { c in
            (try BudgetAvailability.Tables.read(c), try c.query("""
                SELECT L.DOCO, L.DCTO, L.KCOO, L.SFXO, L.AID, L.AEXP FROM F4311 L
                JOIN F4209 H ON H.DOCO = L.DOCO AND H.DCTO = L.DCTO AND H.KCOO = L.KCOO AND H.SFXO = L.SFXO
                WHERE H.RPER = 4242 AND H.ASTS IN ('1N', '2N') AND TRIM(L.AID) <> '' ORDER BY L.DOCO
                """))
        }
        let over = try #require(lines.first { ($0.double("AEXP") ?? 0) > (BudgetAvailability.available($0.string("AID") ?? "", in: tables)?.wholeYear ?? .infinity) })
        let key = OrderKey(number: over.int("DOCO") ?? 0, type: over.string("DCTO") ?? "", company: over.string("KCOO") ?? "",
                           suffix: over.string("SFXO") ?? "")
        _ = try await fixture.login()
        let order = try await OrderDetailWorker(gate: fixture.workspace.gate, database: fixture.database).readFromServer(key)
        let sut = BudgetWorker(gate: fixture.workspace.gate, database: fixture.database)
        // When
        let budgets = try await sut.read(OrderBudget.accounts(of: order.lines), today: Self.today)
        let shares = OrderBudget(lines: order.lines, budgets: budgets).shares
        // Then: every account's available amount is the recipe's, both ways, and this order's share is its lines' sum
        #expect(!shares.isEmpty)
        for share in shares {
            let expected = try #require(BudgetAvailability.available(share.account.account, in: tables))
            #expect(abs(share.account.figures(.wholeYear).available - expected.wholeYear) < 0.005, "\(share.account.account)")
            #expect(abs(share.account.figures(.throughPeriod).available - expected.throughPeriod) < 0.005, "\(share.account.account)")
            let charged = order.lines.filter { $0.account == share.account.account && !$0.isRejected }.reduce(0) { $0 + $1.amount }
            #expect(abs(share.thisOrder - charged) < 0.005)
        }
        let overShare = try #require(shares.first { $0.account.account == over.string("AID")?.trimmingCharacters(in: .whitespaces) })
        #expect(overShare.left(.wholeYear) < 0, "the line alone goes over")
        #expect(overShare.account.position == FiscalPosition(century: 20, year: 26, period: 5))
        // And the figures are kept for the day: a second read of the store needs no server
        #expect(sut.stored(OrderBudget.accounts(of: order.lines), today: Self.today).budgets.count == budgets.count)
    }

    @Test func aSiteThatRefusesTheBalancesIsToldOnceAndAskedNoMoreThatDay() async throws {
        // Given: F0902 not granted
        let fixture = try SimulatorFixture(orders: 20, seed: 1) { $0.site.forbiddenTables = ["F0902"] }
        _ = try await fixture.login()
        let sut = BudgetWorker(gate: fixture.workspace.gate, database: fixture.database)
        // When / Then: refused, kept for the day
        await #expect(throws: BudgetRefused.self) { try await sut.read(["00020001"], today: Self.today) }
        #expect(sut.stored(["00020001"], today: Self.today).refused?.isEmpty == false)
        await #expect(throws: BudgetRefused.self) { try await sut.read(["00020002"], today: Self.today) }
    }
}
