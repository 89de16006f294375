@testable import AISSimulator
import Foundation
import Testing

/// `/jderest/v2/appstack` (contract §5.2): deciding an order through P43081's W43081A and W43081B, whole
/// or line by line, with the orchestrations' rules behind the buttons.
@Suite struct AppStackDecisionTests {
    @Test func openFindReviewApproveAndCloseApprovesTheOrder() async throws {
        let harness = try SimulatorHarness(orders: 30)
        defer { harness.stop() }
        let login = try await harness.login()
        let row = try await DecisionTests.queueRow(harness, login, withinLimit: true)
        let number = try #require(row["F4209_DOCO"]?.intValue)
        let level = String(row["F4209_ASTS"]?.stringValue?.prefix(1) ?? "")
        // When DEMO opens W43081A narrowed to the order and finds it
        let opened = try await harness.openStack(login, order: (number, "OP"))
        // Then the order is the one row, by alias, with the stack's fields
        #expect(opened.status == 200)
        #expect(opened.json["stateId"] == 1)
        #expect(opened.json["currentApp"] == "P43081_W43081A_ZJDE0001")
        #expect([15, 16].contains(opened.json["rid"]?.stringValue?.count ?? 0))
        #expect(opened.json["sysErrors"] == [])
        let rows = opened.json.gridRows("W43081A")
        #expect(rows.count == 1)
        let found = try #require(rows.first)
        #expect(found["rowIndex"] == 0)
        #expect(found["z_DOCO_22"]?["internalValue"] == .int(number))
        #expect(found["z_DOCO_22"]?["value"] == .string(String(number)))
        #expect(found["z_DCTO_21"]?["internalValue"] == "OP")
        #expect(found["z_KCOO_20"]?["internalValue"] == "00200")
        #expect(found["z_SFXO_24"]?["internalValue"] == "000")
        #expect(found["z_DOCO_22"]?["dataType"] == 9)
        #expect(found["z_TRDJ_65"]?["internalValue"]?.stringValue?.allSatisfy(\.isNumber) == true)
        #expect(found["z_TRDJ_65"]?["value"]?.stringValue?.wholeMatch(of: /\d\d\/\d\d\/\d{4}/) != nil)
        #expect(found["z_OTOT_183"]?["internalValue"]?.doubleValue != nil)
        #expect(found["z_ALPH_187"]?["value"]?.stringValue?.isEmpty == false)
        #expect(opened.json.form("W43081A")?["data"]?["gridData"]?["columns"]?["z_DOCO_22"] == "Order Number")
        #expect(opened.json.form("W43081A")?["data"]?["gridData"]?["summary"] == ["records": 1, "moreRecords": false])
        #expect(try await harness.openStacks() == 1)
        // When DEMO reviews it
        let review = try await harness.execute(login, after: opened.json, formOID: "W43081A", [("SelectRow", "1.0"), ("DoAction", "114")])
        // Then W43081B names the order and lists its lines
        #expect(review.status == 200)
        #expect(review.json["stateId"] == 2)
        #expect(review.json["currentApp"] == "P43081_W43081B_ZJDE0001")
        #expect(review.json.form("W43081B")?["data"]?["z_DOCO_8"]?["internalValue"] == .int(number))
        #expect(review.json.form("W43081B")?["data"]?["z_DCTO_10"]?["internalValue"] == "OP")
        #expect(review.json.form("W43081B")?["data"]?["z_KCOO_29"]?["internalValue"] == "00200")
        let lines = review.json.gridRows("W43081B")
        #expect(lines.count == (try harness.lineStatuses(number)).count)
        #expect(lines.first?["z_LNID_40"]?["internalValue"] == 1)
        #expect(lines.first?["z_LTTR_151"]?["internalValue"] == "220")
        #expect(lines.first?["z_SFXO_148"] != nil && lines.first?["z_LITM_81"] != nil && lines.first?["z_UORG_80"] != nil)
        #expect(lines.first?["z_PRRC_82"] != nil && lines.first?["z_DSC1_68"] != nil)
        // When DEMO approves every line
        let approved = try await harness.execute(login, after: review.json, formOID: "W43081B", [("SelectAllRows", "1"), ("DoAction", "94")])
        // Then the answer is back on W43081A without errors, and the order no longer awaits DEMO
        #expect(approved.status == 200)
        #expect(approved.json["stateId"] == 3)
        #expect(approved.json.formErrors("W43081A").isEmpty)
        #expect(approved.json.form("W43081A") != nil)
        #expect(approved.json.gridRows("W43081A").isEmpty)
        // And F4209 holds the approval as the orchestration records it
        let state = try await harness.admin("GET", SimulatorHarness.adminPath(row) + "/decisions")
        let decided = try #require(state.json["heldOrders"]?.arrayValue?.first { $0["RPER"] == 4242 })
        #expect(decided["ASTS"]?.stringValue == level + "A")
        #expect(decided["RDB"] == "DEMO")
        #expect(state.json["lineNextStatuses"] == ["280"])
        #expect(state.json["appStackDecisionsAccepted"] == 1)
        #expect(state.json["decisions"]?[0]?["source"] == "appstack")
        // When the stack is closed, no stack stays open
        let closed = try await harness.closeStack(login, after: approved.json)
        #expect(closed.status == 200)
        #expect(try await harness.openStacks() == 0)
        #expect(harness.sut.openAppStacks == 0)
        #expect(harness.sut.requestCounts.appStacks == 4)
    }

