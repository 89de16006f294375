import SceneKit

/// Saved views on screen: the message, the dialog to pick one, the search a view applied.
extension OrdersAwaitingApprovalView {
    public func displaySavedViews(_ viewModel: OrdersAwaitingApproval.SavedViews.ViewModel) {
        if !viewModel.rows.isEmpty {
            let rows = viewModel.rows.map { SavedViewsDialogView.Row(name: $0.name, summary: $0.summary) }
            host?.present(SavedViewsDialogView(rows: rows) { [weak self] name in
                guard let self else { return }
                self.interactor?.arrangement.perform(.apply(name), search: self.lastSearchText)
            })
        }
        if let search = viewModel.search { useSearch(search) }
        switch viewModel.tone {
        case .info: say(.info(viewModel.message))
        case .success: say(.success(viewModel.message))
        case .warning: say(.warning(viewModel.message))
        case .error: say(.error(viewModel.message))
        }
    }
}
