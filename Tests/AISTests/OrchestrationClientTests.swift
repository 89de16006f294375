import AIS
import Testing

@Suite struct OrchestrationClientTests {
    let order = OrderKey(number: 4001, type: "OP", company: "00200", suffix: "000")

    @Test func approvesAndReadsTheForward() async throws {
        let answer = """
        { "OrderNumber": 4001, "OrderType": "OP", "OrderCompany": "00200", "ApprovalStatus": "2A",
          "OrderStatus": "230", "NextApprover": 5150, "jde__status": "SUCCESS", "jde__simpleMessage": "Order 4001 OP approved",
          "jde__serverExecutionSeconds": 0.014 }
        """
        let transport = FakeTransport([.response(200, answer)])
        let result = try await Fixtures.client(transport).orchestrationService.approve(order, remark: "within budget", session: Fixtures.session)
        #expect(result == DecisionResult(approvalStatus: "2A", orderStatus: "230", nextApprover: 5150,
                                         message: "Order 4001 OP approved", serverSeconds: 0.014))
        #expect(transport.sent[0].url.absoluteString == "http://ais.test:9300/jderest/v3/orchestrator/ORCH_ApprovePurchaseOrder")
        let body = try transport.body(of: 0)
        #expect(body["OrderNumber"] == .int(4001))
        #expect(body["Remark"]?.text == "within budget")
        #expect(transport.sent[0].headers["jde-AIS-Auth"] == "044Zq=")
    }

    @Test func rejectsWithAReason() async throws {
        let transport = FakeTransport([.response(200, #"{"ApprovalStatus":"2R","OrderStatus":"980","NextApprover":0,"jde__status":"SUCCESS"}"#)])
        let result = try await Fixtures.client(transport).orchestrationService.reject(order, reason: "PR", remark: "", session: Fixtures.session)
        #expect(result.approvalStatus == "2R")
        #expect(try transport.body(of: 0)["RejectReason"]?.text == "PR")
        #expect(transport.sent[0].url.path.hasSuffix("ORCH_RejectPurchaseOrder"))
    }

    @Test func aRefusalCarriesTheServersReason() async {
        let refusal = #"{"message":"Order 4001 is not awaiting your approval","userDefinedErrorText":"Order 4001 is not awaiting your approval","status":"ERROR","jde__status":"ERROR"}"#
        await #expect(throws: AISError.serverError(status: 500, message: "Order 4001 is not awaiting your approval")) {
            _ = try await Fixtures.client(FakeTransport([.response(500, refusal)])).orchestrationService.approve(order, remark: "", session: Fixtures.session)
        }
    }

    @Test func capsHugeServerMessages() async {
        let huge = String(repeating: "x", count: 100_000)
        do {
            _ = try await Fixtures.client(FakeTransport([.response(500, "{\"message\":\"\(huge)\"}")])).orchestrationService.approve(order, remark: "", session: Fixtures.session)
        } catch AISError.serverError(_, let message) {
            #expect(message.count <= 501)
        } catch { Issue.record("\(error)") }
    }
}
