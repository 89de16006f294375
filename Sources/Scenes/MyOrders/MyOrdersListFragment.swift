import SceneKit

/// The orders the user raised, one row each: order (`Δ` when where it stands changed since seen),
/// supplier, total, and where it stands in words.
@MainActor
public final class MyOrdersListFragment: Fragment {
    static let columns = [
        TableColumn(title: "Order", width: .fixed(19)),  // "Δ 12345678 OP 00200"
        TableColumn(title: "Supplier", width: .flex(min: 10, weight: 2)),
        TableColumn(title: "Total", width: .fixed(17), align: .right),
        TableColumn(title: "Where it stands", width: .flex(min: 20, weight: 4)),
    ]

    var viewModel = MyOrders.List.ViewModel(title: "My orders", note: nil, noteIsProblem: false, rows: [])
    var state = ListState()
    private var visibleRows = 1

    public init() {}

    public var minimumSize: Size { Size(width: 40, height: 5) }

    public func perform(_ action: Action) -> Bool {
        guard let motion = ListMotion(action) else { return false }
        state.apply(motion, rowCount: viewModel.rows.count, visibleRows: visibleRows)
        return true
    }

    public func draw(in canvas: Canvas, focused: Bool) {
        canvas.fill(.normal)
        canvas.text(viewModel.title, y: 0, style: .title)
        var top = 1
        if let note = viewModel.note, top < canvas.height {
            canvas.text(note, y: top, style: viewModel.noteIsProblem ? .warning : .dim)
            top += 1
        }
        guard canvas.height > top else { return }
        let table = canvas.sub(Rect(x: 0, y: top, width: canvas.width, height: canvas.height - top))
        visibleRows = max(1, table.height - 1)
        let rows = viewModel.rows
        state.apply(.to(state.selected), rowCount: rows.count, visibleRows: visibleRows)
        TableView.draw(in: table, columns: Self.columns, rowCount: rows.count, state: state, focused: focused, showHeader: true,
                       cells: { rows[$0].cells }, rowStyle: { rows[$0].changed ? .new : .normal })
    }
}
