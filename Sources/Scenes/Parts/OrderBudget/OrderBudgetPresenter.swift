import Foundation

/// What the budget tells its presenter.
@MainActor
public protocol OrderBudgetPresentationLogic: AnyObject {
    func presentBudget(_ response: ApproveRejectOrder.Budget.Response)
}

/// What shows the budget (the order view's pane).
@MainActor
public protocol OrderBudgetDisplayLogic: AnyObject {
    /// nil: no budget pane (an order without accounts, a site that refuses the reads).
    func displayBudget(_ viewModel: ApproveRejectOrder.Budget.ViewModel?)
    /// Said once on the message line: the site does not let the budget be read here.
    func displayBudgetRefused(_ text: String)
}

/// The budget in words: per account, its figures and what this order comes to against what is available,
/// over in the warning colour; labelled approximate, since the site's own check uses options Signoff
/// cannot read.
@MainActor
public final class OrderBudgetPresenter: OrderBudgetPresentationLogic, PresentsInUserFormats {
    public weak var view: (any OrderBudgetDisplayLogic)?
    var formats: DisplayFormats

    public init(dates: DateStyle, numbers: NumberStyle = .plain) {
        formats = DisplayFormats(dates: dates, numbers: numbers)
    }

    public init(formats source: @escaping DisplayFormats.Source) {
        formats = DisplayFormats(source: source)
    }

    /// What the site's own check weighs that Signoff cannot see: said where an account goes over, which
    /// the site may still allow.
    static let approximate = "Approximate: the site's tolerance, roll-up and budget date are not read."

    public func presentBudget(_ response: ApproveRejectOrder.Budget.Response) {
        takeFormats()
        let title = response.budgetApproval ? "Budget approval (approximate)" : "Budget (approximate)"
        switch response.progress {
        case .refused(let reason, let firstTime):
            if firstTime { view?.displayBudgetRefused("Budget not readable here: \(reason)") }
            view?.displayBudget(response.budgetApproval ? .init(title: title, rows: [], note: "Budget not readable here.",
                                                                noteIsProblem: false, first: true) : nil)
            return
        case .noAccounts:
            view?.displayBudget(response.budgetApproval ? .init(title: title, rows: [], note: "No line of this order charges an account.",
                                                                noteIsProblem: false, first: true) : nil)
            return
        default: break
        }
        // One fiscal year and span for every account (the usual case) is said once, in the title.
        let spans = Set(response.shares.map { Self.span($0, response.accumulation) })
        let common = spans.count == 1 ? spans.first : nil
        let rows = response.shares.flatMap { shareRows($0, accumulation: response.accumulation, withSpan: common == nil) }
        let titled = title + (common.map { " · " + $0 } ?? "")
        var note: String?
        var problem = false
        // The oldest figures shown say how old the budget is.
        let readOn = response.shares.map(\.readOn).min { ($0.iso ?? "") < ($1.iso ?? "") }
        switch response.progress {
        case .asked: break
        case .reading: note = readOn.map { "Kept from \(dates.format($0)); reading again…" } ?? "Reading the budget…"
        // Read figures are today's (accounts are read once a day); over what is available, what the site
        // weighs besides is said.
        case .read: note = response.shares.contains { $0.left < 0 } ? Self.approximate : nil
        case .failed(let why):
            problem = true
            note = readOn.map { "Kept from \(dates.format($0)); not read again: \(why)" } ?? "Not read: \(why)"
        case .noAccounts, .refused: break
        }
        view?.displayBudget(.init(title: titled, rows: rows, note: note, noteIsProblem: problem, first: response.budgetApproval,
                                  awaited: response.awaited))
    }

    /// "M30.6110 Office supplies · FY 2026, whole year", its figures, and this order against what is available
    /// (said once, there: the terminal is sent each row as the cursor moves from order to order).
    /// `withSpan`: the heading says the fiscal year and the periods summed (else the title does).
    public func shareRows(_ share: BudgetShareFacts, accumulation: ApproveRejectOrder.Budget.Accumulation,
                          withSpan: Bool = true) -> [ApproveRejectOrder.Budget.ViewModel.Row] {
        let figures = "budget \(numbers.amount(share.budget)) · actual \(numbers.amount(share.actual)) · committed "
            + numbers.amount(share.committed)
        let against = "this order \(numbers.amount(share.thisOrder)) of \(numbers.amount(share.available)) available: "
            + (share.left < 0 ? "over by \(numbers.amount(-share.left))" : "\(numbers.amount(share.left)) left")
        return [.init(text: "\(share.number) \(share.description)" + (withSpan ? " · " + Self.span(share, accumulation) : ""),
                      over: false, heading: true),
                .init(text: "  " + figures, over: false, heading: false),
                .init(text: "  " + against, over: share.left < 0, heading: false)]
    }

    /// "FY 2026, whole year" or "FY 2026, periods 1–5".
    static func span(_ share: BudgetShareFacts, _ accumulation: ApproveRejectOrder.Budget.Accumulation) -> String {
        "FY \(share.fiscalYear), " + (accumulation == .wholeYear ? "whole year" : "periods 1–\(share.period)")
    }
}
