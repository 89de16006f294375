import SceneKit

/// The marks on screen: the count after the list's title and the marked rows, and the question asked
/// before a verdict on marks some of which the filter hides.
extension OrdersAwaitingApprovalView: QueueMarksDisplayLogic {
    public func displayMarks(_ viewModel: OrdersAwaitingApproval.Marks.ViewModel) {
        list.marks = viewModel
        if let message = viewModel.message { say(.info(message)) }
        host?.setNeedsDisplay()
    }

    /// Some marked orders are hidden by the filter: which ones the verdict is for, asked first.
    public func displayHiddenMarks(_ viewModel: OrdersAwaitingApproval.HiddenMarks.ViewModel) {
        let current = list.selectedID
        host?.present(HiddenMarksQuestionView(viewModel: viewModel) { [weak self] scope in
            self?.interactor?.prepareDecision(.init(verdict: viewModel.verdict, current: current, marks: scope))
        })
    }
}
