import Foundation

/// What the supplier history tells its presenter.
@MainActor
public protocol SupplierOrdersPresentationLogic: AnyObject {
    func presentSupplierOrders(_ response: ApproveRejectOrder.SupplierOrders.Response)
}

/// What shows the supplier history (the order view's pane).
@MainActor
public protocol SupplierOrdersDisplayLogic: AnyObject {
    func displaySupplierOrders(_ viewModel: ApproveRejectOrder.SupplierOrders.ViewModel)
}

/// The supplier history in words: the last orders, the years' totals, how this order compares, and how
/// old what is shown is.
@MainActor
public final class SupplierOrdersPresenter: SupplierOrdersPresentationLogic, PresentsInUserFormats {
    public weak var view: (any SupplierOrdersDisplayLogic)?
    /// The user's date and number formats, as the settings say them before each presentation.
    var formats: DisplayFormats
    /// The clock ages are told against (a test sets it).
    var now: () -> Date = Date.init

    public init(dates: DateStyle, numbers: NumberStyle = .plain) {
        formats = DisplayFormats(dates: dates, numbers: numbers)
    }

    public init(formats source: @escaping DisplayFormats.Source) {
        formats = DisplayFormats(source: source)
    }

    public func presentSupplierOrders(_ response: ApproveRejectOrder.SupplierOrders.Response) {
        takeFormats()
        let title = "Supplier history"
        guard response.progress != .noSupplier else {
            view?.displaySupplierOrders(.init(title: title, rows: [], summary: [], note: "The order names no supplier.", noteIsProblem: false))
            return
        }
        var rows: [String] = []
        var summary: [String] = []
        if let facts = response.facts {
            rows = Self.columns(facts.last.map { order in
                [order.id.description, order.date.map { dates.format($0 as DateFacts?) } ?? "—", numbers.amount(order.amount),
                 order.currency, order.status]
            })
            if rows.isEmpty { rows = ["No other order of this supplier this year or last."] }
            let years = facts.years.map {
                "\($0.year): \(numbers.amount($0.amount)) \($0.currency) in \(numbers.counted($0.count, "order"))"
            }
            if !years.isEmpty { summary.append(years.joined(separator: " · ") + (facts.truncated ? " (the newest \(numbers.grouped(facts.last.count)) read)" : "")) }
            if let ratio = facts.ratio, let average = facts.average {
                summary.append("\(Self.ratioText(ratio)) × this supplier's average order (\(numbers.amount(average)) \(response.currency) over "
                               + numbers.counted(facts.averageOf, "order") + ")")
            }
        }
        var note: String?
        var problem = false
        switch response.progress {
        case .asked: break
        case .reading: note = response.facts == nil ? "Reading the supplier's orders…" : "Kept \(age(response.facts!.readAt)); reading again…"
        case .read: note = response.facts.map { "Read \(age($0.readAt))." }
        case .failed(let why):
            problem = true
            note = response.facts.map { "Kept \(age($0.readAt)); not read again: \(why)" } ?? "Not read: \(why)"
        case .noSupplier: break
        }
        view?.displaySupplierOrders(.init(title: title, rows: rows, summary: summary, note: note, noteIsProblem: problem))
    }

    /// The last orders as columns: number, date and status each as wide as its widest, amounts right-aligned
    /// before their currency, so that the rows read down as a table.
    static func columns(_ orders: [[String]]) -> [String] {
        guard let first = orders.first else { return [] }
        let widths = first.indices.map { column in orders.map { $0[column].count }.max() ?? 0 }
        func spaces(_ text: String, _ column: Int) -> String { String(repeating: " ", count: widths[column] - text.count) }
        return orders.map { order in
            let (id, date, amount, currency, status) = (order[0], order[1], order[2], order[3], order[4])
            let head = id + spaces(id, 0) + "  " + date + spaces(date, 1) + "  " + spaces(amount, 2) + amount + " "
            return status.isEmpty ? head + currency : head + currency + spaces(currency, 3) + "  " + status
        }
    }

    /// "3.4" for ratios under 10, whole above ("12"); "0.25" below one tenth... kept to two digits.
    static func ratioText(_ ratio: Double) -> String {
        let decimals = ratio >= 10 ? 0 : ratio >= 0.1 ? 1 : 2
        return String(format: "%.\(decimals)f", ratio)
    }

    /// "just now", "5 min ago", "3 h ago", "2 days ago".
    func age(_ date: Date) -> String {
        let seconds = max(0, now().timeIntervalSince(date))
        switch seconds {
        case ..<60: return "just now"
        case ..<3_600: return "\(Int(seconds / 60)) min ago"
        case ..<172_800: return "\(Int(seconds / 3_600)) h ago"
        default: return "\(Int(seconds / 86_400)) days ago"
        }
    }
}