    @Test func rejectingTwoLinesThenApprovingTheRestApprovesTheOrder() async throws {
        let harness = try SimulatorHarness()
        defer { harness.stop() }
        let login = try await harness.login()
        let order = try await harness.newOrder(lines: 4)
        let opened = try await harness.openStack(login, order: (order.number, order.type))
        let review = try await harness.execute(login, after: opened.json, formOID: "W43081A", [("SelectRow", "1.0"), ("DoAction", "114")])
        // When DEMO rejects the first two lines
        let rejected = try await harness.execute(login, after: review.json, formOID: "W43081B",
                                                 [("SelectRow", "1.0"), ("SelectRow", "1.1"), ("DoAction", "96")])
        // Then the answer is back on W43081A, the order still awaits DEMO, and only those lines are rejected
        #expect(rejected.status == 200)
        #expect(rejected.json.formErrors("W43081A").isEmpty)
        #expect(rejected.json.gridRows("W43081A").count == 1)
        #expect(try harness.lineStatuses(order.number) == ["980/999", "980/999", "220/230", "220/230"])
        let midway = try await harness.admin("GET", order.path + "/decisions")
        #expect(midway.json["heldOrders"]?.arrayValue?.last?["ASTS"]?.stringValue?.hasSuffix("N") == true)
        #expect(midway.json["decisions"]?[0]?["action"] == "reject lines")
        // When DEMO reviews it again and approves only one of the two remaining lines
        let again = try await harness.execute(login, after: rejected.json, formOID: "W43081A", [("SelectRow", "1.0"), ("DoAction", "114")])
        #expect(again.json.gridRows("W43081B").map { $0["z_LTTR_151"]?["internalValue"] } == ["980", "980", "220", "220"])
        let partial = try await harness.execute(login, after: again.json, formOID: "W43081B", [("SelectRow", "1.2"), ("DoAction", "94")])
        // Then the form refuses: P43081 approves an order whole
        #expect(partial.json.formErrors("W43081B").first?["CODE"] == "4375")
        #expect(partial.json.formErrors("W43081B").first?["ERRORCONTROL"] == "94")
        // When DEMO selects every row and approves
        let approved = try await harness.execute(login, after: partial.json, formOID: "W43081B", [("SelectAllRows", "1"), ("DoAction", "94")])
        // Then the order is approved; its remaining lines move on, the rejected ones stay rejected
        #expect(approved.json.formErrors("W43081A").isEmpty)
        #expect(approved.json.gridRows("W43081A").isEmpty)
        #expect(try harness.lineStatuses(order.number) == ["980/999", "980/999", "230/280", "230/280"])
        let state = try await harness.admin("GET", order.path + "/decisions")
        #expect(state.json["heldOrders"]?.arrayValue?.last?["ASTS"]?.stringValue?.hasSuffix("A") == true)
        #expect(state.json["heldOrders"]?.arrayValue?.last?["RDB"] == "DEMO")
    }

    @Test func rejectingEveryLineRejectsTheOrder() async throws {
        let harness = try SimulatorHarness()
        defer { harness.stop() }
        let login = try await harness.login()
        let order = try await harness.newOrder(lines: 3)
        let opened = try await harness.openStack(login, order: (order.number, order.type))
        let review = try await harness.execute(login, after: opened.json, formOID: "W43081A", [("SelectRow", "1.0"), ("DoAction", "114")])
        // When DEMO selects every line and rejects
        let rejected = try await harness.execute(login, after: review.json, formOID: "W43081B", [("SelectAllRows", "1"), ("DoAction", "96")])
        // Then the order is rejected as the reject orchestration does: 1R/2R, lines to 980, originator notified
        #expect(rejected.status == 200)
        #expect(rejected.json.formErrors("W43081A").isEmpty)
        #expect(rejected.json.gridRows("W43081A").isEmpty)
        let state = try await harness.admin("GET", order.path + "/decisions")
        let rows = state.json["heldOrders"]?.arrayValue ?? []
        #expect(rows.contains { $0["RPER"] == 4242 && $0["ASTS"]?.stringValue?.hasSuffix("R") == true && $0["RDB"] == "DEMO" })
        #expect(rows.last?["ASTS"] == "3N")
        #expect(state.json["lineNextStatuses"] == ["980"])
        #expect(state.json["decisions"]?[0]?["action"] == "reject")
        #expect(state.json["decisions"]?[0]?["source"] == "appstack")
    }

