import Foundation

/// Orchestrations (contract §5): the approve, reject and forward decisions the configuration names.
public struct OrchestrationService: Sendable {
    let requester: AISRequester
    var configuration: AISConfiguration { requester.configuration }

    /// Runs an orchestration (§5). Never retried: a decision sent twice is not the same as once.
    public func orchestrate(_ name: String, input: [(key: String, value: JSONValue)], session: AISSession) async throws -> JSONValue {
        let path = "v3/orchestrator/" + (name.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? name)
        return try Self.orchestrationAnswer(await requester.post(configuration.url(path), input, session: session, kind: .write))
    }

    /// An orchestration's answer, or the error it reports with status 200 (`jde__status` ERROR).
    static func orchestrationAnswer(_ json: JSONValue) throws(AISError) -> JSONValue {
        if json["jde__status"]?.text?.uppercased() == "ERROR" {
            throw AISError.serverError(status: 200, message: AISRequester.message(in: json) ?? "the orchestration reported an error")
        }
        return json
    }

    public func approve(_ order: OrderKey, remark: String, session: AISSession) async throws -> DecisionResult {
        let json = try await orchestrate(configuration.approveOrchestration, input: Self.decisionInput(order, remark: remark), session: session)
        return Self.decisionResult(json)
    }

    public func reject(_ order: OrderKey, reason: String, remark: String, session: AISSession) async throws -> DecisionResult {
        let input = Self.decisionInput(order, remark: remark) + [("RejectReason", .string(reason))]
        let json = try await orchestrate(configuration.rejectOrchestration, input: input, session: session)
        return Self.decisionResult(json)
    }

    /// Forwards the order to the approver `colleague` (contract §5.1); the result's `nextApprover` is the
    /// colleague the server says it now awaits (`ForwardedTo`), else the one asked for.
    public func forward(_ order: OrderKey, to colleague: Int, remark: String, session: AISSession) async throws -> DecisionResult {
        let input = Self.decisionInput(order, remark: remark) + [("ForwardTo", .int(colleague))]
        let json = try await orchestrate(configuration.forwardOrchestration, input: input, session: session)
        var result = Self.decisionResult(json)
        result.nextApprover = json["ForwardedTo"]?.int ?? (result.nextApprover != 0 ? result.nextApprover : colleague)
        return result
    }

    static func decisionInput(_ order: OrderKey, remark: String) -> [(key: String, value: JSONValue)] {
        [("OrderNumber", .int(order.number)), ("OrderType", .string(order.type)), ("OrderCompany", .string(order.company)),
         ("OrderSuffix", .string(order.suffix)), ("Remark", .string(remark))]
    }

    static func decisionResult(_ json: JSONValue) -> DecisionResult {
        DecisionResult(approvalStatus: json["ApprovalStatus"]?.text?.trimmingCharacters(in: .whitespaces) ?? "",
                       orderStatus: json["OrderStatus"]?.text?.trimmingCharacters(in: .whitespaces) ?? "",
                       nextApprover: json["NextApprover"]?.int ?? 0,
                       message: AISError.capped(json["jde__simpleMessage"]?.text ?? ""),
                       serverSeconds: json["jde__serverExecutionSeconds"]?.double)
    }
}
