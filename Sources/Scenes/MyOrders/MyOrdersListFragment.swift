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
    private var table = TitledTable(columns: MyOrdersListFragment.columns)
    var state: ListState {
        get { table.state }
        set { table.state = newValue }
    }

    public init() {}

    public var minimumSize: Size { Size(width: 40, height: 5) }

    public func perform(_ action: Action) -> Bool { table.perform(action, rowCount: viewModel.rows.count) }

    public func draw(in canvas: Canvas, focused: Bool) {
        let rows = viewModel.rows
        table.draw(in: canvas, focused: focused, title: viewModel.title, note: viewModel.note.map { .init($0, isProblem: viewModel.noteIsProblem) },
                   rowCount: rows.count, cells: { rows[$0].cells }, rowStyle: { rows[$0].changed ? .new : .normal })
    }
}
