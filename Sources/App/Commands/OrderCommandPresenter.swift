import AIS
import Foundation
import Resources
import Scenes

/// The order view's presentation logic for `show`: waits until the route and attachments have come
/// (or failed), then the command writes the whole order.
@MainActor
final class OrderCommandPresenter: ApproveRejectOrderPresentationLogic {
    var onComplete: ((ApproveRejectOrder.Load.Response) -> Void)?

    func presentOrder(_ response: ApproveRejectOrder.Load.Response) {
        if response.attachments.isPending { return }
        onComplete?(response)
    }

    func presentSelection(_ response: ApproveRejectOrder.Select.Response) {}
    func presentChangedWhileShown(_ response: ApproveRejectOrder.ChangedWhileShown.Response) {}

    static func kindName(_ kind: AttachmentFacts.Kind) -> String {
        switch kind {
        case .text: return "text"
        case .file: return "file"
        case .link: return "link"
        case .other: return "other"
        }
    }

    /// A row of the lines' table, its header's or a line's: each cell padded to its column (numbers to
    /// the right), the branch last.
    private static func lineRow(_ cells: [String]) -> String {
        let columns: [(width: Int, right: Bool)] = [(8, false), (14, false), (34, false), (10, true), (3, false), (14, true)]
        return "  " + (zip(cells, columns).map { ConsoleOutput.pad($0, $1.width, right: $1.right) } + cells.dropFirst(columns.count))
            .joined(separator: " ")
    }

    /// The order as JSON, or as text with numbers as on screen.
    static func write(_ response: ApproveRejectOrder.Load.Response, budget: ApproveRejectOrder.Budget.Response? = nil,
                      format: ScriptCommand.Format, numbers: NumberStyle, dates: DateStyle, to out: ConsoleOutput) {
        guard let detail = response.detail, let header = detail.header else { return }
        let route: [RouteStepFacts]
        var routeError: String?
        switch response.route {
        case .loaded(let steps): route = steps
        case .failed(let why): route = []; routeError = why
        case .asked, .loading: route = []
        }
        let attachments: [AttachmentFacts]
        var attachmentError: String?
        switch response.attachments {
        case .loaded(let items): attachments = items
        case .failed(let why): attachments = []; attachmentError = why
        case .asked, .loading: attachments = []
        }
        if format == .json {
            out.json(.object([
                ("order", .int(detail.id.number)), ("type", .string(detail.id.type)), ("company", .string(detail.id.company)),
                ("suffix", .string(detail.id.suffix)), ("branch", .string(header.branch)), ("supplier", .int(header.supplier)),
                ("supplierName", .string(detail.supplierName)), ("orderDate", header.orderDate?.iso.map { .string($0) } ?? .null),
                ("requestedDate", header.requestedDate?.iso.map { .string($0) } ?? .null), ("currency", .string(header.currency)),
                ("total", .double(header.total)), ("orderedBy", .string(header.orderedBy)), ("reference", .string(header.reference)),
                ("originatorName", .string(detail.originatorName)), ("version", .string(version(of: detail, header: header))),
                ("lines", .array(detail.lines.map(lineJSON))),
                ("route", .array(route.map { s in
                    .object([("approver", .int(s.approver)), ("approverName", .string(s.approverName)), ("status", .string(s.status)),
                             ("decidedBy", .string(s.decidedBy)), ("decidedOn", s.decidedOn?.iso.map { .string($0) } ?? .null),
                             ("decidedAt", s.decidedAt.map { .int($0) } ?? .null), ("remark", .string(s.remark)),
                             ("route", .string(s.route))])
                })),
                ("routeError", routeError.map { .string($0) } ?? .null),
                ("attachments", .array(attachments.map { a in
                    .object([("sequence", a.sequence.map { .int($0) } ?? .null), ("name", .string(a.name)), ("text", .bool(a.isText)),
                             ("kind", .string(Self.kindName(a.kind))), ("file", a.kind == .file ? .string(a.fileName) : .null),
                             ("size", a.size.map { .int($0) } ?? .null), ("link", a.kind == .link ? .string(a.link) : .null)])
                })),
                ("attachmentsError", attachmentError.map { .string($0) } ?? .null),
                ("changesSinceSeen", changesJSON(response.changes)),
                ("budget", BudgetCommandPresenter.json(budget)),
            ]))
            return
        }
        out.line("Order \(detail.id.number) \(detail.id.type) \(detail.id.company) \(detail.id.suffix)")
        out.line("  Supplier    \(detail.supplierName) (\(header.supplier))")
        out.line("  Total       \(numbers.amount(header.total)) \(header.currency)")
        out.line("  Branch      \(header.branch)")
        out.line("  Order date  \(dates.format(header.orderDate))   Requested \(dates.format(header.requestedDate))")
        out.line("  Originator  \(detail.originatorName)   Ordered by \(header.orderedBy)   Reference \(header.reference)")
        out.line("Lines (\(numbers.grouped(detail.lines.count)))")
        if !detail.lines.isEmpty { out.line(lineRow(["Line", "Item", "Description", "Quantity", "UoM", "Amount", "Branch"])) }
        for l in detail.lines {
            out.line(lineRow([numbers.lineNumber(l.lineNumber), l.item, l.description, numbers.amount(l.quantity), l.unit,
                              numbers.amount(l.amount), l.branch]))
            if !l.remark.isEmpty { out.line("           Remark: \(l.remark)") }
        }
        BudgetCommandPresenter.write(budget, numbers: numbers, dates: dates, to: out)
        writeChanges(response.changes, numbers: numbers, to: out)
        out.line("Route" + (routeError.map { " (not available: \($0))" } ?? ""))
        for s in route {
            out.line("  \(s.status)  \(s.approverName) (\(s.approver))" + (s.decidedBy.isEmpty ? "" : "  decided by \(s.decidedBy) on \(dates.format(s.decidedOn))"))
        }
        out.line("Attachments (\(attachments.count))" + (attachmentError.map { " (not available: \($0))" } ?? ""))
        for a in attachments {
            let number = a.sequence.map(String.init) ?? "-"
            switch a.kind {
            case .text: out.line("  \(number)  \(a.name)")
            case .file: out.line("  \(number)  \(a.fileName.isEmpty ? a.name : a.fileName) (file\(a.size.map { ", " + ByteCount.words($0) } ?? ""))")
            case .link: out.line("  \(number)  link \(a.link)")
            case .other: out.line("  \(number)  \(a.name) (not text)")
            }
        }
    }
}

