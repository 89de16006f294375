
extension ApproveRejectOrderPresenter {
    /// One status line for all the orders decided together (the words are `DecisionBatchWording`'s).
    public func presentBatchSummary(_ response: ApproveRejectOrder.BatchSummary.Response) {
        takeFormats()
        view?.displayBatchSummary(DecisionBatchWording.summary(of: response.batch))
    }

    /// Asked for the outcomes list before any batch: says what it would hold.
    public func presentNoOutcomes() {
        takeFormats()
        view?.displayDecision(.init(message: "No outcomes to list yet: they are kept for orders decided together (marked with space).",
                                    kind: .info))
    }
}
