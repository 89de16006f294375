import SceneKit

/// The outcomes of the last batch, one row per order: order, supplier, amount, outcome, and the reason
/// or the approver it went to. A problem row is marked "!" as well as coloured.
@MainActor
public final class DecisionOutcomesListFragment: Fragment {
    // The detail column takes what is left: reasons are the point of the list.
    static let columns = [
        TableColumn(title: "Order", width: .fixed(17)),  // "12345678 OP 00200": DOCO has 8 digits
        TableColumn(title: "Supplier", width: .flex(min: 10, weight: 2)),
        TableColumn(title: "Amount", width: .fixed(16), align: .right),
        TableColumn(title: "Outcome", width: .fixed(11)),
        TableColumn(title: "Reason / next approver", width: .flex(min: 19, weight: 5)),
    ]

    var viewModel = DecisionOutcomes.List.ViewModel(title: "", rows: [])
    var state = ListState()
    private var visibleRows = 1

    public init() {}

    public var minimumSize: Size { Size(width: 40, height: 4) }

    public func perform(_ action: Action) -> Bool {
        guard let motion = ListMotion(action) else { return false }
        state.apply(motion, rowCount: viewModel.rows.count, visibleRows: visibleRows)
        return true
    }

    public func draw(in canvas: Canvas, focused: Bool) {
        canvas.fill(.normal)
        canvas.text(viewModel.title, y: 0, style: .title)
        let table = canvas.sub(Rect(x: 0, y: 1, width: canvas.width, height: canvas.height - 1))
        visibleRows = max(1, table.height - 1)
        let rows = viewModel.rows
        state.apply(.to(state.selected), rowCount: rows.count, visibleRows: visibleRows)
        TableView.draw(in: table, columns: Self.columns, rowCount: rows.count, state: state, focused: focused, showHeader: true,
                       cells: { rows[$0].cells },
                       rowStyle: { rows[$0].isProblem ? .error : rows[$0].isOpen ? .busy : .normal })
    }
}
