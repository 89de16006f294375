/// What the read-only order hands on to be shown.
@MainActor
public protocol ReadOnlyOrderPresentationLogic: AnyObject {
    func presentReadOnlyOrder(_ response: ReadOnlyOrder.Response)
}

/// What shows the read-only order (a pane under the list).
@MainActor
public protocol ReadOnlyOrderDisplayLogic: AnyObject {
    func displayReadOnlyOrder(_ viewModel: ReadOnlyOrder.ViewModel)
}

/// The order read-only in words: a title, a summary (supplier, total, date, lines), its lines, and its
/// route's steps, or plainly why any of them is missing.
@MainActor
public final class ReadOnlyOrderPresenter: ReadOnlyOrderPresentationLogic, PresentsInUserFormats {
    public weak var view: (any ReadOnlyOrderDisplayLogic)?
    var formats: DisplayFormats

    public init(formats: DisplayFormats) { self.formats = formats }

    public func presentReadOnlyOrder(_ response: ReadOnlyOrder.Response) {
        takeFormats()
        let title = "Order \(response.order.description) · read-only, as the server holds it now"
        var lines: [String] = []
        let note: String?
        switch response.steps {
        case .reading: note = "Reading the order and its route from the server…"
        case .failed(let message): note = "Route not available: \(message)"
        case .read(let steps):
            lines = steps.map(describe)
            note = steps.isEmpty ? "No route rows." : nil
        }
        var summary: String?
        var orderLines: [String] = []
        switch response.detail {
        case .reading: break
        case .failed(let message): summary = "The order could not be read: \(message)"
        case .read(let facts):
            if let header = facts.header {
                let supplier = facts.supplierName.isEmpty ? String(header.supplier) : "\(facts.supplierName) (\(header.supplier))"
                let ordered = header.orderDate.map { " · ordered " + dates.format($0 as DateFacts?) } ?? ""
                summary = "\(supplier) · \(numbers.amount(header.total)) \(header.currency)\(ordered) · "
                    + numbers.counted(facts.lines.count, "line")
            } else {
                summary = "The server holds no header for this order any more."
            }
            orderLines = facts.lines.map { line in
                let number = numbers.amount(line.lineNumber, decimals: line.lineNumber == line.lineNumber.rounded() ? 0 : 3)
                return "\(number)  \(line.item)  \(line.description)  \(numbers.amount(line.quantity, decimals: line.quantity == line.quantity.rounded() ? 0 : 2)) "
                    + "\(line.unit)  \(numbers.amount(line.amount))" + (line.rejected ? "  ✗ rejected" : "")
                    + (line.remark.isEmpty ? "" : "  “\(line.remark)”")
            }
        }
        view?.displayReadOnlyOrder(.init(title: title, lines: lines, note: note, summary: summary, orderLines: orderLines))
    }
}
