import SceneKit

/// The order read-only, in a pane under a list: its title, summary, lines (up to half the pane, then "…
/// N more lines"), and its route. Text from the server is drawn inert by the canvas.
@MainActor
public final class ReadOnlyOrderFragment: Fragment {
    let route = ApprovalRouteFragment()
    private(set) var title = ""
    private(set) var summary: String?
    private(set) var orderLines: [String] = []

    public init() {}
    public var canFocus: Bool { false }

    func show(_ viewModel: ReadOnlyOrder.ViewModel) {
        title = viewModel.title
        summary = viewModel.summary
        orderLines = viewModel.orderLines
        route.route = viewModel.lines
        route.routeNote = viewModel.note
    }

    /// Rows it wants: title, summary, lines and route.
    var wantedHeight: Int {
        1 + (summary == nil ? 0 : 1) + orderLines.count + routeRows
    }

    private var routeRows: Int { route.route.count + 1 + (route.routeNote == nil ? 0 : 1) }

    public func draw(in pane: Canvas, focused: Bool) {
        pane.fill(.normal)
        pane.text(title, y: 0, style: .title)
        var y = 1
        if let summary {
            pane.text(summary, y: y, style: .accent)
            y += 1
        }
        let room = max(0, pane.height - y - min(routeRows, max(2, (pane.height - y) / 2)))
        let shownLines = orderLines.count > room ? Array(orderLines.prefix(max(0, room - 1))) + ["… \(orderLines.count - max(0, room - 1)) more lines"]
                                                 : orderLines
        for line in shownLines.prefix(room) {
            pane.text("  " + line, y: y)
            y += 1
        }
        route.draw(in: pane.sub(Rect(x: 0, y: y, width: pane.width, height: max(0, pane.height - y))), focused: false)
    }
}
