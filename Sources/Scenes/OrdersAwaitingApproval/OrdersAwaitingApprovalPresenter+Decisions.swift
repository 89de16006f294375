
extension OrdersAwaitingApprovalPresenter {
    /// The desk's news in the words every scene uses (`DecisionNewsWording`).
    public func presentDecisionNews(_ response: OrdersAwaitingApproval.DecisionNewsShown.Response) {
        takeFormats()
        guard let news = response.news else {
            view?.displayDecisionNews(.init(message: "No outcomes to list yet: they are kept for orders decided together "
                                            + "(marked with space).", kind: .info))
            return
        }
        guard let viewModel = DecisionNewsWording.viewModel(news, numbers: numbers) else { return }
        view?.displayDecisionNews(viewModel)
    }
}
