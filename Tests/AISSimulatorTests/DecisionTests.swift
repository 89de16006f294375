@testable import AISSimulator
import Testing

@Suite struct DecisionTests {
    /// A row of DEMO's queue whose order total is within (or above) DEMO's 25,000 limit.
    static func queueRow(_ harness: SimulatorHarness, _ login: SimulatorHarness.Login, withinLimit: Bool) async throws -> JSONValue {
        let totals = try await harness.browse(login, table: "F4301", columns: ["DOCO", "OTOT"],
                                              conditions: [("OTOT", withinLimit ? "LESS_EQUAL" : "GREATER", ["25000"])], pageSize: "1000")
        let numbers = Set(totals.json.rows("F4301").compactMap { $0["F4301_DOCO"]?.intValue })
        let queue = try await harness.queue(login)
        return try #require(queue.json.rows("F4209").first { numbers.contains($0["F4209_DOCO"]?.intValue ?? 0) })
    }

    @Test func approvingWithinTheLimitApprovesTheOrder() async throws {
        let harness = try SimulatorHarness(orders: 30)
        defer { harness.stop() }
        let login = try await harness.login()
        let row = try await Self.queueRow(harness, login, withinLimit: true)
        let level = String(row["F4209_ASTS"]?.stringValue?.prefix(1) ?? "")
        // When DEMO approves it
        let reply = try await harness.decide(login, order: row, remark: "within budget")
        // Then it is approved and moves to 280 with no next approver
        #expect(reply.status == 200)
        #expect(reply.json["jde__status"] == "SUCCESS")
        #expect(reply.json["ApprovalStatus"]?.stringValue == level + "A")
        #expect(reply.json["OrderStatus"] == "280")
        #expect(reply.json["NextApprover"] == 0)
        #expect(reply.json["OrderNumber"] == row["F4209_DOCO"])
        #expect(reply.json["jde__simpleMessage"]?.stringValue?.contains("approved") == true)
        // And F4209 records the decision by DEMO, today, F4318 its remark, and the queue no longer holds it
        let state = try await harness.admin("GET", SimulatorHarness.adminPath(row) + "/decisions")
        let decided = try #require(state.json["heldOrders"]?.arrayValue?.first { $0["RPER"] == 4242 })
        #expect(decided["ASTS"]?.stringValue == level + "A")
        #expect(decided["RDB"] == "DEMO")
        #expect(decided["RDJ"]?.stringValue == CalendarDay(harness.sut.clock.now()).iso)
        #expect(state.json["remarks"]?.arrayValue?.contains(["LNID": 0, "RMK": "within budget"]) == true)
        #expect(state.json["orchestrationDecisionsAccepted"] == 1)
        #expect(state.json["lineNextStatuses"] == ["280"])
        let queue = try await harness.queue(login)
        #expect(!queue.json.rows("F4209").contains { $0["F4209_DOCO"] == row["F4209_DOCO"] })
    }

    @Test func approvingAboveTheLimitSendsTheOrderToTheNextApprover() async throws {
        let harness = try SimulatorHarness(orders: 30)
        defer { harness.stop() }
        let login = try await harness.login()
        let row = try await Self.queueRow(harness, login, withinLimit: false)
        // When DEMO approves an order above its limit
        let reply = try await harness.decide(login, order: row)
        // Then the approval is recorded, the order stays 230 and awaits the next approver on its route
        #expect(reply.status == 200)
        #expect(reply.json["OrderStatus"] == "230")
        let next = try #require(reply.json["NextApprover"]?.intValue)
        let route = row["F4209_ARTG"]?.stringValue
        #expect(next == (route == "MONEY" ? DemoPeople.kenji.addressNumber : DemoPeople.marie.addressNumber))
        let state = try await harness.admin("GET", SimulatorHarness.adminPath(row) + "/decisions")
        let rows = state.json["heldOrders"]?.arrayValue ?? []
        let awaiting = try #require(rows.last)
        #expect(awaiting["RPER"]?.intValue == next)
        #expect(awaiting["ASTS"] == "2N")
        #expect(awaiting["RDB"] == "DEMO")
        #expect(state.json["lineNextStatuses"] == ["230"])
        // And the next approver now finds it in its queue
        let nextUser = next == DemoPeople.kenji.addressNumber ? "KENJI" : "MARIE"
        let theirs = try await harness.queue(try await harness.login(nextUser))
        #expect(theirs.json.rows("F4209").contains { $0["F4209_DOCO"] == row["F4209_DOCO"] })
    }

    @Test func theSameDecisionTwiceIsRefused() async throws {
        let harness = try SimulatorHarness()
        defer { harness.stop() }
        let login = try await harness.login()
        let row = try #require(try await harness.queue(login).json.rows("F4209").first)
        // When the same approval is sent twice
        let first = try await harness.decide(login, order: row)
        let second = try await harness.decide(login, order: row)
        // Then the second is refused: the order no longer awaits DEMO
        #expect(first.status == 200)
        #expect(second.status == 500)
        #expect(second.json["jde__status"] == "ERROR")
        #expect(second.json["userDefinedErrorText"]?.stringValue?.contains("not awaiting your approval") == true)
        let state = try await harness.admin("GET", SimulatorHarness.adminPath(row) + "/decisions")
        #expect(state.json["orchestrationDecisionsAccepted"] == 1)
    }

