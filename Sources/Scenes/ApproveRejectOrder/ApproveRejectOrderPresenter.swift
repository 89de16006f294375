import Foundation

/// What the order interactor hands on to be shown.
@MainActor
public protocol ApproveRejectOrderPresentationLogic: AnyObject {
    /// Another order is shown now (a router injected it), before it is loaded.
    func presentSelection(_ response: ApproveRejectOrder.Select.Response)
    func presentOrder(_ response: ApproveRejectOrder.Load.Response)
    func presentChangedWhileShown(_ response: ApproveRejectOrder.ChangedWhileShown.Response)
}

/// What the order view shows.
@MainActor
public protocol ApproveRejectOrderDisplayLogic: AnyObject {
    func displaySelection(_ viewModel: ApproveRejectOrder.Select.ViewModel)
    func displayOrder(_ viewModel: ApproveRejectOrder.Load.ViewModel)
    func displayChangedWhileShown(_ viewModel: ApproveRejectOrder.ChangedWhileShown.ViewModel)
}

/// The order as text: header fields, line cells, the route with every approver's decision; dates and
/// numbers in the user's formats.
@MainActor
public final class ApproveRejectOrderPresenter: ApproveRejectOrderPresentationLogic, PresentsInUserFormats {
    public weak var view: (any ApproveRejectOrderDisplayLogic)?
    /// The user's date and number formats, as the settings say them before each presentation.
    var formats: DisplayFormats

    public init(dates: DateStyle, numbers: NumberStyle = .plain) {
        formats = DisplayFormats(dates: dates, numbers: numbers)
    }

    public init(formats source: @escaping DisplayFormats.Source) {
        formats = DisplayFormats(source: source)
    }

    public func presentSelection(_ response: ApproveRejectOrder.Select.Response) {
        view?.displaySelection(.init(none: response.order == nil))
    }

    public func presentOrder(_ response: ApproveRejectOrder.Load.Response) {
        takeFormats()
        guard let detail = response.detail, let header = detail.header else {
            view?.displayOrder(.init(title: "Order", fields: [], lines: [], lineTotal: "", route: [], routeNote: nil, attachments: [],
                                     attachmentsNote: nil, missing: "This order is no longer in your queue."))
            return
        }
        let key = detail.id
        let fields: [ApproveRejectOrder.Load.ViewModel.Field] = [
            .init(label: "Supplier", value: detail.supplierName.isEmpty ? String(header.supplier) : "\(detail.supplierName) (\(header.supplier))"),
            .init(label: "Total", value: totalText(header.total, currency: header.currency, changes: response.changes)),
            .init(label: "Branch", value: header.branch),
            .init(label: "Order date", value: dates.format(header.orderDate)),
            .init(label: "Requested", value: dates.format(header.requestedDate)),
            .init(label: "Ordered by", value: header.orderedBy),
            .init(label: "Reference", value: header.reference),
            .init(label: "Originator", value: detail.originatorName),
            .init(label: "Status", value: detail.queueStatus.map { Self.queueStatus($0.status, route: $0.route) } ?? ""),
        ]
        let lines = detail.lines.map { l -> [String] in
            [numbers.lineNumber(l.lineNumber), l.item,
             Self.remarkMark(l) + l.description + (l.description2.isEmpty ? "" : " " + l.description2),
             quantity(l.quantity), l.unit,
             numbers.amount(l.unitCost, decimals: 4), numbers.amount(l.amount), dates.format(l.requestedDate),
             l.lastStatusName.map { "\(l.lastStatus) \($0)" } ?? l.lastStatus]
        }
        let total = detail.lines.reduce(0) { $0 + $1.amount }
        let lineTotal: String
        switch response.lines {
        case .stored:
            let rejected = detail.lines.count(where: \.rejected)
            lineTotal = "\(numbers.counted(detail.lines.count, "line"))"
                + (rejected == 0 ? "" : " · \(numbers.grouped(rejected)) rejected") + " · \(numbers.amount(total)) \(header.currency)"
        case .reading: lineTotal = "reading the order lines…"
        case .failed(let message): lineTotal = "not read yet: \(message)"
        }
        var route: [String] = []
        var routeNote: String?
        switch response.route {
        case .asked: break
        case .loading: routeNote = "Reading the route…"
        case .failed(let message): routeNote = "Route not available: \(message)"
        case .loaded(let steps):
            route = steps.map(describe)
            if steps.isEmpty { routeNote = "No route rows." }
        }
        var attachments: [String] = []
        var attachmentsNote: String?
        switch response.attachments {
        case .asked: break
        case .loading: attachmentsNote = "Reading attachments…"
        case .failed(let message): attachmentsNote = "Attachments not available: \(message)"
        case .loaded(let items):
            attachments = items.map { AttachmentWording.row($0, dates: dates) }
            if items.isEmpty { attachmentsNote = "No attachments." }
        }
        let rejectedRows = Set(detail.lines.indices.filter { detail.lines[$0].rejected })
        let changes = changesShown(response.changes, lines: detail.lines)
        let removedRows = Set(lines.count..<(lines.count + changes.removedCells.count))
        view?.displayOrder(.init(title: "Order \(key.number) \(key.type) \(key.company) \(key.suffix)", fields: fields,
                                 lines: lines + changes.removedCells, lineTotal: lineTotal,
                                 route: route, routeNote: routeNote, attachments: attachments, attachmentsNote: attachmentsNote,
                                 missing: nil, rejectedRows: rejectedRows, changeMarks: changes.marks, removedRows: removedRows,
                                 changeNotes: changes.notes,
                                 wholeLines: detail.lines.map { wholeLine($0, of: key, currency: header.currency, changes: response.changes) }))
    }

}

extension ApproveRejectOrderPresenter {
    public func presentChangedWhileShown(_ response: ApproveRejectOrder.ChangedWhileShown.Response) {
        takeFormats()
        let what = OrderChangeWording.summary(response.changes, currency: response.currency, numbers: numbers)
        view?.displayChangedWhileShown(.init(message: "Order \(response.order) changed while you looked at it: \(what)"))
    }
}
