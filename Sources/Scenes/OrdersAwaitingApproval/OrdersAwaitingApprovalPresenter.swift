import Foundation

@MainActor
public protocol OrdersAwaitingApprovalPresentationLogic: AnyObject {
    func presentSummary(_ response: OrdersAwaitingApproval.Summary.Response)
    func presentWindow(_ response: OrdersAwaitingApproval.Window.Response)
    func presentOpen(_ response: OrdersAwaitingApproval.Open.Response)
    func presentCursor(_ response: OrdersAwaitingApproval.Cursor.Response)
    func presentDecisionNews(_ response: OrdersAwaitingApproval.DecisionNewsShown.Response)
}

@MainActor
public protocol OrdersAwaitingApprovalDisplayLogic: AnyObject {
    func displaySummary(_ viewModel: OrdersAwaitingApproval.Summary.ViewModel)
    func displayWindow(_ viewModel: OrdersAwaitingApproval.Window.ViewModel)
    func displayCursor(_ viewModel: OrdersAwaitingApproval.Cursor.ViewModel)
    /// A message for the line under the screen (an order that could not be opened).
    func displayMessage(_ viewModel: OrdersAwaitingApproval.Message.ViewModel)
    func displayDecisionNews(_ viewModel: OrdersAwaitingApproval.DecisionNewsShown.ViewModel)
}

/// Formats queue rows for the list: the order key, names, the date and the amount (with its currency)
/// in the user's formats, days waiting and the line count.
@MainActor
public final class OrdersAwaitingApprovalPresenter: OrdersAwaitingApprovalPresentationLogic, PresentsInUserFormats {
    public weak var view: (any OrdersAwaitingApprovalDisplayLogic)?
    /// The user's date and number formats, as the settings say them before each presentation.
    var formats: DisplayFormats

    public init(dates: DateStyle, numbers: NumberStyle = .plain) {
        formats = DisplayFormats(dates: dates, numbers: numbers)
    }

    public init(formats source: @escaping DisplayFormats.Source) {
        formats = DisplayFormats(source: source)
    }

    public func presentSummary(_ response: OrdersAwaitingApproval.Summary.Response) {
        takeFormats()
        let filtered = !response.filter.isEmpty
        let counted = filtered ? "\(numbers.grouped(response.count)) of \(numbers.grouped(response.total))"
                               : numbers.grouped(response.count)
        let title = "Orders awaiting approval (\(counted))" + (filtered ? " · filter: " + FilterWording.describe(response.filter, numbers) : "")
        let empty = response.count == 0 ? (filtered ? "No order matches the filter (f changes it)." : "Nothing awaits your approval.") : nil
        view?.displaySummary(.init(title: title, count: response.count, emptyText: empty, error: response.error))
    }

    public func presentOpen(_ response: OrdersAwaitingApproval.Open.Response) {
        takeFormats()
        let why = response.filtered ? "Order \(response.number) is not in the filtered list (f changes the filter)."
                                    : "Order \(response.number) is not in your queue."
        view?.displayMessage(.init(text: why))
    }

    public func presentWindow(_ response: OrdersAwaitingApproval.Window.Response) {
        takeFormats()
        let rows = response.rows.map { row -> OrdersAwaitingApproval.Window.ViewModel.Row in
            let sending = row.sending
            let waiting = row.daysWaiting.map { max(0, $0) }
            return .init(cells: [
                row.id.description,
                // `Δ`: changed since the approver last opened it (the marker column's `>` is the cursor's).
                // A budget approval says so first: beside the order the column is narrow, and the cue must stay.
                (row.changedSinceSeen ? "Δ " : "") + (row.budgetApproval ? "budget · " : "") + row.supplierText
                    + (row.rejectedLineCount == 0 ? ""
                       : " · \(numbers.grouped(row.rejectedLineCount)) of \(numbers.counted(row.lineCount, "line")) rejected"),
                dates.format(row.orderDate),
                numbers.amount(row.amount) + " " + row.currency,
                row.originatorName.isEmpty ? String(row.originator) : row.originatorName,
                waiting.map { "\(numbers.grouped($0)) d" } ?? "",
                numbers.grouped(row.lineCount),
            ], id: row.id, sending: sending)
        }
        view?.displayWindow(.init(offset: response.offset, rows: rows))
    }

    public func presentCursor(_ response: OrdersAwaitingApproval.Cursor.Response) {
        view?.displayCursor(.init(position: response.position, shift: response.position - response.from))
    }
}
