import SceneKit

/// The budget beside the lines (`Parts/OrderBudget`): its pane, and the refusal said once.
extension ApproveRejectOrderView: OrderBudgetDisplayLogic {
    public func displayBudget(_ viewModel: ApproveRejectOrder.Budget.ViewModel?) {
        budget.viewModel = viewModel
        host?.setNeedsDisplay()
    }

    public func displayBudgetRefused(_ text: String) {
        host?.show(.warning(text))
    }
}
