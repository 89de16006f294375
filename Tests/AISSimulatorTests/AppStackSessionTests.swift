@testable import AISSimulator
import Foundation
import Testing

/// `/jderest/v2/appstack` (contract §5.2): what a stack refuses or forgets — stale `rid`/`stateId`, a session
/// that ended, a form not on top, too many stacks, malformed requests — and the names and ids it answers with.
@Suite struct AppStackSessionTests {
    @Test func aWrongRidOrAStaleStateIdIsRefusedAndTheStackGoesOn() async throws {
        let harness = try SimulatorHarness()
        defer { harness.stop() }
        let login = try await harness.login()
        let opened = try await harness.openStack(login)
        let step = try await harness.execute(login, after: opened.json, formOID: "W43081A", [("SelectRow", "1.0")])
        #expect(step.json["stateId"] == 2)
        // When a request sends another rid, then the state before the last step
        let wrongRid = try await harness.execute(login, after: step.json, formOID: "W43081A", [("DoAction", "6")], rid: "0123456789abcde")
        let stale = try await harness.execute(login, after: opened.json, formOID: "W43081A", [("DoAction", "6")])
        // Then both are refused with an error body saying why
        #expect(wrongRid.status == 500)
        #expect(wrongRid.json["message"]?.stringValue?.contains("rid") == true)
        #expect(stale.status == 500)
        #expect(stale.json["message"]?.stringValue?.contains("stateId 1 is stale") == true)
        #expect(stale.json["jde__status"] == "ERROR")
        // And the stack goes on from its current state
        let next = try await harness.execute(login, after: step.json, formOID: "W43081A", [("DoAction", "114")])
        #expect(next.status == 200)
        #expect(next.json["stateId"] == 3)
        #expect(next.json.form("W43081B") != nil)
    }

    @Test func aStackIsForgottenWhenItsSessionEnds() async throws {
        let harness = try SimulatorHarness()
        defer { harness.stop() }
        let login = try await harness.login()
        let opened = try await harness.openStack(login)
        #expect(try await harness.openStacks() == 1)
        // When the session logs out and a new one uses the old stack
        _ = try await harness.post("/v2/tokenrequest/logout", ["token": .string(login.token)])
        let oldToken = try await harness.execute(login, after: opened.json, formOID: "W43081A", [("DoAction", "6")])
        let renewed = try await harness.login()
        let sut = try await harness.execute(renewed, after: opened.json, formOID: "W43081A", [("DoAction", "6")])
        // Then the old token answers 444, the new one "not found", and no stack is open
        #expect(oldToken.status == 444)
        #expect(sut.status == 500)
        let stackId = try #require(opened.json["stackId"]?.intValue)
        #expect(sut.json["message"] == .string("Application stack \(stackId) not found"))
        #expect(try await harness.openStacks() == 0)
        // And a session that expires takes its stacks with it
        _ = try await harness.openStack(renewed)
        #expect(harness.sut.openAppStacks == 1)
        harness.sut.expireAllTokens()
        #expect(harness.sut.openAppStacks == 0)
    }

    @Test func actionsOnAFormNotOnTopDoNothing() async throws {
        let harness = try SimulatorHarness()
        defer { harness.stop() }
        let login = try await harness.login()
        let opened = try await harness.openStack(login)
        let review = try await harness.execute(login, after: opened.json, formOID: "W43081A", [("SelectRow", "1.0"), ("DoAction", "114")])
        // When a request acts on W43081A while W43081B is on top
        let sut = try await harness.execute(login, after: review.json, formOID: "W43081A", [("SelectRow", "1.1"), ("DoAction", "114")])
        // Then the same W43081B comes back unchanged, one state on
        #expect(sut.status == 200)
        #expect(sut.json["stateId"] == 3)
        #expect(sut.json.form("W43081A") == nil)
        #expect(sut.json.form("W43081B")?["data"] == review.json.form("W43081B")?["data"])
        // And Approve on a form not on top decides nothing
        let approve = try await harness.execute(login, after: sut.json, formOID: "P43081_W43081A", [("SelectAllRows", "1"), ("DoAction", "94")])
        #expect(approve.json.form("W43081B") != nil)
        #expect(try harness.sut.inspect { try $0.scalar("SELECT COUNT(*) FROM SIM_DECISION WHERE SOURCE = 'appstack'").int } == 0)
    }

    @Test func withoutAliasNamingKeysAreDataDictionaryNames() async throws {
        let harness = try SimulatorHarness()
        defer { harness.stop() }
        let login = try await harness.login()
        let opened = try await harness.openStack(login, aliasNaming: false)
        let row = try #require(opened.json.gridRows("W43081A").first)
        #expect(row["mnOrderNumber_22"]?["internalValue"]?.intValue != nil)
        #expect(row["szOrderType_21"]?["internalValue"] != nil)
        #expect(row["szOrderCompany_20"] != nil && row["szOrderSuffix_24"] != nil && row["dtOrderDate_65"] != nil)
        #expect(row["mnOrderAmount_183"] != nil && row["szNameAlpha_187"] != nil && row["dtRequestDate_178"] != nil)
        #expect(row["z_DOCO_22"] == nil)
        #expect(opened.json.form("W43081A")?["data"]?["gridData"]?["columns"]?["mnOrderNumber_22"] == "Order Number")
        let review = try await harness.execute(login, after: opened.json, formOID: "W43081A", [("SelectRow", "1.0"), ("DoAction", "114")])
        #expect(review.json.form("W43081B")?["data"]?["txtOrderNumber_8"]?["internalValue"] == row["mnOrderNumber_22"]?["internalValue"])
        #expect(review.json.gridRows("W43081B").first?["mnLineNumber_40"]?["internalValue"] == 1)
        #expect(review.json.gridRows("W43081B").first?["szStatusCodeLast_151"]?["longName"] == "szStatusCodeLast_151")
    }

