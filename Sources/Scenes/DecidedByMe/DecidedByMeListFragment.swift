import SceneKit

/// The user's decisions, one row each: when, order, outcome (a forward names whom it went to), remark,
/// reason, state. A row the server has not recorded yet says its state in words and is marked "…" and
/// dimmed besides, so colour is never the only signal.
@MainActor
public final class DecidedByMeListFragment: Fragment {
    // The outcome takes what is left first: a forward's name is the point of it.
    static let columns = [
        TableColumn(title: "When", width: .fixed(10)),
        TableColumn(title: "Order", width: .fixed(17)),  // "12345678 OP 00200": DOCO has 8 digits
        TableColumn(title: "Outcome", width: .flex(min: 16, weight: 5)),
        TableColumn(title: "Remark", width: .flex(min: 8, weight: 2)),
        TableColumn(title: "Reason", width: .fixed(6)),
        TableColumn(title: "State", width: .flex(min: 9, weight: 1)),
    ]

    var viewModel = DecidedByMe.List.ViewModel(title: "Decided by me", note: nil, rows: [])
    private var table = TitledTable(columns: DecidedByMeListFragment.columns)
    var state: ListState {
        get { table.state }
        set { table.state = newValue }
    }
    /// The text entry shown under the title (search or filter), drawn by the View.
    var entryHeight = 0

    public init() {}

    public var minimumSize: Size { Size(width: 40, height: 5) }

    public func perform(_ action: Action) -> Bool { table.perform(action, rowCount: viewModel.rows.count) }

    public func draw(in canvas: Canvas, focused: Bool) {
        let rows = viewModel.rows
        table.draw(in: canvas, focused: focused, title: viewModel.title, skip: entryHeight,
                   note: viewModel.note.map { .init($0, isProblem: viewModel.noteIsProblem) },
                   rowCount: rows.count, cells: { rows[$0].cells }, rowStyle: { rows[$0].isOpen ? .busy : .normal })
    }
}
