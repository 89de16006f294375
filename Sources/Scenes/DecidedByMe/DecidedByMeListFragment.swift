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
    var state = ListState()
    /// The text entry shown under the title (search or filter), drawn by the View.
    var entryHeight = 0
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
        var top = 1 + entryHeight
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
                       cells: { rows[$0].cells },
                       rowStyle: { rows[$0].isOpen ? .busy : .normal })
    }
}
