import AIS
import Foundation
import Resources
import Scenes

/// The home scene's presentation logic for a command: it collects what the interactor presents (the
/// refresh, the rows) instead of drawing it.
@MainActor
final class QueueCommandPresenter: OrdersAwaitingApprovalPresentationLogic, QueueRefreshPresentationLogic {
    var onRefreshed: ((OrdersAwaitingApproval.Refresh.Response) -> Void)?
    private(set) var count = 0
    private(set) var rows: [OrderFacts] = []

    func presentSummary(_ response: OrdersAwaitingApproval.Summary.Response) { count = response.count }
    func presentWindow(_ response: OrdersAwaitingApproval.Window.Response) { rows = response.rows }
    func presentRefresh(_ response: OrdersAwaitingApproval.Refresh.Response) {
        if case .finished = response { onRefreshed?(response) }
    }
    func presentOpen(_ response: OrdersAwaitingApproval.Open.Response) {}
    func presentCursor(_ response: OrdersAwaitingApproval.Cursor.Response) {}
    func presentNewOrders(_ response: OrdersAwaitingApproval.NewOrders.Response) {}
    func presentLines(_ response: OrdersAwaitingApproval.Lines.Response) {}
    /// The queue commands decide nothing: the decision commands listen to the desk themselves.
    func presentDecisionNews(_ response: OrdersAwaitingApproval.DecisionNewsShown.Response) {}

    /// The queue as text (dates and numbers as on screen), JSON or CSV (ISO dates and plain numbers, as
    /// programs read them).
    /// JSON carries each order's version (`OrderVersion`), for `approve --if-version`.
    static func write(_ rows: [OrderFacts], format: ScriptCommand.Format, numbers: NumberStyle, dates: DateStyle,
                      to out: ConsoleOutput) {
        func days(_ row: OrderFacts) -> Int { row.daysWaiting ?? 0 }
        switch format {
        case .json:
            // Written an order at a time: the whole queue is never one JSON tree in memory.
            out.bytes(Array(#"{"count":\#(rows.count),"orders":["#.utf8))
            for (i, row) in rows.enumerated() { out.bytes((i == 0 ? [] : [UInt8(ascii: ",")]) + JSONWriter.bytes(json(row))) }
            out.bytes(Array("]}\n".utf8))
        case .csv:
            out.line("order,type,company,suffix,supplier,supplier_name,order_date,amount,currency,originator,originator_name,branch,days_waiting,lines,rejected_lines")
            for row in rows {
                out.line([String(row.id.number), row.id.type, row.id.company, row.id.suffix, String(row.supplier), row.supplierName,
                          row.orderDate?.text ?? "", String(format: "%.2f", row.amount), row.currency, String(row.originator), row.originatorName,
                          row.branch, String(days(row)), String(row.lineCount), String(row.rejectedLineCount)].map(ConsoleOutput.csv).joined(separator: ","))
            }
        case .text:
            out.line("\(numbers.grouped(rows.count)) order\(rows.count == 1 ? "" : "s") awaiting approval")
            for row in rows { out.line(text(row, numbers: numbers, dates: dates)) }
        }
    }

    /// One order as `queue --json` and `watch --json` write it.
    static func json(_ row: OrderFacts) -> JSONValue {
        .object([("order", .int(row.id.number)), ("type", .string(row.id.type)), ("company", .string(row.id.company)),
                 ("suffix", .string(row.id.suffix)), ("supplier", .int(row.supplier)), ("supplierName", .string(row.supplierName)),
                 ("orderDate", row.orderDate?.iso.map { .string($0) } ?? .null), ("amount", .double(row.amount)),
                 ("currency", .string(row.currency)), ("originator", .int(row.originator)),
                 ("originatorName", .string(row.originatorName)), ("branch", .string(row.branch)),
                 ("daysWaiting", .int(row.daysWaiting ?? 0)), ("lines", .int(row.lineCount)), ("rejectedLines", .int(row.rejectedLineCount)),
                 ("budgetApproval", .bool(row.budgetApproval)),
                 ("changedSinceSeen", .bool(row.changedSinceSeen)), ("sending", .bool(row.sending)), ("version", .string(row.version))])
    }

    /// One order as a line of `queue` and `watch`.
    static func text(_ row: OrderFacts, numbers: NumberStyle, dates: DateStyle) -> String {
        [ConsoleOutput.pad("\(row.id.number) \(row.id.type) \(row.id.company)", 16),
         ConsoleOutput.pad(row.supplierName, 30), ConsoleOutput.pad(dates.format(row.orderDate), 10),
         ConsoleOutput.pad(numbers.amount(row.amount), 14, right: true), ConsoleOutput.pad(row.currency, 3),
         ConsoleOutput.pad(row.originatorName, 20), ConsoleOutput.pad("\(row.daysWaiting ?? 0)d", 5, right: true),
         ConsoleOutput.pad("\(row.lineCount) ln", 6, right: true)].joined(separator: " ")
            + (row.rejectedLineCount == 0 ? "" : " (\(row.rejectedLineCount) rejected)")
            + (row.changedSinceSeen ? " Δ changed since you last opened it" : "")
    }
}
