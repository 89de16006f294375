import Foundation

/// What the Decide interactor hands on to be shown.
@MainActor
public protocol DecidePresentationLogic: AnyObject {
    func presentConfirm(_ response: Decide.Confirm.Response)
    func presentConfirmChanged(_ response: Decide.ConfirmChanged.Response)
    func presentForwardStart(_ response: Decide.Forward.Start.Response)
    func presentColleagues(_ response: Decide.Forward.Search.Response)
    func presentNoteEntry(_ response: Decide.Note.Response)
    func presentRefusal(_ response: Decide.Refusal.Response)
}

/// What the Decide scene shows: its dialogs over the screen, and a refusal on the message line.
@MainActor
public protocol DecideDisplayLogic: AnyObject {
    func displayConfirm(_ viewModel: Decide.Confirm.ViewModel)
    func displayConfirmChanged(_ viewModel: Decide.ConfirmChanged.ViewModel)
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
        view?.displayConfirm(confirmViewModel(response))
    }

    public func presentConfirmChanged(_ response: Decide.ConfirmChanged.Response) {
        takeFormats()
        let said = response.changed.map { "Order \($0.order) changed while this dialog was open: "
            + OrderChangeWording.summary($0.changes, currency: $0.currency, numbers: numbers) }
        let notice = said.count == 1 ? said[0] : numbers.counted(said.count, "order") + " changed while this dialog was open; " + said[0]
        view?.displayConfirmChanged(.init(confirm: confirmViewModel(response.confirm), notice: notice))
    }

    func confirmViewModel(_ response: Decide.Confirm.Response) -> Decide.Confirm.ViewModel {
        let verb = Self.verb(response.verdict)
        let count = response.orders.count
        var title = "\(verb) " + numbers.counted(count, "order")
        var lines: [String]
        var totalLines: [String]
        if !response.lines.isEmpty, let order = response.orders.first {
            // "Reject line 6 of 23 of order 4315 OP 00200", the lines with their amounts, then the order's total.
            title = "\(verb) \(Self.lineList(response.lines)) of \(numbers.grouped(order.lineCount)) of order \(order.id)"
            (lines, totalLines) = lineDecision(response, order: order)
        } else {
            if count <= 6 {
                lines = response.orders.map { row in
                    "\(row.id) · \(row.supplierText) · \(numbers.amount(row.amount)) \(row.currency)"
                }
            } else {
                let suppliers = Set(response.orders.map(\.supplier)).count
                lines = ["\(numbers.grouped(count)) orders from \(numbers.counted(suppliers, "supplier")), numbers "
                         + "\(response.orders.map(\.id.number).min() ?? 0)…\(response.orders.map(\.id.number).max() ?? 0)"]
            }
            var totals: [String: Double] = [:]
            for row in response.orders { totals[row.currency, default: 0] += row.amount }
            totalLines = totals.keys.sorted().map { "Total \(numbers.amount(totals[$0] ?? 0)) \($0)" }
        }
        if let colleague = response.forwardTo {
            title += " to " + DecisionBatchWording.approver(colleague.addressNumber, name: colleague.name)
            lines.append("to " + DecisionBatchWording.approver(colleague.addressNumber, name: colleague.name)
                         + ", who then decides in your place at this step")
        }
        return .init(title: title, orderLines: lines, totals: totalLines, reasons: response.reasons.map { ($0.code, $0.text) },
                     remarkRequired: response.remarkRequired, confirmLabel: verb, verdict: response.verdict,
                     orders: response.orders.map(\.id), forwardTo: response.forwardTo, lines: response.lines)
    }

    /// A line decision's body: the order, each line decided with its amount (six at most, then how many
    /// more), the lines' sum against the order's total, and how many lines still await the approver after it.
    private func lineDecision(_ response: Decide.Confirm.Response, order: OrderFacts) -> (lines: [String], totals: [String]) {
        var lines = ["Order \(order.id) · \(order.supplierText)"]
        let shown = response.decidedLines.prefix(response.decidedLines.count > 6 ? 5 : 6)
        lines += shown.map { line in
            "Ln \(numbers.lineNumber(line.number)) · \(line.item) · qty \(OrderChangeWording.quantity(line.quantity, numbers: numbers)) · "
                + "\(numbers.amount(line.amount)) \(order.currency)"
        }
        if response.decidedLines.count > shown.count { lines.append("… and \(numbers.counted(response.decidedLines.count - shown.count, "more line"))") }
        let sum = response.decidedLines.reduce(0) { $0 + $1.amount }
        let what = response.lines.count == 1 ? "The line" : "The \(numbers.grouped(response.lines.count)) lines"
        var totals = response.decidedLines.count == response.lines.count
            ? ["\(what): \(numbers.amount(sum)) \(order.currency) of the order's total \(numbers.amount(order.amount)) \(order.currency)"]
            : ["The order's total \(numbers.amount(order.amount)) \(order.currency)"]
        let left = max(0, order.lineCount - order.rejectedLineCount - response.lines.count)
        totals.append(left == 0 ? "No other line awaits you on this order."
                      : "\(numbers.counted(left, "other line")) of this order still await\(left == 1 ? "s" : "") you.")
        return (lines, totals)
    }

    /// "line 2", "lines 2 and 3", "lines 1, 2 and 4".
    nonisolated static func lineList(_ lines: [Double]) -> String {
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
