import Resources

/// Deciding from the list: a verdict on the marked orders (else the current one) or a note opens the
/// Decide scene through the router; the desk's news comes back to be shown on the message line, and the
/// outcomes list of the last batch follows it.
extension OrdersAwaitingApprovalInteractor: DecisionSource {
    public func prepareDecision(_ request: OrdersAwaitingApproval.Decision.Request) {
        let orders = marks.isEmpty ? (request.current.map { [$0] } ?? []) : marks.sorted { $0.number > $1.number }
        guard !orders.isEmpty else { return }
        router?.routeToDecision(request.verdict, orders: orders)
    }

    public func askForNote(on order: OrderID) { router?.routeToNote(order: order) }

    /// The outcomes list of the last batch over the screen; before any batch, a message says why there is none.
    public func showOutcomes() {
        if let batch = desk?.lastBatch {
            router?.routeToDecisionOutcomes(batch)
        } else {
            presenter?.presentDecisionNews(.init(news: nil))
        }
    }

    public func resumeDecisions() { desk?.resumeOutbox() }

    /// A decision was asked for on the marked orders: the marks go, whatever becomes of it.
    public func decisionAsked() { clearMarks() }

    public var canUndo: Bool { desk?.canUndo ?? false }

    public func undoDecision() { desk?.undoLatest() }

    func hear(_ news: DecisionNews) {
        if case .batch(let batch, _, _) = news { router?.updateDecisionOutcomes(batch) }
        // Orders decided together, taken back: they are marked again, as they were before the decision.
        if case .undone(let outcome) = news, outcome.undone.count > 1 {
            marks.formUnion(outcome.undone)
            presenter?.presentMarks(.init(marked: marks))
        }
        presenter?.presentDecisionNews(.init(news: news))
    }
}