extension OrderCommandPresenter {
    /// One line in `show --json`; `remark` only on a line that has one.
    static func lineJSON(_ l: OrderDetailFacts.Line) -> JSONValue {
        var fields: [(key: String, value: JSONValue)] = [
            ("line", .double(l.lineNumber)), ("lineType", .string(l.lineType)), ("item", .string(l.item)),
            ("shortItem", .int(l.shortItem)), ("description", .string(l.description)), ("branch", .string(l.branch)),
            ("quantity", .double(l.quantity)), ("unit", .string(l.unit)), ("unitCost", .double(l.unitCost)),
            ("amount", .double(l.amount)), ("requestedDate", l.requestedDate?.iso.map { .string($0) } ?? .null),
            ("lastStatus", .string(l.lastStatus)), ("nextStatus", .string(l.nextStatus)),
        ]
        if !l.remark.isEmpty { fields.append(("remark", .string(l.remark))) }
        return .object(fields)
    }

    /// The version (`OrderVersion`) of the order as shown: what `approve --if-version` compares. Worked out
    /// here, for `show --json` alone, not at each presentation of the order on screen.
    static func version(of detail: OrderDetailFacts, header: OrderDetailFacts.Header) -> String {
        OrderVersion.of(SeenOrder(lines: detail.lines.map {
            SeenOrder.Line(lineNumber: $0.lineNumber, item: $0.item, quantity: $0.quantity, unitCost: $0.unitCost, amount: $0.amount)
        }, total: header.total, currency: header.currency))
    }
}
