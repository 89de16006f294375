@testable import AISSimulator
import Foundation
import Store
import Testing

/// `POST /admin/orders/{key}/lines`: a buyer amends an order while it waits; the amount, the total and the
/// header's and line's change stamps follow, so a client's "changed since" read finds it; its F4209 rows,
/// the approval route, stay as they were.
@Suite struct AdminOrderLinesTests {
    /// An order of two lines of 100.00 each (quantity 1) for DEMO, added on 2027-03-15 10:30, then the
    /// clock moved to the next day 11:00.
    static func orderOfTwoLines(_ harness: SimulatorHarness) async throws -> (path: String, number: Int) {
        let added = try await harness.admin("POST", "/orders", ["forUser": "DEMO", "lines": 2, "amount": 200])
        #expect(added.status == 200)
        #expect(try await harness.admin("PUT", "/clock", ["now": "2027-03-16T11:00:00Z"]).status == 200)
        return (SimulatorHarness.adminPath(AdminOrderTests.row(added.json)), added.json["order"]?.intValue ?? 0)
    }

    static func lines(_ harness: SimulatorHarness, _ number: Int) throws -> [Double: (quantity: Double, cost: Double, amount: Double)] {
        try harness.sut.inspect { c in
            var found: [Double: (Double, Double, Double)] = [:]
            for row in try c.query("SELECT LNID, UORG, PRRC, AEXP FROM F4311 WHERE DOCO = ?", number) {
                found[row.double("LNID") ?? 0] = (row.double("UORG") ?? 0, row.double("PRRC") ?? 0, row.double("AEXP") ?? 0)
            }
            return found
        }
    }

    @Test func aChangedQuantityRecomputesTheAmountAndTotalAndStampsTheOrder() async throws {
        // Given
        let harness = try SimulatorHarness(orders: 12) { $0.clock = SimulatorClock(fixed: ChangeStampTests.changeDay) }
        defer { harness.stop() }
        let order = try await Self.orderOfTwoLines(harness)
        let before = try await harness.admin("GET", order.path + "/decisions")
        // When line 1 goes from 1 to 20 at a unit cost of 4.95
        let sut = try await harness.admin("POST", order.path + "/lines", ["line": 1, "quantity": 20, "unitCost": 4.95])
        // Then its amount is 99.00 and the order's total 199.00
        #expect(sut.status == 200)
        #expect(sut.json["amount"] == .double(99))
        #expect(sut.json["total"] == .double(199))
        let lines = try Self.lines(harness, order.number)
        #expect(lines[1]?.quantity == 20)
        #expect(lines[1]?.cost == 4.95)
        #expect(lines[1]?.amount == 99)
        #expect(lines[2]?.amount == 100)
        // And the header and the changed line carry the new day and time, as a client's delta reads them
        let held = try await harness.admin("GET", order.path + "/decisions")
        #expect(held.json["header"]?["UPMJ"] == "2027-03-16")
        #expect(held.json["header"]?["TDAY"] == 110_000)
        let stamps = try harness.sut.inspect { c in
            try c.query("SELECT UPMJ, TDAY FROM F4311 WHERE DOCO = ? ORDER BY LNID", order.number).map(\.values)
        }
        #expect(stamps == [[.text("2027-03-16"), .integer(110_000)], [.text("2027-03-15"), .integer(103_000)]])
        // And the F4209 rows are as they were, written when the order was added
        #expect(held.json["heldOrders"] == before.json["heldOrders"])
        #expect(held.json["heldOrders"]?.arrayValue?.allSatisfy { $0["RDJ"] == "2027-03-15" && $0["RDT"] == 103_000 } == true)
        let demo = try await harness.login()
        let header = try #require(try await harness.browse(demo, table: "F4301", conditions: [("DOCO", "EQUAL", [String(order.number)])])
            .json.rows("F4301").first)
        #expect(header["F4301_OTOT"] == 199)
    }

    @Test func aLineIsAddedAndAnotherRemovedWithTheTotalFollowing() async throws {
        let harness = try SimulatorHarness(orders: 12) { $0.clock = SimulatorClock(fixed: ChangeStampTests.changeDay) }
        defer { harness.stop() }
        let order = try await Self.orderOfTwoLines(harness)
        // When a line of 3 × 10.00 is added and line 2 removed
        let added = try await harness.admin("POST", order.path + "/lines", ["action": "add", "quantity": 3, "unitCost": 10])
        let removed = try await harness.admin("POST", order.path + "/lines", ["action": "remove", "line": 2])
        // Then the added line is number 3 for 30.00, and the order holds lines 1 and 3 for 130.00
        #expect(added.json["line"] == .double(3))
        #expect(added.json["amount"] == .double(30))
        #expect(added.json["total"] == .double(230))
        #expect(removed.status == 200)
        #expect(removed.json["total"] == .double(130))
        #expect(try Self.lines(harness, order.number).keys.sorted() == [1, 3])
    }

    @Test func badEditsAreRefusedWithTheirReason() async throws {
        let harness = try SimulatorHarness(orders: 12)
        defer { harness.stop() }
        let order = try await Self.orderOfTwoLines(harness)
        let noLine = try await harness.admin("POST", order.path + "/lines", ["line": 9, "quantity": 2])
        #expect(noLine.status == 404)
        let nothing = try await harness.admin("POST", order.path + "/lines", ["line": 1])
        #expect(nothing.status == 400)
        let negative = try await harness.admin("POST", order.path + "/lines", ["line": 1, "quantity": -1])
        #expect(negative.status == 400)
        let unknown = try await harness.admin("POST", order.path + "/lines", ["line": 1, "price": 2])
        #expect(unknown.status == 400)
        let twice = try await harness.admin("POST", order.path + "/lines", ["action": "add", "line": 1, "quantity": 1, "unitCost": 1])
        #expect(twice.status == 409)
        let noOrder = try await harness.admin("POST", "/orders/99999999/OP/00200/000/lines", ["line": 1, "quantity": 2])
        #expect(noOrder.status == 404)
        // And nothing changed
        #expect(try Self.lines(harness, order.number).values.map(\.amount).sorted() == [100, 100])
    }
}
