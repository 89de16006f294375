import AIS

/// Decisions through the site's orchestrations (contract §5): one request each, whole orders only,
/// answering with a status alone, so the worker compares the order with what the approver saw before
/// sending. Forwards go this way under either method.
public struct OrchestrationMethod: DecisionSendingMethod {
    let client: AISClient

    public init(client: AISClient) { self.client = client }

    public var decisionsAtOnce: Int { 1 }

    public func reviewsOrder(of decision: Decision) -> Bool { false }

    public func decide(_ decision: Decision, session: AISSession) async throws -> DecisionResult {
        switch decision.kind {
        case .approve: return try await client.orchestrationService.approve(decision.order, remark: decision.remark, session: session)
        case .reject: return try await client.orchestrationService.reject(decision.order, reason: decision.reason, remark: decision.remark, session: session)
        case .forward: return try await client.orchestrationService.forward(decision.order, to: decision.forwardTo, remark: decision.remark, session: session)
        }
    }

    public func settle(lostAnswerOf decision: Decision, orders: OrderDetailWorker) async -> LostAnswer { .askTheRoute }

    /// An orchestration keeps the remark and the reason itself.
    public func remarkAttachment(of decision: Decision, reasonWords: (String) throws -> String) rethrows -> String? { nil }
}
