@testable import AISSimulator
import Testing

/// `--refuse-order N`: the approval form refuses every decision on order N, with the form error real
/// servers send (contract §9): an object-shaped `message`, no `userDefinedErrorText`.
@Suite struct RefusedOrderTests {
    @Test func aDecisionOnARefusedOrderAnswersTheFormError() async throws {
        let harness = try SimulatorHarness()
        defer { harness.stop() }
        let login = try await harness.login()
        let row = try #require(try await harness.queue(login).json.rows("F4209").first)
        let number = try #require(row["F4209_DOCO"]?.intValue)
        harness.sut.faults.refusedOrders = [number]
        // When DEMO approves it
        let sut = try await harness.decide(login, order: row)
        // Then the answer is 500 with the form's error inside the message object, as §9 shows
        #expect(sut.status == 500)
        let errors = sut.json["message"]?["ServiceRequest: SR_P43081"]?["JAS Response"]?["fs_P43081_W43081A"]?["errors"]
        let error = try #require(errors?[0])
        #expect(error["CODE"] == "4373")
        #expect(error["TITLE"] == "Error: Order is on hold")
        #expect(error["MOBILE"] == "Order is on hold")
        #expect(error["DESC"]?.stringValue?.hasPrefix("CAUSE . . . .  Order is on hold") == true)
        #expect(sut.json["exception"] == "Exception")
        #expect(sut.json["exceptionId"]?.stringValue?.wholeMatch(of: /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/) != nil)
        #expect(sut.json["jde__status"] == "ERROR")
        #expect(sut.json["jde__simpleMessage"] == "ServiceRequest SR_P43081 failed: App Stack Exception")
        #expect(sut.json["userDefinedErrorText"] == nil)
        guard case .object(let pairs) = sut.json else { Issue.record("not an object"); return }
        #expect(pairs.map(\.0) == ["message", "exception", "exceptionId", "jde__status", "jde__simpleMessage"])
        // And the order still awaits DEMO, with no decision recorded
        let state = try await harness.admin("GET", SimulatorHarness.adminPath(row) + "/decisions")
        #expect(state.json["orchestrationDecisionsAccepted"] == 0)
        #expect(try await harness.queue(login).json.rows("F4209").contains { $0["F4209_DOCO"] == row["F4209_DOCO"] })
    }

    @Test func aRejectOfARefusedOrderIsRefusedToo() async throws {
        let harness = try SimulatorHarness()
        defer { harness.stop() }
        let login = try await harness.login()
        let row = try #require(try await harness.queue(login).json.rows("F4209").first)
        // Given the order refused through the admin endpoint
        let set = try await harness.admin("PUT", "/faults", ["refusedOrders": [row["F4209_DOCO"] ?? 0]])
        #expect(set.json["refusedOrders"] == [row["F4209_DOCO"] ?? 0])
        // When DEMO rejects it with a valid reason
        let sut = try await harness.decide(login, order: row, reject: "PR")
        // Then the form refuses it
        #expect(sut.status == 500)
        #expect(sut.json["message"]?["ServiceRequest: SR_P43081"] != nil)
        // And other orders are decided as usual
        let other = try #require(try await harness.queue(login).json.rows("F4209").first { $0["F4209_DOCO"] != row["F4209_DOCO"] })
        #expect(try await harness.decide(login, order: other).status == 200)
    }

    @Test func theOrchestrationsOwnRefusalsKeepUserDefinedErrorText() async throws {
        let harness = try SimulatorHarness()
        defer { harness.stop() }
        let login = try await harness.login()
        let row = try #require(try await harness.queue(login).json.rows("F4209").first)
        // When a remark is too long
        let sut = try await harness.decide(login, order: row, remark: String(repeating: "x", count: 31))
        // Then the orchestration's own error text says why, with a string message
        #expect(sut.status == 500)
        #expect(sut.json["userDefinedErrorText"]?.stringValue?.contains("30") == true)
        #expect(sut.json["message"]?.stringValue != nil)
    }

    @Test func inTidyShapesARefusedOrderAnswersWithUserDefinedErrorText() async throws {
        let harness = try SimulatorHarness { $0.shapes = .tidy }
        defer { harness.stop() }
        let login = try await harness.login()
        let row = try #require(try await harness.queue(login).json.rows("F4209").first)
        harness.sut.faults.refusedOrders = [row["F4209_DOCO"]?.intValue ?? 0]
        let sut = try await harness.decide(login, order: row)
        #expect(sut.status == 500)
        #expect(sut.json["message"] == "Order is on hold")
        #expect(sut.json["userDefinedErrorText"]?.stringValue?.contains("is on hold") == true)
    }
}
