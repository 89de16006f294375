import Foundation

/// What the queue's refreshes tell their presenter.
@MainActor
public protocol QueueRefreshPresentationLogic: AnyObject {
    func presentRefresh(_ response: OrdersAwaitingApproval.Refresh.Response)
    func presentNewOrders(_ response: OrdersAwaitingApproval.NewOrders.Response)
    func presentLines(_ response: OrdersAwaitingApproval.Lines.Response)
}

/// What shows the refreshes (the home View): the top bar's connection, news and activity, the message
/// line, the bell and a desktop notification.
@MainActor
public protocol QueueRefreshDisplayLogic: AnyObject {
    func displayRefresh(_ viewModel: OrdersAwaitingApproval.Refresh.ViewModel)
    func displayNewOrders(_ viewModel: OrdersAwaitingApproval.News)
    func displayLines(_ viewModel: OrdersAwaitingApproval.Lines.ViewModel)
}

/// A refresh in words: what it brought, changed or saw leave, or why it failed; the new orders' count for
/// the top bar; the order lines' progress; the desktop notification's text (`+Notice`).
@MainActor
public final class QueueRefreshPresenter: QueueRefreshPresentationLogic, PresentsInUserFormats {
    public weak var view: (any QueueRefreshDisplayLogic)?
    /// The user's date and number formats, as the settings say them before each presentation.
    var formats: DisplayFormats

    public init(dates: DateStyle = .iso, numbers: NumberStyle = .plain) {
        formats = DisplayFormats(dates: dates, numbers: numbers)
    }

    public init(formats source: @escaping DisplayFormats.Source) {
        formats = DisplayFormats(source: source)
    }

    public func presentRefresh(_ response: OrdersAwaitingApproval.Refresh.Response) {
        takeFormats()
        switch response {
        case .started:
            view?.displayRefresh(.init(syncing: true, lastRefresh: nil, offline: nil, message: nil, isError: false))
        case .finished(let done):
            let time = ClockText.hoursMinutes(done.at)
            guard done.failed.isEmpty else {
                let why = done.firstError ?? "unknown error"
                // What matters first: the list is the stored one; then why.
                let what = done.queueFailed ? "Showing the queue stored before; refresh failed" :
                    "Refreshed, except \(done.failed.joined(separator: ", "))"
                view?.displayRefresh(.init(syncing: false, lastRefresh: nil, offline: done.offline ? why : nil,
                                           message: "\(what): \(why)", isError: true))
                return
            }
            var news: [String] = []
            if !done.arrived.isEmpty { news.append("\(numbers.counted(done.arrived.count, "new order")): \(Self.some(done.arrived, numbers))") }
            if !done.changed.isEmpty { news.append("Changed on the server: \(Self.some(done.changed, numbers))") }
            if !done.decidedElsewhere.isEmpty {
                // Why they left is not known: decided or forwarded by someone else, withdrawn, deleted.
                news.append("No longer awaiting you: \(Self.some(done.decidedElsewhere, numbers))")
            }
            // An automatic refresh with nothing to say keeps whatever message the user is reading.
            let quiet = done.automatic && news.isEmpty
            // Read whole when asked says nothing more; any other reason is said (a store of an older version
            // is read whole once after an update, and the approver sees why the refresh took longer).
            let whole = done.readWholeBecause.map { $0 == "asked for" ? ", read whole." : ", read whole: \($0)." } ?? "."
            var message = "Queue refreshed at \(time)" + whole
            if !news.isEmpty { message += " " + news.joined(separator: ". ") + "." }
            view?.displayRefresh(.init(syncing: false, lastRefresh: "refreshed \(time)", offline: nil,
                                       message: quiet ? nil : message, isError: false, bell: done.signal == .bell,
                                       desktopNotice: done.signal == .desktop ? Self.notice(of: done, numbers) : nil))
        }
    }

    public func presentNewOrders(_ response: OrdersAwaitingApproval.NewOrders.Response) {
        takeFormats()
        let count = response.unopened.count
        view?.displayNewOrders(.init(orders: response.unopened, text: count == 0 ? nil : "\(numbers.grouped(count)) new"))
    }

    public func presentLines(_ response: OrdersAwaitingApproval.Lines.Response) {
        takeFormats()
        switch response {
        case .loading(let completed, let total, let lines):
            let share = total.flatMap { $0 > 0 ? " \(min(100, completed * 100 / $0)) %" : nil } ?? ""
            view?.displayLines(.init(activity: "order lines\(share) (\(numbers.grouped(lines)))", message: nil, isError: false))
        case .done, .stoppedOffline:
            view?.displayLines(.init(activity: nil, message: nil, isError: false))
        case .failed(let why):
            view?.displayLines(.init(activity: nil, message: "Order lines could not all be read: \(why). Each order's lines are read when it is opened; "
                                     + "R reads the rest.", isError: true))
        }
    }

    /// The first three orders ("4107 OP, 4106 OP, 4105 OP") and how many more.
    private static func some(_ orders: [OrderID], _ numbers: NumberStyle) -> String {
        let shown = orders.prefix(3).map { "\($0.number) \($0.type)" }.joined(separator: ", ")
        return shown + (orders.count > 3 ? " and \(numbers.grouped(orders.count - 3)) more" : "")
    }
}
