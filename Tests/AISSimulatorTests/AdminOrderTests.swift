@testable import AISSimulator
import Foundation
import Testing

/// `POST /admin/orders` (a new order awaiting someone) and `/admin/clock`.
@Suite struct AdminOrderTests {
    static func row(_ added: JSONValue) -> JSONValue {
        ["F4209_DOCO": added["order"] ?? .null, "F4209_DCTO": added["type"] ?? .null, "F4209_KCOO": added["company"] ?? .null,
         "F4209_SFXO": added["suffix"] ?? .null]
    }

    @Test func anAddedOrderAwaitsTheUserWithItsLinesAndStamps() async throws {
        // Given a simulator of 12 orders (the last number 4001 + 12 + the others' 6 − 1) on 2027-03-15 10:30
        let harness = try SimulatorHarness(orders: 12) { $0.clock = SimulatorClock(fixed: ChangeStampTests.changeDay) }
        defer { harness.stop() }
        let highest = try harness.sut.inspect { try $0.scalar("SELECT MAX(DOCO) FROM F4301").int ?? 0 }
        // When an order of 3 lines for 1,234.50 from supplier 7001 is added for DEMO
        let sut = try await harness.admin("POST", "/orders", ["forUser": "DEMO", "lines": 3, "amount": 1234.5, "supplier": 7001])
        // Then its key is the next order number, OP, 00200, 000
        #expect(sut.status == 200)
        #expect(sut.json["order"] == .int(highest + 1))
        #expect(sut.json["type"] == "OP")
        #expect(sut.json["company"] == "00200")
        #expect(sut.json["suffix"] == "000")
        // And DEMO finds it in its queue, its lines add up to the amount, its header names the supplier
        let demo = try await harness.login()
        let queued = try #require(try await harness.queue(demo).json.rows("F4209").first { $0["F4209_DOCO"] == sut.json["order"] })
        #expect(queued["F4209_RDJ"] == "20270315")
        #expect(queued["F4209_RDT"] == 103_000)
        #expect(queued["F4209_TRDJ"] == "20270315")
        #expect(queued["F4209_RDB"] == "BUYER1")
        #expect(queued["F4209_MCU"] == " " && queued["F4209_ATY"] == " ")
        let number = String(highest + 1)
        let lines = try await harness.browse(demo, table: "F4311", conditions: [("DOCO", "EQUAL", [number])])
        let amounts = lines.json.rows("F4311").compactMap { $0["F4311_AEXP"]?.doubleValue }
        #expect(amounts.count == 3)
        #expect(abs(amounts.reduce(0, +) - 1234.5) < 0.001)
        #expect(lines.json.rows("F4311").allSatisfy { $0["F4311_NXTR"] == "230" && $0["F4311_UPMJ"] == "20270315" })
        #expect(lines.json.rows("F4311").allSatisfy { $0["F4311_TDAY"] == 103_000 && $0["F4311_STTS"] == " " })
        let header = try #require(try await harness.browse(demo, table: "F4301", conditions: [("DOCO", "EQUAL", [number])])
            .json.rows("F4301").first)
        #expect(header["F4301_AN8"] == 7001)
        #expect(header["F4301_OTOT"] == 1234.5)
        #expect(header["F4301_UPMJ"] == "20270315")
        #expect(header["F4301_TDAY"] == 103_000)
        // And the buyer's own row comes first, written by the buyer at the same moment
        let held = try await harness.admin("GET", SimulatorHarness.adminPath(Self.row(sut.json)) + "/decisions")
        let own = try #require(held.json["heldOrders"]?[0])
        #expect(own["ASTS"] == " O")
        #expect(own["RPER"] == 4301 && own["AN8"] == 4301)
        #expect(ChangeStampTests.written(own, by: "BUYER1"))
        // And DEMO can approve it
        #expect(try await harness.decide(demo, order: queued).status == 200)
    }

    @Test func anOrderForALaterApproverCarriesTheEarlierStepsApprovals() async throws {
        let harness = try SimulatorHarness()
        defer { harness.stop() }
        // When an order is added for MARIE with defaults
        let sut = try await harness.admin("POST", "/orders", ["forUser": "MARIE"])
        // Then it awaits MARIE (2N) after the buyer's own row and DEMO's budget approval, and MARIE's queue holds it
        #expect(sut.status == 200)
        #expect(sut.json["awaiting"] == 4243)
        let held = try await harness.admin("GET", SimulatorHarness.adminPath(Self.row(sut.json)) + "/decisions")
        let rows = held.json["heldOrders"]?.arrayValue ?? []
        #expect(rows.map { $0["ASTS"] } == [" O", "1A", "2N"])
        // And DEMO wrote its approval and MARIE's awaiting row
        #expect(rows.dropFirst().allSatisfy { $0["RDB"] == "DEMO" })
        let marie = try await harness.login("MARIE")
        #expect(try await harness.queue(marie).json.rows("F4209").contains { $0["F4209_DOCO"] == sut.json["order"] })
    }

    @Test func anEmptyBodyAddsAnOrderForDemo() async throws {
        let harness = try SimulatorHarness()
        defer { harness.stop() }
        let sut = try await harness.admin("POST", "/orders")
        #expect(sut.status == 200)
        #expect(sut.json["awaiting"] == 4242)
        let lines = try harness.sut.inspect {
            try $0.scalar("SELECT COUNT(*) FROM F4311 WHERE DOCO = ?", sut.json["order"]?.intValue ?? 0).int
        }
        #expect(lines == 3)
    }

    @Test func anOrderForAUserOnNoRouteEndsWithTheirApproval() async throws {
        let harness = try SimulatorHarness()
        defer { harness.stop() }
        // Given an order above IDLE's limit added for IDLE, who approves no step of any route
        let added = try await harness.admin("POST", "/orders", ["forUser": "IDLE", "amount": 60_000])
        #expect(added.json["route"] == "MONEY")
        // When IDLE approves it
        let idle = try await harness.login("IDLE")
        let row = try #require(try await harness.queue(idle).json.rows("F4209").first { $0["F4209_DOCO"] == added.json["order"] })
        let sut = try await harness.decide(idle, order: row)
        // Then no one comes after IDLE: the order is approved
        #expect(sut.status == 200)
        #expect(sut.json["OrderStatus"] == "280")
        #expect(sut.json["NextApprover"] == 0)
    }

    @Test func badOrdersAreRefused() async throws {
        let harness = try SimulatorHarness()
        defer { harness.stop() }
        let before = try harness.sut.inspect { try $0.scalar("SELECT COUNT(*) FROM F4301").int }
        #expect(try await harness.admin("POST", "/orders", ["forUser": "NOBODY"]).status == 404)
        #expect(try await harness.admin("POST", "/orders", ["forUser": "NOADDR"]).status == 400)
        #expect(try await harness.admin("POST", "/orders", ["lines": 0]).status == 400)
        #expect(try await harness.admin("POST", "/orders", ["amount": -1]).status == 400)
        #expect(try await harness.admin("POST", "/orders", ["colour": "red"]).status == 400)
        #expect(try await harness.admin("POST", "/orders", ["forUser": "DEMO", "route": "BUDMON9"]).status == 400)
        #expect(try await harness.admin("GET", "/orders").status == 405)
        #expect(try harness.sut.inspect { try $0.scalar("SELECT COUNT(*) FROM F4301").int } == before)
    }

    @Test func theClockIsReadAndSetThroughTheAdminEndpoint() async throws {
        let harness = try SimulatorHarness()
        defer { harness.stop() }
        // When the clock is fixed at a moment, then moved on
        let fixed = try await harness.admin("PUT", "/clock", ["now": "2027-03-15T10:30:00Z"])
        let moved = try await harness.admin("PUT", "/clock", ["advanceSeconds": 90])
        // Then it answers the moment, and the simulator's clock is that moment
        #expect(fixed.json["now"] == "2027-03-15T10:30:00.000+0000")
        #expect(fixed.json["fixed"] == true)
        #expect(moved.json["now"] == "2027-03-15T10:31:30.000+0000")
        #expect(harness.sut.clock.now() == ChangeStampTests.changeDay.addingTimeInterval(90))
        // And an offset lets it run with the system clock again
        let running = try await harness.admin("PUT", "/clock", ["offsetSeconds": 0])
        #expect(running.json["fixed"] == false)
        #expect(abs(harness.sut.clock.now().timeIntervalSinceNow) < 60)
        #expect(try await harness.admin("PUT", "/clock", ["now": "15/03/2027"]).status == 400)
        #expect(try await harness.admin("PUT", "/clock", ["now": "2027-03-15", "offsetSeconds": 1]).status == 400)
    }

    @Test func momentsAreReadInUTC() {
        #expect(SimulatorClock.moment("2027-03-15")?.timeIntervalSince1970 == 1_805_068_800)
        #expect(SimulatorClock.moment("2027-03-15T10:30:00.250+00:00")?.timeIntervalSince1970 == 1_805_106_600.25)
        #expect(SimulatorClock.moment("2027-03-15T10:30:00+0000") == ChangeStampTests.changeDay)
        #expect(SimulatorClock.moment("2027-02-30") == nil)
        #expect(SimulatorClock.moment("2027-03-15T24:00") == nil)
        #expect(SimulatorClock.moment("2027-03-15T10:30:00+0100") == nil)
    }
}
