@testable import AISSimulator
import Foundation
import Testing

/// Every write of an F4209 row stamps `RDJ`, `RDT` and `RDB` with the simulator's clock and the writing user,
/// and every change of its order stamps the header's (and the lines') `UPMJ` and `TDAY` (contract §4); a
/// deletion behind the contract's back stamps nothing.
@Suite struct ChangeStampTests {
    /// A day unlike the demo data's (2026) and unlike the machine's: 2027-03-15 10:30:00 UTC.
    static let changeDay = SimulatorClock.moment("2027-03-15T10:30:00Z")!

    static func state(_ harness: SimulatorHarness, _ row: JSONValue) async throws -> JSONValue {
        try await harness.admin("GET", SimulatorHarness.adminPath(row) + "/decisions").json
    }

    static func held(_ state: JSONValue) -> [JSONValue] { state["heldOrders"]?.arrayValue ?? [] }

    /// Whether `row` was written at 2027-03-15 10:30:00 by `user`.
    static func written(_ row: JSONValue?, by user: String) -> Bool {
        row?["RDJ"] == "2027-03-15" && row?["RDT"] == 103_000 && row?["RDB"] == .string(user)
    }

    /// `UPMJ`/`TDAY` of the order's lines, from the server's own tables.
    static func lineStamps(_ harness: SimulatorHarness, _ row: JSONValue) throws -> [String] {
        try harness.sut.inspect { c in
            try c.query("SELECT UPMJ, TDAY FROM F4311 WHERE DOCO = ? ORDER BY LNID", row["F4209_DOCO"]?.intValue ?? 0)
                .map { "\($0.string("UPMJ") ?? "") \($0.int("TDAY") ?? 0)" }
        }
    }

    @Test func anApprovalStampsTheDecidedRowTheHeaderAndTheLinesAndNothingElse() async throws {
        // Given a simulator whose clock stands at 2027-03-15 10:30:00
        let harness = try SimulatorHarness(orders: 30) { $0.clock = SimulatorClock(fixed: Self.changeDay) }
        defer { harness.stop() }
        let login = try await harness.login()
        let row = try await DecisionTests.queueRow(harness, login, withinLimit: true)
        let before = Self.held(try await Self.state(harness, row))
        // When DEMO approves an order within its limit
        #expect(try await harness.decide(login, order: row).status == 200)
        // Then DEMO's row carries the clock's day and time and DEMO, as do the order's header and lines
        let sut = try await Self.state(harness, row)
        let decided = try #require(Self.held(sut).first { $0["RPER"] == 4242 })
        #expect(Self.written(decided, by: "DEMO"))
        #expect(sut["header"]?["UPMJ"] == "2027-03-15")
        #expect(sut["header"]?["TDAY"] == 103_000)
        #expect(try Self.lineStamps(harness, row).allSatisfy { $0 == "2027-03-15 103000" })
        // And the rows of earlier steps, and the originator's own, keep their stamps
        let others = Self.held(sut).filter { $0["RPER"] != 4242 }
        #expect(others.contains { $0["ASTS"] == " O" })
        #expect(others == before.filter { $0["RPER"] != 4242 })
        #expect(others.allSatisfy { $0["RDJ"] != "2027-03-15" })
    }

    @Test func aNewRouteStepIsStampedWithTheApproval() async throws {
        let harness = try SimulatorHarness(orders: 30) { $0.clock = SimulatorClock(fixed: Self.changeDay) }
        defer { harness.stop() }
        let login = try await harness.login()
        let row = try await DecisionTests.queueRow(harness, login, withinLimit: false)
        // When DEMO approves above its limit
        let reply = try await harness.decide(login, order: row)
        #expect(reply.status == 200)
        // Then the next approver's new row is stamped like DEMO's decided one, written by DEMO that day
        let next = try #require(Self.held(try await Self.state(harness, row)).last)
        #expect(next["RPER"] == reply.json["NextApprover"])
        #expect(next["ASTS"] == "2N")
        #expect(Self.written(next, by: "DEMO"))
        #expect(next["TRDJ"] == "2027-03-15")
        #expect(next["ATY"] == "")
    }

