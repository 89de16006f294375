@testable import AISSimulator
import Foundation
import Testing

@Suite struct FaultTests {
    @Test func anErrorRateOfOneAnswers500() async throws {
        let harness = try SimulatorHarness { $0.faults.errorRate = 1 }
        defer { harness.stop() }
        let reply = try await harness.post("/v2/tokenrequest", ["username": "DEMO", "password": "demo", "deviceName": "d"])
        #expect(reply.status == 500)
        #expect(reply.json["jde__status"] == "ERROR")
    }

    @Test func anErrorRateCanAimAtOneEndpoint() async throws {
        let harness = try SimulatorHarness()
        defer { harness.stop() }
        // Given 500 answers on the data service only, set at run time
        let set = try await harness.admin("PUT", "/faults", ["endpointErrorRates": ["dataservice": 1]])
        #expect(set.status == 200)
        // Then login works and the data service fails
        let login = try await harness.login()
        #expect(try await harness.queue(login).status == 500)
        #expect(try await harness.post("/v2/tokenrequest/validate", .object(login.credentials)).status == 200)
    }

    @Test func droppedAnswersFailOnTheClientButTheServerGoesOn() async throws {
        let harness = try SimulatorHarness()
        defer { harness.stop() }
        let login = try await harness.login()
        harness.sut.faults.dropRate = 1
        // When the answer is cut off mid-body
        await #expect(throws: (any Error).self) { try await harness.queue(login) }
        // Then once the fault is off the next request is served
        harness.sut.faults.dropRate = 0
        #expect(try await harness.queue(login).status == 200)
    }

    @Test func aLostDecisionIsCommittedWithoutAnAnswer() async throws {
        let harness = try SimulatorHarness()
        defer { harness.stop() }
        let login = try await harness.login()
        let row = try #require(try await harness.queue(login).json.rows("F4209").first)
        _ = try await harness.admin("PUT", "/faults", ["decisionLostRate": 1])
        // When DEMO approves and the connection drops before the answer
        let sut = try harness.rawApproval(of: row, login)
        #expect(sut.readResponse() == nil)
        // Then the decision was recorded, and sending it again is refused
        let state = try await harness.admin("GET", SimulatorHarness.adminPath(row) + "/decisions")
        #expect(state.json["orchestrationDecisionsAccepted"] == 1)
        #expect(state.json["heldOrders"]?.arrayValue?.contains { $0["RDB"] == "DEMO" } == true)
        _ = try await harness.admin("POST", "/faults/reset")
        #expect(try await harness.decide(login, order: row).status == 500)
    }

    @Test func latencyDelaysButStillAnswers() async throws {
        let harness = try SimulatorHarness { $0.faults.latencyMilliseconds = 30; $0.faults.jitterMilliseconds = 10 }
        defer { harness.stop() }
        let login = try await harness.login()
        #expect(try await harness.queue(login).status == 200)
    }

    @Test func hostileTextReachesEveryFreeTextFieldButNotTheCodes() async throws {
        let harness = try SimulatorHarness(orders: 30) { $0.faults.hostileText = true }
        defer { harness.stop() }
        let login = try await harness.login()
        // When names and descriptions are read
        let names = try await harness.browse(login, table: "F0101", pageSize: "200")
        let lines = try await harness.browse(login, table: "F4311", columns: ["DOCO", "DCTO", "DSC1", "MCU"], pageSize: "200")
        // Then they carry control characters, escapes or invalid Unicode, and the body is still valid JSON
        #expect(names.status == 200)
        let text = String(decoding: names.raw, as: UTF8.self)
        #expect(text.contains("\\u001b"))
        #expect(text.contains("\\udc00\\ud800"))
        #expect(text.contains("\u{9B}"))
        let descriptions = lines.json.rows("F4311").compactMap { $0["F4311_DSC1"]?.stringValue }
        #expect(descriptions.contains { $0.unicodeScalars.contains { $0.value < 0x20 || (0x80..<0xA0).contains($0.value) } })
        #expect(descriptions.contains { $0.count > 2_000 })
        // And codes stay usable
        #expect(lines.json.rows("F4311").allSatisfy { ["OP", "OS"].contains($0["F4311_DCTO"]?.stringValue ?? "") })
    }

    @Test func everyHostileVariantIsValidJSON() throws {
        for n in 0..<HostileText.variantCount {
            let sut = HostileText.variant(n, of: "Müller \"GmbH\"")
            #expect(throws: Never.self) { try JSONParser.parse(JSONWriter.bytes(["x": sut])) }
        }
    }

    @Test func faultSettingsAreReadAndRefusedByTheAdminEndpoint() async throws {
        let harness = try SimulatorHarness { $0.tokenLifetime = 60 }
        defer { harness.stop() }
        let current = try await harness.admin("GET", "/faults")
        let bad = try await harness.admin("PUT", "/faults", ["errorRate": 2])
        let unknown = try await harness.admin("PUT", "/faults", ["nope": 1])
        let endpoint = try await harness.admin("PUT", "/faults", ["endpointErrorRates": ["nowhere": 1]])
        #expect(current.json["tokenLifetimeSeconds"] == 60)
        #expect(bad.status == 400)
        #expect(unknown.status == 400)
        #expect(endpoint.status == 400)
        #expect(harness.sut.faults == FaultSettings(tokenLifetimeSeconds: 60))
    }
}
