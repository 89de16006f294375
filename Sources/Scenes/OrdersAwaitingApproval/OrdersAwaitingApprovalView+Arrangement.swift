import SceneKit

/// The list's arrangement on screen: the sort's arrow, the filter (or what does not fit in its dialog),
/// and saved views (the message, the dialog to pick one, the search a view applied).
extension OrdersAwaitingApprovalView: ListArrangementDisplayLogic {
    public func displaySort(_ viewModel: OrdersAwaitingApproval.Sort.ViewModel) {
        list.sortColumn = viewModel.column
        list.sortArrow = viewModel.arrow
        list.invalidateRows()
        list.move(.first)
        say(.info(viewModel.message))
        host?.setNeedsDisplay()
    }

    public func displayFilter(_ viewModel: OrdersAwaitingApproval.Filter.ViewModel) {
        if let error = viewModel.error {
            // A problem with what the dialog holds is shown in it; one with a filter applied otherwise (a
            // bar of the glance) on the status line.
            if let dialog = filterDialog, let field = viewModel.errorField, field >= 0 { dialog.show(error: error, field: field) } else {
                say(.warning(error))
            }
        } else {
            list.invalidateRows()
            list.move(.first)
            say(.info(viewModel.description.map { "Filter: \($0)." } ?? "Filter cleared."))
        }
        host?.setNeedsDisplay()
    }

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
