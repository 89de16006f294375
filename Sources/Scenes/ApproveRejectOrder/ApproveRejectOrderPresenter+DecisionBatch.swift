import Resources

extension ApproveRejectOrderPresenter {
    /// One status line for all the orders decided together (the words are `DecisionBatchWording`'s).
    public func presentBatchSummary(_ response: ApproveRejectOrder.BatchSummary.Response) {
        takeFormats()
        view?.displayBatchSummary(DecisionBatchWording.summary(of: response.batch))
    }

    /// The outcomes list: one row per order of the last batch, titled with its summary.
    public func presentOutcomes(_ response: ApproveRejectOrder.Outcomes.Response) {
        takeFormats()
        guard let batch = response.batch else {
            view?.displayDecision(.init(message: "No outcomes to list yet: they are kept for orders decided together (marked with space).",
                                        kind: .info))
            return
        }
        let rows = batch.entries.map { entry -> ApproveRejectOrder.Outcomes.ViewModel.Row in
            let said = DecisionBatchWording.outcome(of: entry, kind: batch.kind)
            let supplier = !entry.supplierName.isEmpty ? entry.supplierName : entry.supplier == 0 ? "" : String(entry.supplier)
            return .init(cells: ["\(entry.order.number) \(entry.order.type) \(entry.order.company)", supplier,
                                 numbers.amount(entry.amount) + " " + entry.currency, said.outcome, said.detail],
                         isProblem: [.refused, .superseded, .stale].contains(entry.state), isOpen: entry.state.isOpen)
        }
        view?.displayOutcomes(.init(title: "Last batch · " + DecisionBatchWording.summary(of: batch).message, rows: rows))
    }
}
