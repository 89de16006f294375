@testable import AISSimulator
import Foundation
import Testing

/// What a decision through P43081 (contract §5.2) writes: `STTS` `R ` on each rejected line, the line and
/// header stamps of the change, and `RDJ`/`RDT`/`RDB` on every F4209 row it writes.
@Suite struct AppStackStampTests {
    /// An order of `lines` lines awaiting DEMO, added at 2027-03-15 10:30; the clock then at 2027-03-16 11:00.
    static func orderAddedTheDayBefore(_ harness: SimulatorHarness, lines: Int) async throws -> (number: Int, type: String, path: String) {
        let order = try await harness.newOrder(lines: lines)
        #expect(try await harness.admin("PUT", "/clock", ["now": "2027-03-16T11:00:00Z"]).status == 200)
        return order
    }

    /// `STTS UPMJ TDAY` of the order's lines, by line number.
    static func lines(_ harness: SimulatorHarness, _ number: Int) throws -> [String] {
        try harness.sut.inspect { c in
            try c.query("SELECT STTS, UPMJ, TDAY FROM F4311 WHERE DOCO = ? ORDER BY LNID", number)
                .map { "\($0.string("STTS") ?? "")|\($0.string("UPMJ") ?? "") \($0.int("TDAY") ?? 0)" }
        }
    }

    /// Opens W43081A on `order`, reviews it and presses `button` (94 Approve, 96 Reject) with `selection`.
    static func decide(_ harness: SimulatorHarness, _ login: SimulatorHarness.Login, _ order: (number: Int, type: String, path: String),
                       selection: [(String, String)], button: String) async throws -> SimulatorHarness.Reply {
        let opened = try await harness.openStack(login, order: (order.number, order.type))
        let review = try await harness.execute(login, after: opened.json, formOID: "W43081A", [("SelectRow", "1.0"), ("DoAction", "114")])
        return try await harness.execute(login, after: review.json, formOID: "W43081B", selection + [("DoAction", button)])
    }

    @Test func aLineRejectedAloneIsSTTSRAndStampedAndTheRouteIsNotWritten() async throws {
        // Given an order of three lines awaiting DEMO, added the day before
        let harness = try SimulatorHarness { $0.clock = SimulatorClock(fixed: ChangeStampTests.changeDay) }
        defer { harness.stop() }
        let login = try await harness.login()
        let order = try await Self.orderAddedTheDayBefore(harness, lines: 3)
        let before = try await harness.admin("GET", order.path + "/decisions")
        // When DEMO rejects its second line through P43081
        let sut = try await Self.decide(harness, login, order, selection: [("SelectRow", "1.1")], button: "96")
        // Then that line is STTS 'R ' (and 980/999 at this site), stamped now; the others are open and as they were
        #expect(sut.json.formErrors("W43081A").isEmpty)
        #expect(try Self.lines(harness, order.number)
            == ["|2027-03-15 103000", "R |2027-03-16 110000", "|2027-03-15 103000"])
        #expect(try harness.lineStatuses(order.number) == ["220/230", "980/999", "220/230"])
        // And the header is stamped, the F4209 rows are not written: the order still awaits DEMO
        let after = try await harness.admin("GET", order.path + "/decisions")
        #expect(after.json["header"]?["UPMJ"] == "2027-03-16")
        #expect(after.json["heldOrders"] == before.json["heldOrders"])
        // And a client reads the line's status as a real server sends it
        let read = try await harness.browse(login, table: "F4311", columns: ["LNID", "STTS"],
                                            conditions: [("DOCO", "EQUAL", [String(order.number)])])
        #expect(read.json.rows("F4311").map { $0["F4311_STTS"] } == [" ", "R ", " "])
    }

    @Test func approvingTheRestThroughP43081WritesTheDecidedRowByTheApprover() async throws {
        let harness = try SimulatorHarness { $0.clock = SimulatorClock(fixed: ChangeStampTests.changeDay) }
        defer { harness.stop() }
        let login = try await harness.login()
        let order = try await Self.orderAddedTheDayBefore(harness, lines: 2)
        #expect(try await Self.decide(harness, login, order, selection: [("SelectRow", "1.0")], button: "96").status == 200)
        // When DEMO approves the remaining line
        let sut = try await Self.decide(harness, login, order, selection: [("SelectAllRows", "1")], button: "94")
        // Then DEMO's F4209 row is approved and written now by DEMO; the approved line moved on, stamped now
        #expect(sut.json.formErrors("W43081A").isEmpty)
        let state = try await harness.admin("GET", order.path + "/decisions")
        let decided = try #require(state.json["heldOrders"]?.arrayValue?.first { $0["RPER"] == 4242 })
        #expect(decided["ASTS"]?.stringValue?.hasSuffix("A") == true)
        #expect(decided["RDJ"] == "2027-03-16" && decided["RDT"] == 110_000 && decided["RDB"] == "DEMO")
        #expect(decided["TRDJ"] == "2027-03-15")
        #expect(try Self.lines(harness, order.number) == ["R |2027-03-16 110000", "|2027-03-16 110000"])
        #expect(try harness.lineStatuses(order.number) == ["980/999", "230/280"])
    }

    @Test func rejectingEveryLineThroughP43081MarksEachLineAndWritesTheRejection() async throws {
        let harness = try SimulatorHarness { $0.clock = SimulatorClock(fixed: ChangeStampTests.changeDay) }
        defer { harness.stop() }
        let login = try await harness.login()
        let order = try await Self.orderAddedTheDayBefore(harness, lines: 2)
        // When DEMO selects every line and rejects
        let sut = try await Self.decide(harness, login, order, selection: [("SelectAllRows", "1")], button: "96")
        // Then every line is STTS 'R ' and stamped, and the rejected row and the originator's 3N row are DEMO's, now
        #expect(sut.json.formErrors("W43081A").isEmpty)
        #expect(try Self.lines(harness, order.number) == ["R |2027-03-16 110000", "R |2027-03-16 110000"])
        let rows = try await harness.admin("GET", order.path + "/decisions").json["heldOrders"]?.arrayValue ?? []
        let rejected = try #require(rows.first { $0["RPER"] == 4242 })
        let notified = try #require(rows.first { $0["ASTS"] == "3N" })
        for row in [rejected, notified] {
            #expect(row["RDJ"] == "2027-03-16" && row["RDT"] == 110_000 && row["RDB"] == "DEMO")
        }
        #expect(rejected["ASTS"]?.stringValue?.hasSuffix("R") == true)
    }
}