    @Test func aDecisionOnAnOrderOnHoldAnswersTheFormErrorAndChangesNothing() async throws {
        let harness = try SimulatorHarness()
        defer { harness.stop() }
        let login = try await harness.login()
        let order = try await harness.newOrder(lines: 2)
        harness.sut.faults.refusedOrders = [order.number]
        let opened = try await harness.openStack(login, order: (order.number, order.type))
        let review = try await harness.execute(login, after: opened.json, formOID: "W43081A", [("SelectRow", "1.0"), ("DoAction", "114")])
        // When DEMO approves it
        let sut = try await harness.execute(login, after: review.json, formOID: "W43081B", [("SelectAllRows", "1"), ("DoAction", "94")])
        // Then W43081B stays on top with the hold error, whose MOBILE text says why
        #expect(sut.status == 200)
        let error = try #require(sut.json.formErrors("W43081B").first)
        #expect(error["CODE"] == "4373")
        #expect(error["TITLE"] == "Order on hold")
        #expect(error["ERRORCONTROL"] == "94")
        #expect(error["MOBILE"] == .string("Order \(order.number) is on hold and cannot be approved."))
        #expect(error["DESC"]?.stringValue?.isEmpty == false)
        // And nothing changed
        let state = try await harness.admin("GET", order.path + "/decisions")
        #expect(state.json["decisions"] == [])
        #expect(try harness.lineStatuses(order.number) == ["220/230", "220/230"])
        // When the hold is released, the same stack decides
        harness.sut.faults.refusedOrders = []
        let retried = try await harness.execute(login, after: sut.json, formOID: "W43081B", [("DoAction", "94")])
        #expect(retried.json.formErrors("W43081A").isEmpty)
        #expect(try harness.lineStatuses(order.number) == ["230/280", "230/280"])
    }

    @Test func anOrderDecidedElsewhereBetweenReviewAndApproveIsAFormError() async throws {
        let harness = try SimulatorHarness()
        defer { harness.stop() }
        let login = try await harness.login()
        let order = try await harness.newOrder(lines: 2)
        let opened = try await harness.openStack(login, order: (order.number, order.type))
        let review = try await harness.execute(login, after: opened.json, formOID: "W43081A", [("SelectRow", "1.0"), ("DoAction", "114")])
        // Given the order approved by the admin endpoint meanwhile
        #expect(try await harness.admin("POST", order.path + "/approve").status == 200)
        // When DEMO approves it on W43081B
        let sut = try await harness.execute(login, after: review.json, formOID: "W43081B", [("SelectAllRows", "1"), ("DoAction", "94")])
        // Then the form refuses it, and only the admin's decision is recorded
        let error = try #require(sut.json.formErrors("W43081B").first)
        #expect(error["CODE"] == "4374")
        #expect(error["MOBILE"]?.stringValue?.contains("no longer awaits your approval") == true)
        let state = try await harness.admin("GET", order.path + "/decisions")
        #expect(state.json["appStackDecisionsAccepted"] == 0)
        #expect(state.json["decisions"]?.arrayValue?.count == 1)
    }

    @Test func theAnswerOfTheDecisiveExecuteCanBeLostAfterTheDecision() async throws {
        let harness = try SimulatorHarness()
        defer { harness.stop() }
        let login = try await harness.login()
        let order = try await harness.newOrder(lines: 1)
        let opened = try await harness.openStack(login, order: (order.number, order.type))
        let review = try await harness.execute(login, after: opened.json, formOID: "W43081A", [("SelectRow", "1.0"), ("DoAction", "114")])
        // Given the next decision's connection reset before its answer (a raw connection: URLSession waits on Linux)
        harness.sut.faults.resetDecisions = 1
        let body: JSONValue = .object(login.credentials + [
            ("action", "execute"), ("stackId", review.json["stackId"] ?? 0), ("stateId", review.json["stateId"] ?? 0),
            ("rid", review.json["rid"] ?? ""),
            ("actionRequest", ["formOID": "W43081B", "formActions": [["command": "SelectAllRows", "controlID": "1"],
                                                                     ["command": "DoAction", "controlID": "94"]]]),
        ])
        let json = JSONWriter.string(body)
        let connection = try RawHTTPConnection(port: harness.sut.port)
        connection.send("POST /jderest/v2/appstack HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                        + "Content-Length: \(json.utf8.count)\r\n\r\n\(json)")
        // Then the connection is reset, and the order was approved all the same
        #expect(connection.closingError() == ECONNRESET)
        #expect(try harness.lineStatuses(order.number) == ["230/280"])
        #expect(harness.sut.faults.resetDecisions == 0)
    }

    @Test func aReviewWithoutASelectedRowIsAFormError() async throws {
        let harness = try SimulatorHarness()
        defer { harness.stop() }
        let login = try await harness.login()
        let opened = try await harness.openStack(login)
        #expect(opened.json.gridRows("W43081A").count == 12)
        let sut = try await harness.execute(login, after: opened.json, formOID: "W43081A", [("DoAction", "114")])
        #expect(sut.json.form("W43081A") != nil)
        #expect(sut.json.formErrors("W43081A").first?["CODE"] == "4376")
    }
}
