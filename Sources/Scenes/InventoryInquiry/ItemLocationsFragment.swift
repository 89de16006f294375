import SceneKit

/// The item's quantities per branch, location and lot; `s` sorts by the next column.
@MainActor
public final class ItemLocationsFragment: Fragment {
    static let columns = [
        TableColumn(title: "Branch", width: .fixed(12)),
        TableColumn(title: "Location", width: .flex(min: 8, weight: 1)),
        TableColumn(title: "Lot", width: .flex(min: 6, weight: 1)),
        TableColumn(title: "On hand", width: .fixed(10), align: .right),
        TableColumn(title: "Soft", width: .fixed(9), align: .right),
        TableColumn(title: "Hard", width: .fixed(9), align: .right),
        TableColumn(title: "Available", width: .fixed(10), align: .right),
        TableColumn(title: "On PO", width: .fixed(9), align: .right),
        TableColumn(title: "WO rcpt", width: .fixed(9), align: .right),
        TableColumn(title: "UoM", width: .fixed(3)),
    ]

    var rows: [[String]] = []
    var sortColumn = 0
    var state = ListState()
    private var visibleRows = 1

    public init() {}

    public var minimumSize: Size { Size(width: 30, height: 3) }

    public func perform(_ action: Action) -> Bool {
        guard let motion = ListMotion(action) else { return false }
        state.apply(motion, rowCount: rows.count, visibleRows: visibleRows)
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
        let sortName = InventorySort(rawValue: sortColumn)?.title ?? ""
        canvas.text("Locations (\(rows.count)) · sorted by \(sortName)", y: 0, style: focused ? .title : .header)
        let table = canvas.sub(Rect(x: 0, y: 1, width: canvas.width, height: canvas.height - 1))
        var columns = Self.columns
        if columns.indices.contains(sortColumn) {
            let arrow = canvas.supportsUnicode ? (sortColumn <= 2 ? "▲" : "▼") : (sortColumn <= 2 ? "^" : "v")
            columns[sortColumn].title += arrow
        }
        TableView.draw(in: table, columns: columns, rowCount: rows.count, state: state, focused: focused, showHeader: true,
                       cells: { self.rows[$0] }, rowStyle: { _ in .normal })
    }
}
