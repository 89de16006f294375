import SceneKit

/// The budget beside the order's lines: per account its figures and this order against what is
/// available (over in the warning colour), and how old it is. Text from the server is drawn inert by the
/// canvas.
@MainActor
public final class OrderBudgetFragment: Fragment {
    var viewModel: ApproveRejectOrder.Budget.ViewModel?

    public init() {}
    public var canFocus: Bool { false }

    /// Rows it wants: title, rows and note.
    var wantedHeight: Int {
        guard let viewModel else { return 0 }
        return 1 + viewModel.rows.count + (viewModel.note == nil ? 0 : 1)
    }

    public func draw(in canvas: Canvas, focused: Bool) {
        canvas.fill(.normal)
        guard let viewModel else { return }
        canvas.text(viewModel.title, y: 0, style: .header)
        // An order over budget says so first when room is short: the lines that go over come before the others.
        let room = max(0, canvas.height - 1 - (viewModel.note == nil ? 0 : 1))
        let shown = viewModel.rows.count <= room ? viewModel.rows
            : Array((viewModel.rows.filter(\.over) + viewModel.rows.filter { !$0.over }).prefix(room))
        var y = 1
        for row in shown where y < canvas.height {
            canvas.text("  " + row.text, y: y, style: row.over ? .warning : row.heading ? .normal : .dim)
            y += 1
        }
        // On its last row, where the pane holds still (a tall terminal): the same note from order to order is
        // then not sent again.
        if let note = viewModel.note, y < canvas.height {
            canvas.text("  " + note, y: canvas.height - 1, style: viewModel.noteIsProblem ? .warning : .dim)
        }
    }
}
