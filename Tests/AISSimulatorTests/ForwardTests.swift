@testable import AISSimulator
import Testing

/// `ORCH_ForwardPurchaseOrder` (contract §5.1).
@Suite struct ForwardTests {
    static func forward(_ harness: SimulatorHarness, _ login: SimulatorHarness.Login, order: JSONValue, to: Int,
                        remark: String = "you own this budget") async throws -> SimulatorHarness.Reply {
        try await harness.post("/v3/orchestrator/ORCH_ForwardPurchaseOrder", .object(login.credentials + [
            ("OrderNumber", order["F4209_DOCO"] ?? .null), ("OrderType", order["F4209_DCTO"] ?? .null),
            ("OrderCompany", order["F4209_KCOO"] ?? .null), ("OrderSuffix", order["F4209_SFXO"] ?? .null),
            ("ForwardTo", .int(to)), ("Remark", .string(remark)),
        ]))
    }

    @Test func aForwardedOrderAwaitsTheColleagueAndIsRecordedAsFW() async throws {
        let harness = try SimulatorHarness()
        defer { harness.stop() }
        let demo = try await harness.login()
        let row = try #require(try await harness.queue(demo).json.rows("F4209").first)
        // When DEMO forwards it to IDLE
        let sut = try await Self.forward(harness, demo, order: row, to: DemoPeople.idle.addressNumber)
        // Then the answer is the success shape with ForwardedTo
        #expect(sut.status == 200)
        #expect(sut.json["jde__status"] == "SUCCESS")
        #expect(sut.json["ForwardedTo"] == .int(DemoPeople.idle.addressNumber))
        // And the order left DEMO's queue for IDLE's, with an FW row by DEMO carrying the remark
        #expect(try await !harness.queue(demo).json.rows("F4209").contains { $0["F4209_DOCO"] == row["F4209_DOCO"] })
        let idle = try await harness.login("IDLE")
        #expect(try await harness.queue(idle).json.rows("F4209").contains { $0["F4209_DOCO"] == row["F4209_DOCO"] })
        let state = try await harness.admin("GET", SimulatorHarness.adminPath(row) + "/decisions")
        let fw = try #require(state.json["heldOrders"]?.arrayValue?.first { $0["ASTS"] == "FW" })
        #expect(fw["RDB"] == "DEMO")
        #expect(fw["RPER"] == .int(DemoPeople.idle.addressNumber))
        #expect(state.json["remarks"]?.arrayValue?.contains(["LNID": 0, "RMK": "you own this budget"]) == true)
        // And IDLE can approve it
        #expect(try await harness.decide(idle, order: row).status == 200)
    }

    @Test func forwardRefusalsKeepUserDefinedErrorText() async throws {
        let harness = try SimulatorHarness()
        defer { harness.stop() }
        let demo = try await harness.login()
        let row = try #require(try await harness.queue(demo).json.rows("F4209").first)
        // When DEMO forwards to itself, to no approver, to NOADDR's 0, or with a long remark
        let toSelf = try await Self.forward(harness, demo, order: row, to: DemoPeople.demo.addressNumber)
        let toBuyer = try await Self.forward(harness, demo, order: row, to: DemoPeople.buyers[0].addressNumber)
        let toZero = try await Self.forward(harness, demo, order: row, to: 0)
        let longRemark = try await Self.forward(harness, demo, order: row, to: DemoPeople.idle.addressNumber, remark: String(repeating: "x", count: 31))
        // Then each is the orchestration's own refusal, and the order still awaits DEMO
        for sut in [toSelf, toBuyer, toZero, longRemark] {
            #expect(sut.status == 500)
            #expect(sut.json["userDefinedErrorText"]?.stringValue?.isEmpty == false)
        }
        #expect(try await harness.queue(demo).json.rows("F4209").contains { $0["F4209_DOCO"] == row["F4209_DOCO"] })
    }

    @Test func aRefusedOrderCannotBeForwarded() async throws {
        let harness = try SimulatorHarness()
        defer { harness.stop() }
        let demo = try await harness.login()
        let row = try #require(try await harness.queue(demo).json.rows("F4209").first)
        harness.sut.faults.refusedOrders = [row["F4209_DOCO"]?.intValue ?? 0]
        let sut = try await Self.forward(harness, demo, order: row, to: DemoPeople.idle.addressNumber)
        #expect(sut.status == 500)
        #expect(sut.json["message"]?["ServiceRequest: SR_P43081"] != nil)
        #expect(sut.json["userDefinedErrorText"] == nil)
    }
}
