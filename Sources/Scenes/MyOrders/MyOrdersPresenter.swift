/// What "My orders"' interactor hands on to be shown.
@MainActor
public protocol MyOrdersPresentationLogic: AnyObject {
    func presentOrders(_ response: MyOrders.List.Response)
}

/// The user's orders as rows: order, supplier, total, where it stands in words ("awaiting Lefèvre,
/// Marie-Hélène (4243) · 3 days", "approved by KENJI 11/18/2026", "rejected by MARIE 11/19/2026"), and
/// `Δ` when that changed since the user saw it; a title with the counts and the filter; a note that says
/// plainly when the server could not be read.
@MainActor
public final class MyOrdersPresenter: MyOrdersPresentationLogic, PresentsInUserFormats {
    public weak var view: (any MyOrdersDisplayLogic)?
    var formats: DisplayFormats

    public init(formats: DisplayFormats) { self.formats = formats }

    public func presentOrders(_ response: MyOrders.List.Response) {
        takeFormats()
        let rows = response.entries.map { entry in
            MyOrders.List.ViewModel.Row(cells: [(entry.changedSinceSeen ? "Δ " : "") + entry.order.description,
                                                entry.supplierName.isEmpty ? (entry.supplier > 0 ? String(entry.supplier) : "") : entry.supplierName,
                                                entry.total == 0 && entry.currency.isEmpty ? "" : numbers.amount(entry.total) + " " + entry.currency,
                                                standing(entry.standing)],
                                        changed: entry.changedSinceSeen)
        }
        var title = "My orders"
        if response.filter != .all { title += " · \(response.filter.rawValue)" }
        title += response.entries.count == response.total
            ? " · \(numbers.counted(response.total, "order"))"
            : " · \(numbers.grouped(response.entries.count)) of \(numbers.counted(response.total, "order"))"
        var note: String?
        var problem = false
        if let failure = response.serverFailure {
            problem = true
            note = "Not read from the server (\(failure))." + (response.readAt.map { " Shown: as read \(dates.format($0))." } ?? "")
        } else if response.reading {
            note = response.total == 0 ? "Reading the orders you raised from the server…" : "Reading them again…"
        } else if response.entries.isEmpty {
            note = response.total == 0 ? "No order raised by you is on an approval route." : "No order of yours is \(response.filter.rawValue)."
        }
        view?.displayOrders(.init(title: title, note: note, noteIsProblem: problem, rows: rows))
    }

    /// Where an order stands, in words.
    public func standing(_ standing: MyOrders.Standing) -> String {
        switch standing {
        case .awaiting(let approver, let name, let budget, _, let days):
            let who = name.isEmpty ? String(approver) : "\(name) (\(approver))"
            return (budget ? "awaiting budget approval by " : "awaiting ") + who + (days.map { " · " + numbers.counted($0, "day") } ?? "")
        case .approved(let by, let on): return "approved by \(by) \(dates.format(on))"
        case .rejected(let by, let on): return "rejected by \(by) \(dates.format(on))"
        case .forwarded(let by, let to, let name, let on):
            return "forwarded by \(by) to " + (name.isEmpty ? String(to) : "\(name) (\(to))") + " \(dates.format(on))"
        case .raised(let on): return "raised \(dates.format(on)), not routed yet"
        }
    }
}
