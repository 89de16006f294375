import SceneKit

/// The supplier history: the supplier's last orders, the years' totals, the comparison with this order,
/// and how old it is. Text from the server is drawn inert by the canvas.
@MainActor
public final class SupplierOrdersFragment: Fragment {
    var viewModel: ApproveRejectOrder.SupplierOrders.ViewModel?

    public init() {}
    public var canFocus: Bool { false }

    /// Rows it wants: title, orders, summary lines and note.
    var wantedHeight: Int {
        guard let viewModel else { return 0 }
        return 1 + viewModel.rows.count + viewModel.summary.count + (viewModel.note == nil ? 0 : 1)
    }

    public func draw(in canvas: Canvas, focused: Bool) {
        canvas.fill(.normal)
        guard let viewModel else { return }
        canvas.text(viewModel.title, y: 0, style: .header)
        var y = 1
        // The comparison first when room is short: it is the line that says whether this order is unusual.
        let room = canvas.height - 1
        let summary = Array(viewModel.summary.reversed().prefix(max(0, room))).reversed()
        let note = viewModel.note.flatMap { room - summary.count > 0 ? $0 : nil }
        let orderRows = max(0, room - summary.count - (note == nil ? 0 : 1))
        for row in viewModel.rows.prefix(orderRows) {
            canvas.text("  " + row, y: y)
            y += 1
        }
        for line in summary where y < canvas.height {
            canvas.text("  " + line, y: y, style: .accent)
            y += 1
        }
        if let note, y < canvas.height { canvas.text("  " + note, y: y, style: viewModel.noteIsProblem ? .warning : .dim) }
    }
}
