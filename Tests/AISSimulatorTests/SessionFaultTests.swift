@testable import AISSimulator
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing

/// Faults that end a session early or take a decision's answer away after the decision is made.
@Suite struct SessionFaultTests {
    @Test func aTokenAnswers444AfterItsUses() async throws {
        let harness = try SimulatorHarness { $0.faults.tokenUses = 3 }
        defer { harness.stop() }
        let login = try await harness.login()
        // When the token serves three requests of different kinds
        #expect(try await harness.queue(login).status == 200)
        #expect(try await harness.post("/v2/tokenrequest/validate", .object(login.credentials)).status == 200)
        #expect(try await harness.browse(login, table: "F0101", pageSize: "2").status == 200)
        // Then the fourth answers 444 with the contract's body, and so does every later one
        let sut = try await harness.queue(login)
        #expect(sut.status == 444)
        #expect(sut.json["message"] == "Invalid Token")
        #expect(sut.json["exception"] == "Exception")
        #expect(sut.json["timeStamp"]?.stringValue != nil)
        #expect(try await harness.post("/v2/tokenrequest/validate", .object(login.credentials)).status == 444)
        // And a new login gets a fresh token with its own uses
        #expect(try await harness.queue(try await harness.login()).status == 200)
    }

    @Test func afterA444TheNewTokenGoesOnPagingTheSameResultSet() async throws {
        let harness = try SimulatorHarness(orders: 12) { $0.faults.tokenUses = 2 }
        defer { harness.stop() }
        let first = try await harness.login()
        // Given a session that read two pages and then ended
        let page1 = try await harness.queue(first, pageSize: "4")
        let page2 = try await harness.post(try #require(page1.json.nextHref), .object(first.credentials))
        let href = try #require(page2.json.nextHref)
        #expect(try await harness.post(href, .object(first.credentials)).status == 444)
        // When the client logs in again on the same device and posts the link as given, with its new token
        let second = try await harness.login()
        let sut = try await harness.post(href, .object(second.credentials))
        // Then the third page is served (the token in the link is the old one and is not read)
        #expect(sut.status == 200)
        #expect(sut.json.rows("F4209").count == 4)
        #expect(sut.json.moreRecords("F4209") == false)
    }

    @Test func tokenUsesAreSetAtRunTimeForTokensAlreadyIssued() async throws {
        let harness = try SimulatorHarness()
        defer { harness.stop() }
        let login = try await harness.login()
        #expect(try await harness.queue(login).status == 200)
        // When tokens may serve two requests from now on (this one already served one)
        let set = try await harness.admin("PUT", "/faults", ["tokenUses": 2])
        #expect(set.json["tokenUses"] == 2)
        // Then it serves one more
        #expect(try await harness.queue(login).status == 200)
        #expect(try await harness.queue(login).status == 444)
    }

    @Test func resetDecisionsAreCarriedOutThenTheConnectionIsReset() async throws {
        let harness = try SimulatorHarness { $0.faults.resetDecisions = 1 }
        defer { harness.stop() }
        let login = try await harness.login()
        let rows = try await harness.queue(login).json.rows("F4209")
        let row = try #require(rows.first)
        // When DEMO approves
        let sut = try harness.rawApproval(of: row, login)
        // Then the connection is reset before any byte of the answer
        #expect(sut.closingError() == ECONNRESET)
        // And the decision was committed
        let state = try await harness.admin("GET", SimulatorHarness.adminPath(row) + "/decisions")
        #expect(state.json["orchestrationDecisionsAccepted"] == 1)
        #expect(state.json["heldOrders"]?.arrayValue?.contains { $0["RDB"] == "DEMO" } == true)
        // And the count is spent: the next decision is answered
        #expect(harness.sut.faults.resetDecisions == 0)
        #expect(try await harness.decide(login, order: try #require(rows.last)).status == 200)
    }

    @Test func resetDecisionsSetThroughTheAdminEndpoint() async throws {
        let harness = try SimulatorHarness()
        defer { harness.stop() }
        let set = try await harness.admin("PUT", "/faults", ["resetDecisions": 2])
        #expect(set.status == 200)
        #expect(harness.sut.faults.resetDecisions == 2)
        #expect(try await harness.admin("PUT", "/faults", ["resetDecisions": -1]).status == 400)
        #expect(try await harness.admin("PUT", "/faults", ["tokenUses": "six"]).status == 400)
        #expect(try await harness.admin("PUT", "/faults", ["refusedOrders": [0]]).status == 400)
        #expect(try await harness.admin("POST", "/faults/reset").json["resetDecisions"] == 0)
    }
}
