@testable import AISSimulator
import Testing

/// A decision's remark lands in `F4318` at the order's level (`LNID` 0), where a client reads it through
/// the data service (contract §4); F4209 has no remark column.
@Suite struct RemarkTests {
    /// The order's F4318 rows as a client reads them: `LNID RMK`.
    static func remarks(_ harness: SimulatorHarness, _ login: SimulatorHarness.Login, order: JSONValue) async throws -> [String] {
        let reply = try await harness.browse(login, table: "F4318", conditions: [("DOCO", "EQUAL", [order["F4209_DOCO"]?.lenientString ?? ""]),
                                                                                 ("DCTO", "EQUAL", [order["F4209_DCTO"]?.stringValue ?? ""])])
        #expect(reply.status == 200)
        return reply.json.rows("F4318").map { "\($0["F4318_LNID"]?.intValue ?? -1) \($0["F4318_RMK"]?.stringValue ?? "")" }
    }

    @Test func anApprovalsRemarkIsTheOrdersRemark() async throws {
        // Given an order awaiting DEMO and the remarks it had
        let harness = try SimulatorHarness()
        defer { harness.stop() }
        let login = try await harness.login()
        let row = try #require(try await harness.queue(login).json.rows("F4209").first)
        let before = try await Self.remarks(harness, login, order: row)
        // When DEMO approves it with a remark of exactly 30 characters
        let remark = "Within budget, framework 2026."
        #expect(remark.count == 30)
        #expect(try await harness.decide(login, order: row, remark: remark).status == 200)
        // Then F4318 holds it whole at the order's level, beside what was there
        #expect(try await Self.remarks(harness, login, order: row).sorted() == (before + ["0 \(remark)"]).sorted())
    }

    @Test func aRejectionsAndAForwardsRemarksAreKeptToo() async throws {
        let harness = try SimulatorHarness()
        defer { harness.stop() }
        let login = try await harness.login()
        let queue = try await harness.queue(login).json.rows("F4209")
        let rejected = try #require(queue.first), forwarded = try #require(queue.last)
        let before = (try await Self.remarks(harness, login, order: rejected), try await Self.remarks(harness, login, order: forwarded))
        // When DEMO rejects one order with a remark and forwards another with one
        #expect(try await harness.decide(login, order: rejected, reject: "PR", remark: "price too high").status == 200)
        #expect(try await ForwardTests.forward(harness, login, order: forwarded, to: DemoPeople.idle.addressNumber,
                                               remark: "your cost centre").status == 200)
        // Then each remark is its order's
        #expect(try await Self.remarks(harness, login, order: rejected).sorted() == (before.0 + ["0 price too high"]).sorted())
        #expect(try await Self.remarks(harness, login, order: forwarded).sorted() == (before.1 + ["0 your cost centre"]).sorted())
    }

    @Test func aDecisionWithoutARemarkWritesNone() async throws {
        let harness = try SimulatorHarness()
        defer { harness.stop() }
        let login = try await harness.login()
        let row = try #require(try await harness.queue(login).json.rows("F4209").first)
        let before = try harness.sut.inspect { try $0.scalar("SELECT COUNT(*) FROM F4318").int }
        // When DEMO approves with a blank remark
        #expect(try await harness.decide(login, order: row, remark: "  ").status == 200)
        // Then F4318 is as it was
        #expect(try harness.sut.inspect { try $0.scalar("SELECT COUNT(*) FROM F4318").int } == before)
    }
}
