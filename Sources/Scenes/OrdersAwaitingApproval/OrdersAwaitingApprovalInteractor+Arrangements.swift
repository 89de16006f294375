import Resources

/// Saved views (`:view`): the list's sort, filter and search kept under a name and applied again.
extension OrdersAwaitingApprovalInteractor {
    public func arrangement(search: String) -> SavedView {
        SavedView(sort: sort, filter: filter, search: search)
    }

    /// Sorts and filters the list as `view` says; the filter dialog opens again with its fields, written
    /// in the user's number format.
    public func apply(_ view: SavedView) {
        let next = view.queueFilter
        sort = view.queueSort
        filter = next
        let style = numbers
        func amount(_ value: Double?) -> String { value.map { style.amount($0) } ?? "" }
        func days(_ value: Int?) -> String { value.map { String($0) } ?? "" }
        filterRequest = .init(orderTypes: next.orderTypes.joined(separator: ", "), branches: next.branches.joined(separator: ", "),
                              minimumAmount: amount(next.minimumAmount), maximumAmount: amount(next.maximumAmount),
                              minimumDaysWaiting: days(next.minimumDaysWaiting), maximumDaysWaiting: days(next.maximumDaysWaiting))
        reshow()
        presenter?.presentSort(.init(sort: SortFacts(sort)))
        presenter?.presentFilter(.applied(FilterFacts(next)))
        loadSummary()
    }
}