    @Test func aRejectionStampsTheDecidedRowTheOriginatorsRowAndTheHeader() async throws {
        let harness = try SimulatorHarness { $0.clock = SimulatorClock(fixed: Self.changeDay) }
        defer { harness.stop() }
        let login = try await harness.login()
        let row = try #require(try await harness.queue(login).json.rows("F4209").first)
        // When DEMO rejects it
        #expect(try await harness.decide(login, order: row, reject: "PR").status == 200)
        // Then the rejected row and the originator's 3N row carry the clock's stamp and DEMO, the header the stamp
        let sut = try await Self.state(harness, row)
        let rejected = try #require(Self.held(sut).first { $0["RPER"] == 4242 })
        let notified = try #require(Self.held(sut).first { $0["ASTS"] == "3N" })
        #expect(Self.written(rejected, by: "DEMO"))
        #expect(Self.written(notified, by: "DEMO"))
        #expect(notified["RPER"] == row["F4209_AN8"])
        #expect(sut["header"]?["UPMJ"] == "2027-03-15")
        #expect(sut["header"]?["TDAY"] == 103_000)
    }

    @Test func aForwardStampsTheHandedOnRowTheFWRowAndTheHeader() async throws {
        let harness = try SimulatorHarness { $0.clock = SimulatorClock(fixed: Self.changeDay) }
        defer { harness.stop() }
        let demo = try await harness.login()
        let row = try #require(try await harness.queue(demo).json.rows("F4209").first)
        // When DEMO forwards it to IDLE
        #expect(try await ForwardTests.forward(harness, demo, order: row, to: DemoPeople.idle.addressNumber).status == 200)
        // Then the row now awaiting IDLE and the FW row carry the clock's stamp and DEMO, the header the stamp
        let sut = try await Self.state(harness, row)
        let awaiting = try #require(Self.held(sut).first { $0["RPER"] == 4246 && $0["ASTS"] != "FW" })
        let forward = try #require(Self.held(sut).first { $0["ASTS"] == "FW" })
        #expect(Self.written(awaiting, by: "DEMO"))
        #expect(Self.written(forward, by: "DEMO"))
        #expect(sut["header"]?["UPMJ"] == "2027-03-15")
        #expect(sut["header"]?["TDAY"] == 103_000)
    }

    @Test func aDecisionThroughTheAdminEndpointIsStampedAtTheClocksNewTime() async throws {
        let clock = SimulatorClock(fixed: Self.changeDay)
        let harness = try SimulatorHarness { $0.clock = clock }
        defer { harness.stop() }
        let demo = try await harness.login()
        let row = try #require(try await harness.queue(demo).json.rows("F4209").first)
        // Given the clock moved on by a day, an hour and five seconds
        clock.advance(by: 86_400 + 3_600 + 5)
        // When the admin endpoint approves DEMO's order as DEMO
        #expect(try await harness.admin("POST", SimulatorHarness.adminPath(row) + "/approve", ["asUser": "DEMO"]).status == 200)
        // Then the decided row carries the new time
        let decided = try #require(Self.held(try await Self.state(harness, row)).first { $0["RPER"] == 4242 })
        #expect(decided["ASTS"]?.stringValue?.hasSuffix("A") == true)
        #expect(decided["RDJ"] == "2027-03-16")
        #expect(decided["RDT"] == 113_005)
        #expect(decided["RDB"] == "DEMO")
    }

    @Test func aSilentDeleteRemovesTheAwaitingRowAndStampsNothing() async throws {
        let harness = try SimulatorHarness { $0.clock = SimulatorClock(fixed: Self.changeDay) }
        defer { harness.stop() }
        let demo = try await harness.login()
        let row = try #require(try await harness.queue(demo).json.rows("F4209").first)
        let before = try await Self.state(harness, row)
        // When the admin endpoint deletes the order's awaiting row
        let reply = try await harness.admin("DELETE", SimulatorHarness.adminPath(row) + "/held")
        // Then it is gone from DEMO's queue, the other rows and the header are as they were
        #expect(reply.status == 200)
        #expect(reply.json["deleted"] == 1)
        #expect(try await !harness.queue(demo).json.rows("F4209").contains { $0["F4209_DOCO"] == row["F4209_DOCO"] })
        let after = try await Self.state(harness, row)
        #expect(Self.held(after) == Self.held(before).filter { !["1N", "2N"].contains($0["ASTS"]?.stringValue ?? "") })
        #expect(after["header"] == before["header"])
        // And a read of the rows changed since the clock's day finds nothing
        let changed = try await harness.browse(demo, table: "F4209", conditions: [("RDJ", "GREATER_EQUAL", ["03/15/2027"])])
        #expect(changed.status == 200)
        #expect(changed.json.rows("F4209").isEmpty)
    }
}
