import SceneKit

/// The settings, grouped under headings, each with its value and where the value came from.
@MainActor
public final class SettingsListFragment: Fragment {
    static let columns = [
        TableColumn(title: "Setting", width: .fixed(30)),
        TableColumn(title: "Value", width: .flex(min: 10, weight: 1)),
        TableColumn(title: "From", width: .fixed(14)),
    ]

    var rows: [SettingsScreen.Load.ViewModel.Row] = []
    var state = ListState(selected: 1)
    private(set) var visibleRows = 1
    private(set) var tableOrigin = Point(x: 0, y: 0)

    public init() {}

    public var minimumSize: Size { Size(width: 40, height: 5) }

    var selectedRow: SettingsScreen.Load.ViewModel.Row? { rows.indices.contains(state.selected) ? rows[state.selected] : nil }

    public func perform(_ action: Action) -> Bool {
        guard let motion = ListMotion(action) else { return false }
        let before = state.selected
        state.apply(motion, rowCount: rows.count, visibleRows: visibleRows)
        skipHeading(downwards: state.selected >= before)
        return true
    }

    /// Headings are not selectable: the cursor moves past them in the direction it was going.
    func skipHeading(downwards: Bool) {
        guard !rows.isEmpty else { return }
        var i = state.selected
        while rows.indices.contains(i), rows[i].isHeading { i += downwards ? 1 : -1 }
        if !rows.indices.contains(i) {
            i = state.selected
            while rows.indices.contains(i), rows[i].isHeading { i += downwards ? -1 : 1 }
        }
        state.apply(.to(max(0, min(rows.count - 1, i))), rowCount: rows.count, visibleRows: visibleRows)
    }

    /// The row at a point of the table (a mouse click), if any.
    func row(at point: Point) -> Int? {
        let row = state.top + point.y - tableOrigin.y - 1
        return rows.indices.contains(row) && point.y > tableOrigin.y ? row : nil
    }

    public func draw(in canvas: Canvas, focused: Bool) {
        canvas.fill(.normal)
        canvas.text("Settings · Enter changes the selected one · saved at once", y: 0, style: .title)
        let table = canvas.sub(Rect(x: 0, y: 1, width: canvas.width, height: canvas.height - 1))
        tableOrigin = Point(x: table.rect.x, y: table.rect.y)
        visibleRows = max(1, table.height - 1)
        state.apply(.to(state.selected), rowCount: rows.count, visibleRows: visibleRows)
        // The selected setting's heading stays in view above it when the list scrolled up to it (and
        // on opening, whose first setting was put in view before the pane's height was known).
        if visibleRows > 1, state.top > 0, state.top == state.selected, rows[state.top - 1].isHeading { state.top -= 1 }
        TableView.draw(in: table, columns: Self.columns, rowCount: rows.count, state: state, focused: focused, showHeader: true,
                       cells: { i in
                           let row = self.rows[i]
                           return row.isHeading ? ["── " + row.label, "", ""] : ["  " + row.label, row.value, row.source]
                       },
                       rowStyle: { self.rows[$0].isHeading ? .dimmed : .normal })
    }
}
