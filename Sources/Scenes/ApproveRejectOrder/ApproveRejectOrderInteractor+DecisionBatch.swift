import Resources

/// Several orders decided by one confirm: their updates are tallied in one `DecisionBatch`, so the status
/// line sums them all up instead of showing whichever update came last.
extension ApproveRejectOrderInteractor {
    /// Starts tallying the decisions just saved; it replaces the last batch. `rows` are the orders as the
    /// list showed them (supplier, amount); the decisions' own snapshot stands in for an order not found.
    func beginDecisionBatch(_ kind: Verdict, saved: [Decision], rows: [OrderQueueRow]) {
        let byKey = Dictionary(rows.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        let entries = saved.map { decision in
            let row = byKey[decision.order]
            return DecisionBatch.Entry(decisionID: decision.id, order: OrderID(decision.order), supplier: row?.supplier ?? 0,
                                       supplierName: row?.supplierName ?? "", amount: row?.amount ?? decision.snapshot.total,
                                       currency: row?.currency ?? decision.snapshot.currency, state: DecisionProgress(decision.state),
                                       message: decision.message)
        }
        lastDecisionBatch = DecisionBatch(kind: kind, entries: entries)
        outboxPasses.lastBatch = outboxPasses.started
    }

    /// One update from the outbox: a decision of the last batch updates its summary; any other (a single
    /// decision, one left from before) keeps its own message.
    func present(_ decision: Decision, nextApproverName: String?) {
        let facts = DecisionFacts(decision)
        if var batch = lastDecisionBatch, batch.record(facts, id: decision.id, nextApproverName: nextApproverName) {
            lastDecisionBatch = batch
            presenter?.presentBatchSummary(.init(batch: batch, latest: facts, nextApproverName: nextApproverName))
            // An open outcomes list follows the batch as it moves on.
            router?.updateDecisionOutcomes(batch)
        } else {
            presenter?.presentDecision(.updated(facts, nextApproverName: nextApproverName))
        }
    }

    /// A pass over the outbox ended. If it was the one sending the last batch (or a later one), what is
    /// still open waits for the server: the summary says so instead of "in progress".
    func outboxPassEnded(_ pass: Int) {
        guard var batch = lastDecisionBatch, !batch.outboxPassEnded, pass >= outboxPasses.lastBatch else { return }
        let alreadySummedUp = batch.isFinished
        batch.outboxPassEnded = true
        lastDecisionBatch = batch
        router?.updateDecisionOutcomes(batch)
        // When every decision settled, its last update already showed the final summary: said once only.
        guard !alreadySummedUp else { return }
        presenter?.presentBatchSummary(.init(batch: batch, latest: nil, nextApproverName: nil))
    }

    /// The outcomes list of the last batch over the screen; before any batch, a message says why there is none.
    public func showOutcomes() {
        if let batch = lastDecisionBatch {
            router?.routeToDecisionOutcomes(batch)
        } else {
            presenter?.presentNoOutcomes()
        }
    }
}