    @Test func rejectingNeedsAValidReasonAndNotifiesTheOriginator() async throws {
        let harness = try SimulatorHarness()
        defer { harness.stop() }
        let login = try await harness.login()
        let row = try #require(try await harness.queue(login).json.rows("F4209").first)
        // When DEMO rejects without a reason, with an unknown one, then with PR
        let missing = try await harness.decide(login, order: row, reject: "")
        let unknown = try await harness.decide(login, order: row, reject: "ZZ")
        let reply = try await harness.decide(login, order: row, reject: "PR", remark: "price too high")
        // Then only the valid reason is accepted; the order is rejected and its originator notified
        #expect(missing.status == 500)
        #expect(unknown.status == 500)
        #expect(reply.status == 200)
        #expect(reply.json["ApprovalStatus"]?.stringValue?.hasSuffix("R") == true)
        #expect(reply.json["OrderStatus"] == "980")
        let state = try await harness.admin("GET", SimulatorHarness.adminPath(row) + "/decisions")
        let rows = state.json["heldOrders"]?.arrayValue ?? []
        #expect(rows.last?["ASTS"] == "3N")
        #expect(rows.last?["RPER"] == row["F4209_AN8"])
        #expect(state.json["decisions"]?[0]?["reason"] == "PR")
    }

    @Test func aRemarkOver30CharactersIsRefusedNotCut() async throws {
        let harness = try SimulatorHarness()
        defer { harness.stop() }
        let login = try await harness.login()
        let row = try #require(try await harness.queue(login).json.rows("F4209").first)
        let refused = try await harness.decide(login, order: row, remark: String(repeating: "x", count: 31))
        let accepted = try await harness.decide(login, order: row, remark: String(repeating: "é", count: 30))
        #expect(refused.status == 500)
        #expect(refused.json["userDefinedErrorText"]?.stringValue?.contains("30") == true)
        #expect(accepted.status == 200)
    }

    @Test func anOrderNotAwaitingThisUserIsRefused() async throws {
        let harness = try SimulatorHarness()
        defer { harness.stop() }
        let demo = try await harness.login()
        let row = try #require(try await harness.queue(demo).json.rows("F4209").first)
        // When IDLE, who has nothing to approve, approves DEMO's order
        let idle = try await harness.login("IDLE")
        let reply = try await harness.decide(idle, order: row)
        // Then it is refused
        #expect(reply.status == 500)
        #expect(reply.json["userDefinedErrorText"]?.stringValue?.contains("not awaiting your approval") == true)
    }

    @Test func anUnknownOrderIsRefused() async throws {
        let harness = try SimulatorHarness()
        defer { harness.stop() }
        let login = try await harness.login()
        let reply = try await harness.decide(login, order: ["F4209_DOCO": 99_999_999, "F4209_DCTO": "OP", "F4209_KCOO": "00200", "F4209_SFXO": "000"])
        #expect(reply.status == 500)
        #expect(reply.json["userDefinedErrorText"]?.stringValue?.contains("does not exist") == true)
    }

    @Test func anUnknownOrchestrationAnswers404() async throws {
        let harness = try SimulatorHarness()
        defer { harness.stop() }
        let login = try await harness.login()
        let reply = try await harness.post("/v3/orchestrator/ORCH_Nope", .object(login.credentials))
        #expect(reply.status == 404)
    }

    @Test func anotherApproverCanDecideBehindTheClientsBack() async throws {
        let harness = try SimulatorHarness(orders: 30)
        defer { harness.stop() }
        let demo = try await harness.login()
        let row = try await Self.queueRow(harness, demo, withinLimit: false)
        // Given DEMO's order sent on to the next approver
        let forwarded = try await harness.decide(demo, order: row)
        #expect(forwarded.status == 200)
        // When the admin endpoint approves it now as the approver it awaits
        let reply = try await harness.admin("POST", SimulatorHarness.adminPath(row) + "/approve", ["remark": "ok by phone"])
        // Then the order is approved by that approver
        #expect(reply.status == 200)
        let state = try await harness.admin("GET", SimulatorHarness.adminPath(row) + "/decisions")
        #expect(state.json["decisions"]?.arrayValue?.count == 2)
        #expect(state.json["decisions"]?[1]?["source"] == "admin")
        #expect(state.json["orchestrationDecisionsAccepted"] == 1)
    }

    @Test func anAdminDecisionEmptiesTheClientsQueue() async throws {
        let harness = try SimulatorHarness()
        defer { harness.stop() }
        let demo = try await harness.login()
        let row = try #require(try await harness.queue(demo).json.rows("F4209").first)
        // When another session rejects DEMO's order as DEMO
        let reply = try await harness.admin("POST", SimulatorHarness.adminPath(row) + "/reject", ["asUser": "DEMO", "reason": "DU"])
        // Then DEMO's own decision is refused
        #expect(reply.status == 200)
        let mine = try await harness.decide(demo, order: row)
        #expect(mine.status == 500)
    }
}
