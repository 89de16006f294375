@testable import AIS
import Foundation
import Testing

/// The application stack requests and answers (contract §5.2), with canned answers.
@Suite struct AppStackClientTests {
    static let orders = #"""
    {"fs_P43081_W43081A": {"title": "Work With Orders Awaiting Approval", "data": {"gridData": {"id": 1,
      "columns": {"z_DOCO_22": "Order Number", "z_DCTO_21": "Or Ty", "z_KCOO_20": "Order Co", "z_SFXO_24": "Ord Suf"},
      "rowset": [{"rowIndex": 0, "MOExist": true, "z_DCTO_21": {"id": 21, "internalValue": "OP", "value": "OP"},
                  "z_DOCO_22": {"id": 22, "internalValue": 4001, "value": "4001", "title": "Order Number"},
                  "z_KCOO_20": {"id": 20, "internalValue": "00200", "value": "00200"},
                  "z_SFXO_24": {"id": 24, "internalValue": "000", "value": "000"}},
                 {"z_DOCO_22": {"internalValue": "4002", "value": "4002"}, "MOExist": false}],
      "summary": {"records": 2, "moreRecords": true}}}, "errors": [], "warnings": []},
     "stackId": 3, "stateId": 1, "rid": "6c1c2d3e4f5a6b7", "currentApp": "P43081_W43081A_ZJDE0001",
     "timeStamp": "2026-11-22:10.31.06", "sysErrors": []}
    """#

    static let review = #"""
    {"fs_P43081_W43081B": {"title": "Approval Review", "data": {
      "z_DOCO_8": {"id": 8, "internalValue": 4001, "value": "4001"}, "z_DCTO_10": {"id": 10, "internalValue": "OP  "},
      "z_KCOO_29": {"id": 29, "internalValue": "00200", "value": "00200"},
      "gridData": {"id": 1, "columns": {"z_LNID_40": "Line Number"}, "rowset": [
        {"rowIndex": 0, "z_LNID_40": {"id": 40, "internalValue": 1, "value": "1.000"}},
        {"rowIndex": 1, "z_LNID_40": {"id": 40, "internalValue": 1.001, "value": "1.001"}}],
      "summary": {"records": 2, "moreRecords": false}}},
      "errors": [{"CODE": "4373", "TITLE": "Order on hold", "ERRORCONTROL": "94", "DESC": "CAUSE . . .",
                  "MOBILE": "Order 4001 is on hold and cannot be approved."},
                 {"CODE": "9", "TITLE": "second"}],
      "warnings": [{"CODE": "W1", "DESC": "  only a description  "}]},
     "stackId": 3, "stateId": 2, "rid": "6c1c2d3e4f5a6b7", "currentApp": "P43081_W43081B_ZJDE0001"}
    """#

    let state = AppStackState(stackId: 3, stateId: 2, rid: "6c1c2d3e4f5a6b7", session: Fixtures.session)

    @Test func opensNarrowedToTheOrderWithFind() async throws {
        let transport = FakeTransport([.response(200, Self.orders)])
        let request = FormOpenRequest(formName: "P43081_W43081A", version: "ZJDE0001", conditions: [
            FormCondition(column: 22, values: ["4001"]), FormCondition(column: 21, values: ["OP"])],
            formActions: [.doAction(6)])
        let answer = try await Fixtures.client(transport).appStackService.openStack(request, session: Fixtures.session)
        #expect(transport.sent[0].url.absoluteString == "http://ais.test:9300/jderest/v2/appstack")
        #expect(transport.sent[0].headers["jde-AIS-Auth"] == "044Zq=")
        let body = try transport.body(of: 0)
        #expect(body["action"] == .string("open"))
        let form = try #require(body["formRequest"])
        #expect(form["formName"] == .string("P43081_W43081A") && form["version"] == .string("ZJDE0001"))
        #expect(form["aliasNaming"] == .bool(true) && form["maxPageSize"] == .string("100"))
        #expect(form["query"]?["matchType"] == .string("MATCH_ALL") && form["query"]?["autoFind"] == .bool(false))
        let condition = try #require(form["query"]?["condition"]?.arrayValue?.first)
        #expect(condition["controlId"] == .string("1[22]") && condition["operator"] == .string("EQUAL"))
        #expect(condition["value"]?.arrayValue?.first?["content"] == .string("4001"))
        #expect(condition["value"]?.arrayValue?.first?["specialValueId"] == .string("LITERAL"))
        #expect(form["formActions"] == .array([.object([("command", .string("DoAction")), ("controlID", .string("6"))])]))
        // The answer
        #expect(answer.form.application == "P43081" && answer.form.formId == "W43081A")
        #expect(answer.state.stackId == 3 && answer.state.stateId == 1 && answer.state.rid == "6c1c2d3e4f5a6b7")
        #expect(answer.state.session == Fixtures.session)
        #expect(answer.currentApp == "P43081_W43081A_ZJDE0001")
        let rows = answer.form.rows
        #expect(rows.count == 2 && answer.form.grid?.moreRecords == true)
        #expect(rows[0].cell(alias: "DOCO")?.int == 4001 && rows[0].cell(alias: "KCOO")?.text == "00200")
        #expect(rows[0].cell(id: 21)?.text == "OP" && rows[0].hasAttachments)
        #expect(rows[1].rowIndex == 1, "a row without rowIndex takes its place")
        #expect(rows[1].cell(alias: "DOCO")?.int == 4002 && rows[1].cell(alias: "DCTO") == nil)
        #expect(answer.form.grid?.column(alias: "SFXO")?.id == 24)
        #expect(!answer.state.description.contains("044Zq"))
    }

    @Test func readsTheHeaderLinesAndFormErrors() throws {
        let answer = try AppStackService.appStackAnswer(try JSONParser.parse(Self.review), session: Fixtures.session)
        let form = answer.form
        #expect(form.formId == "W43081B" && form.title == "Approval Review")
        #expect(form.control(id: 8)?.int == 4001 && form.control(alias: "DCTO")?.text == "OP")
        #expect(form.control(id: 29)?.alias == "KCOO")
        #expect(form.rows.map { $0.cell(alias: "LNID")?.double } == [1, 1.001])
        #expect(form.errors.count == 2 && form.errors[0].reason == "Order 4001 is on hold and cannot be approved.")
        #expect(form.errors[0].code == "4373" && form.errors[0].control == "94")
        #expect(form.errors[1].reason == "second")
        #expect(form.warnings.first?.reason == "only a description")
        #expect(answer.state.stateId == 2)
    }

    @Test func keysWithoutAliasNamingGiveTheirIdOnly() {
        #expect(FormControl.parts(of: "z_DOCO_22") == ("DOCO", 22))
        #expect(FormControl.parts(of: "mnOrderNumber_22") == (nil, 22))
        #expect(FormControl.parts(of: "z__22") == (nil, 22))
        #expect(FormControl.parts(of: "z_DOCO_x") == (nil, nil))
        #expect(FormControl.parts(of: "gridData") == (nil, nil))
        #expect(FormControl.parts(of: "z_") == (nil, nil))
        #expect(FormControl.parts(of: "z_5") == (nil, 5), "found by the fuzzer: the alias range ran backwards")
        #expect(FormControl.parts(of: "z_A_B_7") == ("A_B", 7))
    }

    @Test func executesActionsOnTheNamedFormWithTheStacksState() async throws {
        let transport = FakeTransport([.response(200, Self.review)])
        _ = try await Fixtures.client(transport).appStackService.executeStack(state, formOID: "W43081B", actions: [
            .selectRow(grid: 1, rowIndex: 2), .selectAllRows(grid: 1), .setControlValue(id: 77, value: "ok"), .doAction(94)])
        let body = try transport.body(of: 0)
        #expect(body["action"] == .string("execute") && body["stackId"] == .int(3) && body["stateId"] == .int(2))
        #expect(body["rid"] == .string("6c1c2d3e4f5a6b7") && body["token"] == .string("044Zq="))
        #expect(body["actionRequest"]?["formOID"] == .string("W43081B"))
        let actions = body["actionRequest"]?["formActions"]?.arrayValue ?? []
        #expect(actions.map { $0["command"]?.text ?? "" } == ["SelectRow", "SelectAllRows", "SetControlValue", "DoAction"])
        #expect(actions.map { $0["controlID"]?.text ?? "" } == ["1.2", "1", "77", "94"])
        #expect(actions[2]["value"] == .string("ok"))
    }

    @Test func closesWithTheStacksState() async throws {
        let transport = FakeTransport([.response(200, #"{"stackId":3,"stateId":2,"rid":"6c1c2d3e4f5a6b7","sysErrors":[]}"#)])
        try await Fixtures.client(transport).appStackService.closeStack(state)
        let body = try transport.body(of: 0)
        #expect(body["action"] == .string("close") && body["stackId"] == .int(3) && body["rid"] == .string("6c1c2d3e4f5a6b7"))
    }

    @Test func aStackTheServerForgotIsTyped() async {
        let body = #"{"message":"Application stack 3 not found","exception":"Exception","status":"ERROR"}"#
        await #expect(throws: AISError.appStackForgotten("Application stack 3 not found")) {
            _ = try await Fixtures.client(FakeTransport([.response(500, body)])).appStackService.executeStack(state, formOID: "W43081A",
                                                                                              actions: [.doAction(6)])
        }
        let stale = #"{"message":"Application stack 3: stateId 1 is stale; the stack is at state 2"}"#
        await #expect(throws: AISError.serverError(status: 500, message: "Application stack 3: stateId 1 is stale; the stack is at state 2")) {
            _ = try await Fixtures.client(FakeTransport([.response(500, stale)])).appStackService.executeStack(state, formOID: "W43081A", actions: [])
        }
    }

    @Test func aRejectedTokenOnAStepIsTheStackForgottenAndNotSentAgain() async throws {
        let transport = FakeTransport([.response(444, #"{"message":"Invalid Token","exception":"Exception"}"#),
                                       .response(200, Self.review)])
        let renewer = CountingRenewer()
        await SessionRenewal.$renewer.withValue(renewer) {
            await #expect(throws: AISError.appStackForgotten("Invalid Token")) {
                _ = try await Fixtures.client(transport).appStackService.executeStack(state, formOID: "W43081B", actions: [.doAction(94)])
            }
        }
        #expect(transport.sent.count == 1)
        #expect(await renewer.renewals == 0)
    }

    @Test func aRejectedTokenOnOpenIsRenewedAndTheStackBelongsToTheNewSession() async throws {
        let transport = FakeTransport([.response(444, #"{"message":"Invalid Token"}"#), .response(200, Self.orders)])
        let renewer = CountingRenewer()
        let answer = try await SessionRenewal.$renewer.withValue(renewer) {
            try await Fixtures.client(transport).appStackService.openStack(FormOpenRequest(formName: "P43081_W43081A", version: "ZJDE0001"),
                                                           session: Fixtures.session)
        }
        #expect(transport.sent.count == 2 && transport.sent[1].headers["jde-AIS-Auth"] == "renewed-1")
        #expect(answer.state.session.token == "renewed-1")
    }

    @Test func answersOfAnotherShapeAreErrorsNotCrashes() {
        let session = Fixtures.session
        #expect(throws: AISError.malformedResponse("the answer names no form")) {
            _ = try AppStackService.appStackAnswer(try JSONParser.parse(#"{"stackId":1,"stateId":1,"rid":"a"}"#), session: session)
        }
        #expect(throws: AISError.malformedResponse("the answer names no application stack")) {
            _ = try AppStackService.appStackAnswer(try JSONParser.parse(#"{"fs_P43081_W43081A":{},"stateId":1}"#), session: session)
        }
        #expect(throws: AISError.serverError(status: 200, message: "Form not allowed")) {
            _ = try AppStackService.appStackAnswer(try JSONParser.parse(#"{"message":"Form not allowed"}"#), session: session)
        }
        let odd = #"{"fs_X":{"data":{"gridData":{"rowset":[1,"a",{"z_DOCO_1":[]},{"z_DOCO_1":{"internalValue":{}}}]},"b":2},"#
            + #""errors":[3,{"CODE":5}],"warnings":"none"},"stackId":"7","stateId":2.0,"rid":9}"#
        let answer = try? AppStackService.appStackAnswer(try JSONParser.parse(odd), session: session)
        #expect(answer?.form.formId == "X" && answer?.form.application == "" && answer?.state.stackId == 7)
        #expect(answer?.form.rows.count == 2 && answer?.form.rows[1].cell(alias: "DOCO")?.int == nil)
        #expect(answer?.form.errors.first?.reason == "form error 5")
    }
}

/// A renewer that hands out a new session each time and counts.
actor CountingRenewer: SessionRenewing {
    private(set) var renewals = 0
    func currentSession() async -> AISSession? { nil }
    func renewedSession(after stale: AISSession) async throws -> AISSession {
        renewals += 1
        return AISSession(token: "renewed-\(renewals)", username: stale.username, environment: stale.environment,
                          role: stale.role, deviceName: stale.deviceName, userInfo: stale.userInfo)
    }
    func served(by session: AISSession) async {}
}
