@testable import AISSimulator
import Foundation
import Testing

/// Every change to an F4209 row, and to its order, stamps `UPMJ` and `TDAY` with the simulator's clock
/// (contract §4); a deletion behind the contract's back stamps nothing.
@Suite struct ChangeStampTests {
    /// A day unlike the demo data's (2026) and unlike the machine's: 2027-03-15 10:30:00 UTC.
    static let changeDay = SimulatorClock.moment("2027-03-15T10:30:00Z")!

    static func state(_ harness: SimulatorHarness, _ row: JSONValue) async throws -> JSONValue {
        try await harness.admin("GET", SimulatorHarness.adminPath(row) + "/decisions").json
    }

    static func held(_ state: JSONValue) -> [JSONValue] { state["heldOrders"]?.arrayValue ?? [] }

    @Test func anApprovalStampsTheDecidedRowAndTheHeaderAndNothingElse() async throws {
        // Given a simulator whose clock stands at 2027-03-15 10:30:00
        let harness = try SimulatorHarness(orders: 30) { $0.clock = SimulatorClock(fixed: Self.changeDay) }
        defer { harness.stop() }
        let login = try await harness.login()
        let row = try await DecisionTests.queueRow(harness, login, withinLimit: true)
        let before = Self.held(try await Self.state(harness, row))
        // When DEMO approves an order within its limit
        #expect(try await harness.decide(login, order: row).status == 200)
        // Then DEMO's row carries the clock's day and time, as does the order's header
        let sut = try await Self.state(harness, row)
        let decided = try #require(Self.held(sut).first { $0["RPER"] == 4242 })
        #expect(decided["UPMJ"] == "2027-03-15")
        #expect(decided["TDAY"] == 103_000)
        #expect(decided["RDJ"] == "2027-03-15")
        #expect(sut["header"]?["UPMJ"] == "2027-03-15")
        #expect(sut["header"]?["TDAY"] == 103_000)
        // And the rows of earlier steps keep their stamps
        let others = Self.held(sut).filter { $0["RPER"] != 4242 }
        #expect(others == before.filter { $0["RPER"] != 4242 })
        #expect(others.allSatisfy { $0["UPMJ"] != "2027-03-15" })
    }

    @Test func aNewRouteStepIsStampedWithTheApproval() async throws {
        let harness = try SimulatorHarness(orders: 30) { $0.clock = SimulatorClock(fixed: Self.changeDay) }
        defer { harness.stop() }
        let login = try await harness.login()
        let row = try await DecisionTests.queueRow(harness, login, withinLimit: false)
        // When DEMO approves above its limit
        let reply = try await harness.decide(login, order: row)
        #expect(reply.status == 200)
        // Then the next approver's new row is stamped like DEMO's decided one
        let next = try #require(Self.held(try await Self.state(harness, row)).last)
        #expect(next["RPER"] == reply.json["NextApprover"])
        #expect(next["ASTS"] == "2N")
        #expect(next["UPMJ"] == "2027-03-15")
        #expect(next["TDAY"] == 103_000)
    }

    @Test func aRejectionStampsTheDecidedRowTheOriginatorsRowAndTheHeader() async throws {
        let harness = try SimulatorHarness { $0.clock = SimulatorClock(fixed: Self.changeDay) }
        defer { harness.stop() }
        let login = try await harness.login()
        let row = try #require(try await harness.queue(login).json.rows("F4209").first)
        // When DEMO rejects it
        #expect(try await harness.decide(login, order: row, reject: "PR").status == 200)
        // Then the rejected row and the originator's 3N row carry the clock's stamp, as does the header
        let sut = try await Self.state(harness, row)
        let rejected = try #require(Self.held(sut).first { $0["RPER"] == 4242 })
        let notified = try #require(Self.held(sut).first { $0["ASTS"] == "3N" })
        for stamped in [rejected, notified, sut["header"] ?? .null] {
            #expect(stamped["UPMJ"] == "2027-03-15")
            #expect(stamped["TDAY"] == 103_000)
        }
    }

    @Test func aForwardStampsTheHandedOnRowTheFWRowAndTheHeader() async throws {
        let harness = try SimulatorHarness { $0.clock = SimulatorClock(fixed: Self.changeDay) }
        defer { harness.stop() }
        let demo = try await harness.login()
        let row = try #require(try await harness.queue(demo).json.rows("F4209").first)
        // When DEMO forwards it to IDLE
        #expect(try await ForwardTests.forward(harness, demo, order: row, to: DemoPeople.idle.addressNumber).status == 200)
        // Then the row now awaiting IDLE and the FW row carry the clock's stamp, as does the header
        let sut = try await Self.state(harness, row)
        let awaiting = try #require(Self.held(sut).first { $0["RPER"] == 4246 && $0["ASTS"] != "FW" })
        let forward = try #require(Self.held(sut).first { $0["ASTS"] == "FW" })
        for stamped in [awaiting, forward, sut["header"] ?? .null] {
            #expect(stamped["UPMJ"] == "2027-03-15")
            #expect(stamped["TDAY"] == 103_000)
        }
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
        #expect(decided["UPMJ"] == "2027-03-16")
        #expect(decided["TDAY"] == 113_005)
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
        let changed = try await harness.browse(demo, table: "F4209", conditions: [("UPMJ", "GREATER_EQUAL", ["03/15/2027"])])
        #expect(changed.status == 200)
        #expect(changed.json.rows("F4209").isEmpty)
    }
}
