import Resources

/// Deciding from the list: a verdict on the marked orders (else the current one) or a note opens the
/// Decide scene through the router; the desk's news comes back to be shown on the message line, and the
/// outcomes list of the last batch follows it.
extension OrdersAwaitingApprovalInteractor: DecisionSource {
    public func prepareDecision(_ request: OrdersAwaitingApproval.Decision.Request) {
        guard let orders = marking.ordersToDecide(request), !orders.isEmpty else { return }
        // A decision on the current order moves the cursor on to the next undecided one once it is made.
        decidingCurrent = marks.isEmpty ? request.current : nil
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
        // Made: sent at once (`queued`), or waiting in its undo window (`waiting`, told each second after). A
        // decision on some lines leaves the order awaiting the others: the cursor stays on it.
        switch news {
        case .queued(_, _, let lines) where !lines.isEmpty:
            decidingCurrent = nil
        case .waiting(let waiting, _) where !waiting.lines.isEmpty:
            decidingCurrent = nil
        case .queued, .waiting:
            if let decided = decidingCurrent {
                decidingCurrent = nil
                moveOn(from: decided)
            }
        default:
            break
        }
        // Orders decided together, taken back: they are marked again, as they were before the decision.
        if case .undone(let outcome) = news, outcome.undone.count > 1 {
            marking.restore(outcome.undone)
        }
        presenter?.presentDecisionNews(.init(news: news))
    }

    /// The cursor on the first order after `decided` (in the list as arranged) that no decision is on its
    /// way for: the approver goes on with the next one. Nothing moves when there is none below it.
    func moveOn(from decided: OrderID) {
        guard let position = list.position(ofOrder: decided.number) else { return }
        let below = list.window(offset: position + 1, limit: 50)
        guard let next = below.firstIndex(where: { !$0.sending && OrderID($0.key) != decided }) else { return }
        presenter?.presentCursor(.init(position: position + 1 + next, from: position + 1 + next))
    }
}
