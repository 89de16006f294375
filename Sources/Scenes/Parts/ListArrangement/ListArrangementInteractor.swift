import Resources

/// What the home View asks of the list's arrangement.
@MainActor
public protocol ListArrangementBusinessLogic: AnyObject {
    /// The filter dialog's fields as last applied.
    var filterRequest: OrdersAwaitingApproval.Filter.Request { get }
    /// Sorts by the next column.
    func changeSort()
    /// The same column the other way round.
    func reverseSort()
    /// Checks and applies the filter dialog's fields; an invalid field keeps the filter there was.
    func applyFilter(_ request: OrdersAwaitingApproval.Filter.Request)
    /// The list's sort and filter now, with `search` (the View's last search), to be saved as a view.
    func arrangement(search: String) -> SavedView
    /// Sorts and filters the list as `view` says (its search is the View's to run).
    func apply(_ view: SavedView)
    /// `:view`: lists, applies, saves (the list's sort and filter, with `search`, the View's last) or
    /// deletes a saved view.
    func perform(_ route: ViewRoute, search: String)
    /// The view `display.default-view` names, applied as the list opens.
    func applyDefaultView()
}

/// The list whose arrangement this is: it shows the orders as sorted and filtered, and counts them.
@MainActor
public protocol ArrangedList: AnyObject {
    /// Shows the list in this order, through this filter.
    func arrange(sort: QueueSort, filter: QueueFilter)
    /// The filter changed: the list's count and total follow.
    func filterApplied()
    /// Currencies in the queue, said beside an amount sort (which compares numbers, not converted).
    var currencyCount: Int { get }
}

/// The home list's arrangement: its sort and filter (the filter dialog's fields checked in the user's
/// number format) and saved views' sort and filter; the list itself only shows what it is given.
@MainActor
public final class ListArrangementInteractor: ListArrangementBusinessLogic {
    public var presenter: (any ListArrangementPresentationLogic)?
    public weak var list: (any ArrangedList)?
    /// How amounts are typed in the filter: as the screen shows them, as the settings say now.
    public var numbers: @MainActor () -> NumberStyle = { .plain }
    public private(set) var sort = QueueSort()
    public private(set) var filter = QueueFilter()
    public private(set) var filterRequest = OrdersAwaitingApproval.Filter.Request()
    /// Where saved views are kept (nil: `:view` is not offered, as in tests and scripts).
    public var savedViews: SavedViewsWorker?

    public init() {}

    public func changeSort() {
        sort = sort.next()
        sorted()
    }

    public func reverseSort() {
        sort.ascending.toggle()
        sorted()
    }

    private func sorted() {
        list?.arrange(sort: sort, filter: filter)
        presenter?.presentSort(.init(sort: SortFacts(sort), currencies: sort.column == .amount ? list?.currencyCount ?? 1 : 1))
    }

    public func applyFilter(_ request: OrdersAwaitingApproval.Filter.Request) {
        guard let next = FilterFields(request, numbers: numbers()).filter(refusing: { field, message in
            presenter?.presentFilter(.invalid(field: field, message: message))
        }) else { return }
        filtered(next, request: request)
    }

    public func arrangement(search: String) -> SavedView {
        SavedView(sort: sort, filter: filter, search: search)
    }

    /// The filter dialog opens again with the view's fields, written in the user's number format.
    public func apply(_ view: SavedView) {
        sort = view.queueSort
        filtered(view.queueFilter, request: FilterFields.request(for: view.queueFilter, numbers: numbers()))
        presenter?.presentSort(.init(sort: SortFacts(sort)))
    }

    /// A filter was asked for that none of the dialog's fields can express: `why` is said, and the
    /// filter there was stays.
    public func refuseFilter(_ why: String) {
        presenter?.presentFilter(.invalid(field: -1, message: why))
    }

    private func filtered(_ next: QueueFilter, request: OrdersAwaitingApproval.Filter.Request) {
        filter = next
        filterRequest = request
        list?.arrange(sort: sort, filter: filter)
        presenter?.presentFilter(.applied(FilterFacts(next)))
        list?.filterApplied()
    }
}

/// Saved views: kept by the worker, applied here.
extension ListArrangementInteractor {
    public func perform(_ route: ViewRoute, search: String) {
        guard let savedViews else { return }
        var views = savedViews.views
        switch route {
        case .list:
            presenter?.presentSavedViews(views.isEmpty ? .noneYet : .listed(views.mapValues(SavedViewFacts.init)))
        case .apply(let name):
            guard let view = views[name] else { return unknown(name, views, atStart: false) }
            apply(view)
            presenter?.presentSavedViews(.applied(name: name, search: view.search))
        case .save(let name):
            guard views[name] != nil || views.count < SavedView.maximumCount else {
                return presenter?.presentSavedViews(.full(maximum: SavedView.maximumCount)) ?? ()
            }
            let replaced = views[name] != nil
            views[name] = arrangement(search: search)
            guard keep(views) else { return }
            presenter?.presentSavedViews(.saved(name: name, replaced: replaced))
        case .delete(let name):
            guard views.removeValue(forKey: name) != nil else { return unknown(name, savedViews.views, atStart: false) }
            guard keep(views) else { return }
            presenter?.presentSavedViews(.deleted(name: name, stillDefault: savedViews.defaultView == name))
        }
    }

    /// A name that is no saved view is said, and the list opens as usual.
    public func applyDefaultView() {
        guard let savedViews, let name = savedViews.defaultView else { return }
        guard let view = savedViews.views[name] else { return unknown(name, savedViews.views, atStart: true) }
        apply(view)
        presenter?.presentSavedViews(.applied(name: name, search: view.search))
    }

    private func unknown(_ name: String, _ views: [String: SavedView], atStart: Bool) {
        presenter?.presentSavedViews(.unknown(name: name, known: views.keys.sorted(), atStart: atStart))
    }

    /// False (said) when the views could not be kept: then nothing changed.
    private func keep(_ views: [String: SavedView]) -> Bool {
        do {
            try savedViews?.keep(views)
            return true
        } catch {
            presenter?.presentSavedViews(.notKept(why: "\(error)"))
            return false
        }
    }
}
