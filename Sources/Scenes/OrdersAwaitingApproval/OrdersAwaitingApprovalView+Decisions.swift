import SceneKit

/// The desk's news on the message line, and the top bar's word on the server it carries.
extension OrdersAwaitingApprovalView {
    public func displayDecisionNews(_ viewModel: OrdersAwaitingApproval.DecisionNewsShown.ViewModel) {
        let message: StatusMessage = switch viewModel.kind {
        case .info: .info(viewModel.message)
        case .success: .success(viewModel.message)
        case .warning: .warning(viewModel.message)
        case .error: .error(viewModel.message)
        }
        say(message, batchSummary: viewModel.isBatchSummary)
        switch viewModel.server {
        case .decisionsWait?: sceneHost?.setConnection(.offline("decisions wait in the outbox"), lastRefresh: nil)
        case .answered?: sceneHost?.setConnection(.online, lastRefresh: nil)
        case nil: break
        }
    }
}
