import AIS

/// How decisions reach JD Edwards (`approvals.method`): through the stock application P43081 by the
/// application stack (contract §5.2), which a site has without building anything, or through the site's
/// orchestrations (§5). Forwards always go through the forward orchestration (§5.1).
public enum DecisionMethod: Sendable, Equatable {
    case stock(P43081Controls)
    case orchestration

    /// Whether single lines of an order can be decided (P43081 can; an orchestration decides orders whole).
    public var decidesLines: Bool {
        if case .stock = self { return true }
        return false
    }
}

extension DecisionMethod {
    /// The method that sends decisions this way, over `client`.
    public func sender(client: AISClient) -> any DecisionSendingMethod {
        switch self {
        case .stock(let controls): return StockP43081Method(client: client, controls: controls)
        case .orchestration: return OrchestrationMethod(client: client)
        }
    }
}
