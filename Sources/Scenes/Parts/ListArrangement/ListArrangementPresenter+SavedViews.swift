/// Saved views in words: what each keeps, and what became of one.
extension ListArrangementPresenter {
    public func presentSavedViews(_ response: OrdersAwaitingApproval.SavedViews.Response) {
        typealias ViewModel = OrdersAwaitingApproval.SavedViews.ViewModel
        takeFormats()
        let model: ViewModel
        switch response {
        case .listed(let views):
            let rows = views.keys.sorted().map { ViewModel.Row(name: $0, summary: Self.summary(of: views[$0]!, numbers)) }
            model = ViewModel(message: "Views: \(Self.names(views.keys)). Enter applies the one chosen.", tone: .info, rows: rows)
        case .noneYet:
            model = ViewModel(message: "No saved views yet: :view save NAME keeps the list's sort, filter and search.", tone: .info)
        case .applied(let name, let search):
            model = ViewModel(message: "View \(name) applied.", tone: .success, search: search)
        case .saved(let name, let replaced):
            model = ViewModel(message: "View \(name) \(replaced ? "replaced" : "saved"): the list's sort, filter and search. :view \(name) applies it.",
                              tone: .success)
        case .deleted(let name, let stillDefault):
            model = ViewModel(message: "View \(name) deleted." + (stillDefault ? " display.default-view still names it: change that setting." : ""),
                              tone: .success)
        case .unknown(let name, let known, let atStart):
            let text = "There is no view \(name)." + (known.isEmpty ? " None is saved yet (:view save NAME)." : " Views: \(Self.names(known)).")
            model = atStart ? ViewModel(message: "display.default-view: \(text) The list is shown as usual.", tone: .warning)
                            : ViewModel(message: text, tone: .error)
        case .full(let maximum):
            model = ViewModel(message: "At most \(maximum) views are kept: :view delete NAME one first.", tone: .error)
        case .notKept(let why):
            model = ViewModel(message: "The views could not be saved: \(why)", tone: .error)
        }
        view?.displaySavedViews(model)
    }

    /// What a view keeps, in a few words: "date ↓ · types OP · amount 2,000.00–… · search “acme”".
    static func summary(of view: SavedViewFacts, _ numbers: NumberStyle) -> String {
        var parts = ["\(view.sort) \(view.ascending ? "↑" : "↓")"]
        let filter = view.filter
        if !filter.orderTypes.isEmpty { parts.append("types " + filter.orderTypes.joined(separator: ",")) }
        if !filter.branches.isEmpty { parts.append("branches " + filter.branches.joined(separator: ",")) }
        func range<T>(_ low: T?, _ high: T?, _ text: (T) -> String) -> String? {
            guard low != nil || high != nil else { return nil }
            return (low.map(text) ?? "…") + "–" + (high.map(text) ?? "…")
        }
        if let amounts = range(filter.minimumAmount, filter.maximumAmount, { numbers.amount($0) }) { parts.append("amount " + amounts) }
        if let days = range(filter.minimumDaysWaiting, filter.maximumDaysWaiting, { String($0) }) { parts.append("waiting " + days + " days") }
        if !view.search.isEmpty { parts.append("search “\(view.search)”") }
        return parts.joined(separator: " · ")
    }

    private static func names<S: Sequence>(_ names: S) -> String where S.Element == String { names.sorted().joined(separator: ", ") }
}
