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
}

/// What the arrangement tells its presenter (the home presenter says it).
@MainActor
public protocol ListArrangementPresentationLogic: AnyObject {
    func presentSort(_ response: OrdersAwaitingApproval.Sort.Response)
    func presentFilter(_ response: OrdersAwaitingApproval.Filter.Response)
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
    public weak var presenter: (any ListArrangementPresentationLogic)?
    public weak var list: (any ArrangedList)?
    /// How amounts are typed in the filter: as the screen shows them, as the settings say now.
    public var numbers: @MainActor () -> NumberStyle = { .plain }
    public private(set) var sort = QueueSort()
    public private(set) var filter = QueueFilter()
    public private(set) var filterRequest = OrdersAwaitingApproval.Filter.Request()

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

    private func filtered(_ next: QueueFilter, request: OrdersAwaitingApproval.Filter.Request) {
        filter = next
        filterRequest = request
        list?.arrange(sort: sort, filter: filter)
        presenter?.presentFilter(.applied(FilterFacts(next)))
        list?.filterApplied()
    }
}