    @Test func aSiteWithMovedIdsAnswersToItsOwnIdsOnly() async throws {
        let harness = try SimulatorHarness { $0.movedControlIds = true }
        defer { harness.stop() }
        let login = try await harness.login()
        let order = try await harness.newOrder(lines: 2)
        // When a client queries by the standard grid ids, the form has no such column
        let standard = try await harness.openStack(login, order: (order.number, order.type))
        #expect(standard.status == 500)
        #expect(standard.json["message"]?.stringValue?.contains("no column 22") == true)
        // When it opens with the moved ids, but presses the standard Find
        let noFind = try await harness.openStack(login, order: (order.number, order.type), find: 6, ids: (31, 32))
        #expect(noFind.json.gridRows("W43081A").isEmpty)
        let opened = try await harness.execute(login, after: noFind.json, formOID: "W43081A", [("DoAction", "16")])
        let row = try #require(opened.json.gridRows("W43081A").first)
        #expect(row["z_DOCO_31"]?["internalValue"] == .int(order.number))
        #expect(row["z_DOCO_22"] == nil)
        // Then the standard Review does nothing, the moved one opens W43081B
        let standardReview = try await harness.execute(login, after: opened.json, formOID: "W43081A", [("SelectRow", "1.0"), ("DoAction", "114")])
        #expect(standardReview.json.form("W43081A") != nil)
        let review = try await harness.execute(login, after: standardReview.json, formOID: "W43081A", [("DoAction", "119")])
        #expect(review.json.form("W43081B")?["data"]?["z_DOCO_11"]?["internalValue"] == .int(order.number))
        #expect(review.json.gridRows("W43081B").first?["z_LNID_41"] != nil)
        // And the standard Approve does nothing, the moved one approves
        let standardApprove = try await harness.execute(login, after: review.json, formOID: "W43081B", [("SelectAllRows", "1"), ("DoAction", "94")])
        #expect(standardApprove.json.form("W43081B") != nil)
        #expect(try harness.lineStatuses(order.number) == ["220/230", "220/230"])
        let approved = try await harness.execute(login, after: standardApprove.json, formOID: "W43081B", [("DoAction", "97")])
        #expect(approved.json.form("W43081A") != nil)
        #expect(approved.json.formErrors("W43081A").isEmpty)
        #expect(try harness.lineStatuses(order.number) == ["230/280", "230/280"])
    }

    @Test func aSessionKeepsAtMost16StacksOpen() async throws {
        let harness = try SimulatorHarness()
        defer { harness.stop() }
        let login = try await harness.login()
        var answers: [JSONValue] = []
        for _ in 0..<AppStackStore.maximumPerSession {
            let opened = try await harness.openStack(login, find: nil)
            #expect(opened.status == 200)
            answers.append(opened.json)
        }
        // When a 17th is opened
        let refused = try await harness.openStack(login, find: nil)
        // Then it is refused and says the bound; another session is not affected
        #expect(refused.status == 500)
        #expect(refused.json["message"]?.stringValue?.contains("16") == true)
        #expect(try await harness.openStack(try await harness.login("MARIE"), find: nil).status == 200)
        // And closing one makes room
        #expect(try await harness.closeStack(login, after: answers[0]).status == 200)
        #expect(try await harness.openStack(login, find: nil).status == 200)
        #expect(try await harness.openStacks() == 17)
    }

    @Test func malformedRequestsAreRefusedWithClearErrors() async throws {
        let harness = try SimulatorHarness()
        defer { harness.stop() }
        let login = try await harness.login()
        let opened = try await harness.openStack(login)
        func post(_ pairs: [(String, JSONValue)]) async throws -> SimulatorHarness.Reply {
            try await harness.post("/v2/appstack", .object(login.credentials + pairs))
        }
        let notJSON = try await harness.send("POST", url: harness.sut.baseURL + "/v2/appstack", body: Array("{\"action\":".utf8),
                                             headers: [:], contentType: "application/json")
        let noAction = try await post([])
        let unknownAction = try await post([("action", "launch")])
        let noForm = try await post([("action", "open")])
        let otherForm = try await post([("action", "open"), ("formRequest", ["formName": "P4310_W4310A"])])
        let noStack = try await post([("action", "execute"), ("rid", "x"), ("stateId", 1), ("actionRequest", ["formOID": "W43081A"])])
        let badRow = try await harness.execute(login, after: opened.json, formOID: "W43081A", [("SelectRow", "row 1")])
        let outOfRange = try await harness.execute(login, after: opened.json, formOID: "W43081A", [("SelectRow", "1.99")])
        let unknownCommand = try await harness.execute(login, after: opened.json, formOID: "W43081A", [("Launch", "6")])
        let badOperator = try await harness.openStack(login, extra: [("query", ["condition": [["controlId": "1[22]", "operator": "LIKE"]]])])
        #expect(notJSON.status == 400)
        for reply in [noAction, unknownAction, noForm, noStack, badRow, unknownCommand, badOperator] {
            #expect(reply.status == 400)
            #expect(reply.json["jde__status"] == "ERROR")
            #expect(reply.json["message"]?.stringValue?.isEmpty == false)
        }
        #expect(otherForm.status == 500)
        #expect(outOfRange.status == 500)
        #expect(outOfRange.json["message"]?.stringValue?.contains("out of range") == true)
        // And a refused request leaves the stack at its state
        let next = try await harness.execute(login, after: opened.json, formOID: "W43081A", [("SelectRow", "1.0")])
        #expect(next.status == 200)
        #expect(next.json["stateId"] == 2)
    }
}
