/// What the list's arrangement tells its presenter.
@MainActor
public protocol ListArrangementPresentationLogic: AnyObject {
    func presentSort(_ response: OrdersAwaitingApproval.Sort.Response)
    func presentFilter(_ response: OrdersAwaitingApproval.Filter.Response)
    func presentSavedViews(_ response: OrdersAwaitingApproval.SavedViews.Response)
}

/// What shows the arranged list (the home View): the sort's column and arrow, the filter or what is wrong
/// with it, and saved views.
@MainActor
public protocol ListArrangementDisplayLogic: AnyObject {
    func displaySort(_ viewModel: OrdersAwaitingApproval.Sort.ViewModel)
    func displayFilter(_ viewModel: OrdersAwaitingApproval.Filter.ViewModel)
    func displaySavedViews(_ viewModel: OrdersAwaitingApproval.SavedViews.ViewModel)
}

/// The list's arrangement in words: the sort said with its direction, the filter described in the user's
/// number format, and saved views (`+SavedViews`).
@MainActor
public final class ListArrangementPresenter: ListArrangementPresentationLogic, PresentsInUserFormats {
    public weak var view: (any ListArrangementDisplayLogic)?
    /// The user's date and number formats, as the settings say them before each presentation.
    var formats: DisplayFormats

    public init(dates: DateStyle = .iso, numbers: NumberStyle = .plain) {
        formats = DisplayFormats(dates: dates, numbers: numbers)
    }

    public init(formats source: @escaping DisplayFormats.Source) {
        formats = DisplayFormats(source: source)
    }

    /// How the status line names a sort column.
    static func name(of column: SortFacts.Column) -> String {
        switch column {
        case .order: return "order"
        case .supplier: return "supplier"
        case .date: return "date"
        case .amount: return "amount"
        case .originator: return "originator"
        case .waiting: return "days waiting"
        case .lines: return "lines"
        }
    }

    public func presentSort(_ response: OrdersAwaitingApproval.Sort.Response) {
        takeFormats()
        let index = response.sort.column.rawValue
        // Days waiting grow as dates get older, so its arrow is the date's reversed.
        let rising = response.sort.column == .waiting ? !response.sort.ascending : response.sort.ascending
        let arrow = rising ? "↑" : "↓"
        let order = switch response.sort.column {
        case .date: rising ? "oldest first" : "newest first"
        case .supplier, .originator: rising ? "A to Z" : "Z to A"
        case .waiting: rising ? "shortest first" : "longest first"
        default: rising ? "smallest first" : "largest first"
        }
        var message = "Sorted by \(Self.name(of: response.sort.column)), \(order) (S reverses)."
        if response.sort.column == .amount, response.currencies > 1 {
            message += " Amounts of \(numbers.grouped(response.currencies)) currencies are compared as numbers, not converted."
        }
        view?.displaySort(.init(column: index, arrow: arrow, message: message))
    }

    public func presentFilter(_ response: OrdersAwaitingApproval.Filter.Response) {
        takeFormats()
        switch response {
        case .applied(let filter):
            view?.displayFilter(.init(description: filter.isEmpty ? nil : FilterWording.describe(filter, numbers), error: nil, errorField: nil))
        case .invalid(let field, let message):
            view?.displayFilter(.init(description: nil, error: message, errorField: field))
        }
    }
}
