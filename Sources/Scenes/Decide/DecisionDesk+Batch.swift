import Resources

/// Several orders decided by one confirm: their updates are tallied in one `DecisionBatch`, so the status
/// line sums them all up instead of showing whichever update came last.
extension DecisionDesk {
    /// Starts tallying the decisions just saved; it replaces the last batch. `rows` are the orders as the
    /// list showed them (supplier, amount); the decisions' own snapshot stands in for an order not found.
    /// `sentLater`: the decisions wait in their undo window, and only the pass started when it ends sends them.
    func beginBatch(_ kind: Verdict, saved: [Decision], rows: [OrderQueueRow], sentLater: Bool = false) {
        let byKey = Dictionary(rows.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        let entries = saved.map { decision in
            let row = byKey[decision.order]
            return DecisionBatch.Entry(decisionID: decision.id, order: OrderID(decision.order), supplier: row?.supplier ?? 0,
                                       supplierName: row?.supplierName ?? "", amount: row?.amount ?? decision.seen?.total ?? 0,
                                       currency: row?.currency ?? decision.seen?.currency ?? "", state: DecisionProgress(decision.state),
                                       message: decision.message)
        }
        lastBatch = DecisionBatch(kind: kind, entries: entries)
        passes.lastBatch = sentLater ? Int.max : passes.started
    }

    /// One update from the outbox: a decision of the last batch updates the batch; any other (a single
    /// decision, one left from before) is told on its own.
    func record(_ decision: Decision, nextApproverName: String?) {
        var facts = DecisionFacts(decision)
        if !decision.lines.isEmpty {
            // The order's lines still awaiting the approver, as the store holds them once the decision settled.
            facts.linesLeft = needs.queue.rows([decision.order]).first.map { max(0, $0.lineCount - $0.rejectedLineCount) } ?? 0
        }
        if var batch = lastBatch, batch.record(facts, id: decision.id, nextApproverName: nextApproverName) {
            lastBatch = batch
            tell(.batch(batch, latest: facts, nextApproverName: nextApproverName))
        } else {
            tell(.updated(facts, nextApproverName: nextApproverName))
        }
    }

    /// A pass over the outbox ended. If it was the one sending the last batch (or a later one), what is
    /// still open waits for the server: the batch says so instead of "in progress".
    func passEnded(_ pass: Int) {
        guard var batch = lastBatch, !batch.outboxPassEnded, pass >= passes.lastBatch else { return }
        let alreadySummedUp = batch.isFinished
        batch.outboxPassEnded = true
        lastBatch = batch
        // When every decision settled, its last update already told the final state: told once only.
        guard !alreadySummedUp else { return }
        tell(.batch(batch, latest: nil, nextApproverName: nil))
    }
}
