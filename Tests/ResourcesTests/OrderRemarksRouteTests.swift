import AIS
import Foundation
@testable import Resources
import Store
import Testing

/// An order's route shows the remark another desk's approver wrote (kept in `F4318`, contract §4; F4209
/// holds none) on the order's newest decision, and none where the site keeps none.
@Suite struct OrderRemarksRouteTests {
    @Test func aRemarkWrittenElsewhereShowsOnTheNewestDecision() async throws {
        // Given: an order of DEMO's approved by another approver with a remark, behind this desk's back
        let fixture = try SimulatorFixture(orders: 6, seed: 44)
        _ = try await fixture.login()
        let order = try #require(try fixture.simulator.awaitingKeys(addressNumber: 4242).max { $0.number < $1.number })
        _ = try await fixture.simulator.adminRequest("POST", "orders/\(order.number)/\(order.type)/\(order.company)/\(order.suffix)/approve",
                                               body: #"{"remark": "price checked twice"}"#)
        // When
        let steps = try await OrderDetailWorker(gate: fixture.workspace.gate, database: fixture.database).fetchRoute(order)
        // Then: the approval carries it, and no other step does
        let decided = steps.filter { $0.row.isDecided }
        let newest = try #require(decided.max { $0.row.stamp < $1.row.stamp })
        #expect(newest.row.remark == "price checked twice", "\(steps.map(\.row))")
        #expect(steps.filter { $0.row.remark == "price checked twice" }.count == 1)
        #expect(steps.contains { $0.row.isRaised }, "every route starts with the originator's row")
    }

    @Test func remarksAreOrderLevelAndTheLastOneSentWins() {
        func row(_ line: Double, _ remark: String) -> DataRow {
            let pairs: [(key: String, value: JSONValue)] = [
                ("F4318_DOCO", .int(4001)), ("F4318_DCTO", .string("OP")), ("F4318_KCOO", .string("00200")),
                ("F4318_SFXO", .string("000")), ("F4318_LNID", .number(line, exact: nil)), ("F4318_RMK", .string(remark)),
            ]
            return DataRow(table: "F4318", pairs: pairs)
        }
        let sut = OrderRemarks(rows: [row(0, "first"), row(2, "a line's"), row(0, "  "), row(0, "second ")])
        #expect(sut.orders == [OrderKey(number: 4001, type: "OP", company: "00200", suffix: "000"): "second"])
    }
}
