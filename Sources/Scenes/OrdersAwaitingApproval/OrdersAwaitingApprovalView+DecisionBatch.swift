import SceneKit

/// Orders decided together: one summary on the message line, and the outcomes list over the orders.
extension OrdersAwaitingApprovalView {
    public func displayBatchSummary(_ viewModel: OrdersAwaitingApproval.BatchSummary.ViewModel) {
        say(Self.statusMessage(viewModel.message, kind: viewModel.kind), batchSummary: true)
        if viewModel.waitsForServer {
            sceneHost?.setConnection(.offline("decisions wait in the outbox"), lastRefresh: nil)
        } else if viewModel.kind == .success {
            sceneHost?.setConnection(.online, lastRefresh: nil)
        }
        order.reload()
        // An open list follows the batch as it moves on.
        if outcomes != nil { interactor?.showOutcomes() }
    }

    public func displayOutcomes(_ viewModel: OrdersAwaitingApproval.Outcomes.ViewModel) {
        if let outcomes {
            outcomes.show(viewModel)
        } else {
            router?.routeToDecisionOutcomes(viewModel)
        }
    }

    /// Opens the outcomes of the last batch (its key, `:outcomes`).
    public func showDecisionOutcomes() {
        interactor?.showOutcomes()
    }

    /// Every message of the scene goes through here, so the bar offers the outcomes list only while the
    /// line it explains is on screen.
    func say(_ message: StatusMessage, batchSummary: Bool = false) {
        showsBatchSummary = batchSummary
        sceneHost?.show(message)
    }

    static func statusMessage(_ text: String, kind: OrdersAwaitingApproval.Decide.ViewModel.Kind) -> StatusMessage {
        switch kind {
        case .info: return .info(text)
        case .success: return .success(text)
        case .warning: return .warning(text)
        case .error: return .error(text)
        }
    }
}
