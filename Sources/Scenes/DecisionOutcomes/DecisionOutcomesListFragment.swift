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
    private var table = TitledTable(columns: DecisionOutcomesListFragment.columns)
    var state: ListState {
        get { table.state }
        set { table.state = newValue }
    }

    public init() {}

    public var minimumSize: Size { Size(width: 40, height: 4) }

    public func perform(_ action: Action) -> Bool { table.perform(action, rowCount: viewModel.rows.count) }

    public func draw(in canvas: Canvas, focused: Bool) {
        let rows = viewModel.rows
        table.draw(in: canvas, focused: focused, title: viewModel.title, note: nil, rowCount: rows.count, cells: { rows[$0].cells },
                   rowStyle: { rows[$0].isProblem ? .error : rows[$0].isOpen ? .busy : .normal })
    }
}
