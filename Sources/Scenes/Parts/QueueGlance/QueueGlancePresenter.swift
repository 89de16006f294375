import Foundation

/// What the queue at a glance tells its presenter.
@MainActor
public protocol QueueGlancePresentationLogic: AnyObject {
    func presentGlance(_ response: OrdersAwaitingApproval.Glance.Response)
}

/// What shows the glance (the home View, in the list's place).
@MainActor
public protocol QueueGlanceDisplayLogic: AnyObject {
    func displayGlance(_ viewModel: OrdersAwaitingApproval.Glance.ViewModel)
}

/// The queue at a glance in words: a section per dimension, a row per bar with its length as a share of
/// the section's longest, the count and the totals per currency in the user's number format.
@MainActor
public final class QueueGlancePresenter: QueueGlancePresentationLogic, PresentsInUserFormats {
    public weak var view: (any QueueGlanceDisplayLogic)?
    /// The user's date and number formats, as the settings say them before each presentation.
    var formats: DisplayFormats

    public init(dates: DateStyle = .iso, numbers: NumberStyle = .plain) {
        formats = DisplayFormats(dates: dates, numbers: numbers)
    }

    public init(formats source: @escaping DisplayFormats.Source) {
        formats = DisplayFormats(source: source)
    }

    public func presentGlance(_ response: OrdersAwaitingApproval.Glance.Response) {
        takeFormats()
        typealias ViewModel = OrdersAwaitingApproval.Glance.ViewModel
        let sections = response.sections.map { section -> ViewModel.Section in
            let longest = section.bars.map(\.count).max() ?? 0
            let rows = section.bars.map { bar -> ViewModel.Row in
                let totals = bar.totals.map { "\(numbers.amount($0.amount)) \($0.currency)" }.joined(separator: " · ")
                let selectable: OrdersAwaitingApproval.Glance.Group? = bar.group == .noDate ? nil : bar.group
                return .init(label: label(bar.group), fraction: longest > 0 ? Double(bar.count) / Double(longest) : 0,
                             count: numbers.grouped(bar.count), totals: totals, group: selectable)
            }
            return .init(title: Self.title(section.dimension), rows: rows)
        }
        let orders = numbers.counted(response.orders, "order")
        view?.displayGlance(.init(title: "Queue at a glance · \(orders) · Enter filters the list", sections: sections,
                                  error: response.error))
    }

    static func title(_ dimension: OrdersAwaitingApproval.Glance.Dimension) -> String {
        switch dimension {
        case .orderType: return "By order type"
        case .branch: return "By branch"
        case .waiting: return "By days waiting"
        case .amount: return "By amount"
        }
    }

    /// "OP", "M30", "3–7 days", "over 30 days", "1,000–9,999".
    func label(_ group: OrdersAwaitingApproval.Glance.Group) -> String {
        switch group {
        case .orderType(let type): return type.isEmpty ? "(none)" : type
        case .branch(let branch): return branch.isEmpty ? "(none)" : branch
        case .noDate: return "date unreadable"
        case .waiting(let low?, let high?): return "\(low)–\(high) days"
        case .waiting(nil, let high?): return "up to \(high) days"
        case .waiting(let low?, nil): return "over \(low - 1) days"
        case .waiting(nil, nil): return "any"
        case .amount(let low?, let high?): return "\(whole(low))–\(whole(high))"
        case .amount(nil, let high?): return "under \(whole(high.rounded(.up)))"
        case .amount(let low?, nil): return "\(whole(low)) and over"
        case .amount(nil, nil): return "any"
        }
    }

    /// An amount bound without its cents, grouped as the user groups (999.99 → "999", 1,000 → "1,000").
    private func whole(_ value: Double) -> String { numbers.grouped(Int(value.rounded(.down))) }
}
