import Foundation

/// What the Decide interactor hands on to be shown.
@MainActor
public protocol DecidePresentationLogic: AnyObject {
    func presentConfirm(_ response: Decide.Confirm.Response)
    func presentForwardStart(_ response: Decide.Forward.Start.Response)
    func presentColleagues(_ response: Decide.Forward.Search.Response)
    func presentNoteEntry(_ response: Decide.Note.Response)
    func presentRefusal(_ response: Decide.Refusal.Response)
}

/// What the Decide scene shows: its dialogs over the screen, and a refusal on the message line.
@MainActor
public protocol DecideDisplayLogic: AnyObject {
    func displayConfirm(_ viewModel: Decide.Confirm.ViewModel)
    func displayForwardStart(_ viewModel: Decide.Forward.Start.ViewModel)
    func displayColleagues(_ viewModel: Decide.Forward.Search.ViewModel)
    func displayNoteEntry(_ viewModel: Decide.Note.ViewModel)
    func displayRefusal(_ viewModel: Decide.Refusal.ViewModel)
}

/// The Decide scene in words: the confirm dialog says exactly what will be decided (each order or the
/// count, suppliers, the total per currency), the picker its colleagues.
@MainActor
public final class DecidePresenter: DecidePresentationLogic, PresentsInUserFormats {
    public weak var view: (any DecideDisplayLogic)?
    var formats: DisplayFormats

    public init(formats source: @escaping DisplayFormats.Source) {
        formats = DisplayFormats(source: source)
    }

    public func presentConfirm(_ response: Decide.Confirm.Response) {
        takeFormats()
        let verb = Self.verb(response.verdict)
        let count = response.orders.count
        var title = "\(verb) " + numbers.counted(count, "order")
        if !response.lines.isEmpty, let order = response.orders.first {
            // "Reject lines 2 and 3 of 5 of order 4001 OP 00200 · 1,234.50 EUR"
            title = "\(verb) \(Self.lineList(response.lines)) of \(numbers.grouped(order.lineCount)) of order \(order.id) · "
                + "\(numbers.amount(order.amount)) \(order.currency)"
        }
        if let colleague = response.forwardTo { title += " to " + DecisionBatchWording.approver(colleague.addressNumber, name: colleague.name) }
        var lines: [String]
        if count <= 6 {
            lines = response.orders.map { row in
                "\(row.id) · \(row.supplierText) · \(numbers.amount(row.amount)) \(row.currency)"
            }
        } else {
            let suppliers = Set(response.orders.map(\.supplier)).count
            lines = ["\(numbers.grouped(count)) orders from \(numbers.counted(suppliers, "supplier")), numbers "
                     + "\(response.orders.map(\.id.number).min() ?? 0)…\(response.orders.map(\.id.number).max() ?? 0)"]
        }
        if let colleague = response.forwardTo {
            lines.append("to " + DecisionBatchWording.approver(colleague.addressNumber, name: colleague.name)
                         + ", who then decides in your place at this step")
        }
        var totals: [String: Double] = [:]
        for row in response.orders { totals[row.currency, default: 0] += row.amount }
        let totalLines = totals.keys.sorted().map { "Total \(numbers.amount(totals[$0] ?? 0)) \($0)" }
        view?.displayConfirm(.init(title: title, orderLines: lines, totals: totalLines,
                                   reasons: response.reasons.map { ($0.code, $0.text) },
                                   remarkRequired: response.remarkRequired, confirmLabel: verb, verdict: response.verdict,
                                   orders: response.orders.map(\.id), forwardTo: response.forwardTo, lines: response.lines))
    }

    /// "line 2", "lines 2 and 3", "lines 1, 2 and 4".
    static func lineList(_ lines: [Double]) -> String {
        let names = lines.sorted().map { $0 == $0.rounded() ? String(Int($0)) : String($0) }
        guard names.count > 1 else { return "line " + (names.first ?? "") }
        return "lines " + names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
    }

    static func verb(_ verdict: Verdict) -> String {
        switch verdict {
        case .approve: "Approve"
        case .reject: "Reject"
        case .forward: "Forward"
        }
    }

    public func presentNoteEntry(_ response: Decide.Note.Response) {
        view?.displayNoteEntry(.init(orderTitle: "order \(response.order)", order: response.order))
    }

    public func presentRefusal(_ response: Decide.Refusal.Response) {
        view?.displayRefusal(.init(message: response.why))
    }
}
