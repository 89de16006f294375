import SceneKit

/// The items a search found: number, description, unit, stocking type.
@MainActor
public final class InventoryItemListFragment: Fragment {
    static let columns = [
        TableColumn(title: "Item", width: .fixed(14)),
        TableColumn(title: "Description", width: .flex(min: 12, weight: 1)),
        TableColumn(title: "UoM", width: .fixed(3)),
        TableColumn(title: "Stk", width: .fixed(3)),
    ]

    var rows: [[String]] = []
    var state = ListState()
    /// Called when the cursor lands on another row, and when it reaches the last one (to read more).
    var onSelect: ((Int) -> Void)?
    var onReachEnd: (() -> Void)?
    private var visibleRows = 1

    public init() {}

    public var minimumSize: Size { Size(width: 30, height: 3) }

    func replace(_ newRows: [[String]], keepSelection: Bool) {
        rows = newRows
        if !keepSelection { state = ListState() }
        state.apply(.to(state.selected), rowCount: rows.count, visibleRows: visibleRows)
    }

    public func perform(_ action: Action) -> Bool {
        guard let motion = ListMotion(action) else { return false }
        let before = state.selected
        state.apply(motion, rowCount: rows.count, visibleRows: visibleRows)
        if state.selected != before { onSelect?(state.selected) }
        if !rows.isEmpty, state.selected == rows.count - 1 { onReachEnd?() }
        return true
    }

    /// Fits the list to a pane `height` rows high (title and column header included), keeping the
    /// cursor in view; its View calls it before drawing, which only reads.
    func fit(height: Int) {
        visibleRows = max(1, height - 2)
        state.apply(.to(state.selected), rowCount: rows.count, visibleRows: visibleRows)
    }

    public func draw(in canvas: Canvas, focused: Bool) {
        canvas.fill(.normal)
        canvas.text("Items (\(rows.count))", y: 0, style: focused ? .title : .header)
        let table = canvas.sub(Rect(x: 0, y: 1, width: canvas.width, height: canvas.height - 1))
        TableView.draw(in: table, columns: Self.columns, rowCount: rows.count, state: state, focused: focused, showHeader: true,
                       cells: { self.rows[$0] }, rowStyle: { _ in .normal })
    }
}
