import SceneKit

/// The order's lines: item, description, quantity, unit, unit cost, amount, requested date, status. A
/// line changed since the approver last opened the order has `Δ` in a column of its own (`+` added, `−`
/// removed, those rows after the order's own, dimmed): the marker column's `>` (cursor) and `✓` (marked for
/// a line decision) never hide it. A line rejected is dimmed and marked `✗` there, at every width. A line
/// with a remark (`F4318`) has its description start with `¶` (`ApproveRejectOrderPresenter.remarkMark`).
@MainActor
public final class OrderLinesFragment: Fragment {
    /// How long each column stays as the pane narrows (`keep`): the requested date gives way first, then
    /// the unit cost, the unit and the item; the line, quantity, amount and status stay (Enter shows a line whole).
    static let columns = [
        TableColumn(title: "", width: .fixed(1), keep: 9),
        TableColumn(title: "Ln", width: .fixed(4), align: .right, keep: 9),
        TableColumn(title: "Item", width: .fixed(12), keep: 3),
        TableColumn(title: "Description", width: .flex(min: 12, weight: 3), keep: 5),
        TableColumn(title: "Qty", width: .fixed(8), align: .right, keep: 6),
        TableColumn(title: "UoM", width: .fixed(3), keep: 2),
        TableColumn(title: "Unit cost", width: .fixed(11), align: .right, keep: 1),
        TableColumn(title: "Amount", width: .fixed(13), align: .right, keep: 8),
        TableColumn(title: "Requested", width: .fixed(10), keep: 0),
        TableColumn(title: "Status", width: .flex(min: 6, weight: 1), keep: 7),
    ]
    /// The narrowest pane that shows the line, description, quantity, amount and status of every line.
    static let essentialWidth = TableView.fullWidth(of: columns.filter { $0.keep >= 5 })

    var lines: [[String]] = []
    var summary = ""
    /// The rows of lines rejected, drawn dimmed.
    var rejectedRows: Set<Int> = []
    /// Per row, its change mark since last seen (`Δ`, `+`, `−` or blank).
    var changeMarks: [String] = []
    /// The rows of lines removed since last seen, drawn dimmed.
    var removedRows: Set<Int> = []
    /// The lines marked for a decision on them alone, as the interactor last said.
    var marks = ApproveRejectOrder.LineMarks.ViewModel(markedRows: [], note: "")
    var state = ListState()
    private var visibleRows = 1

    public init() {}

    public func perform(_ action: Action) -> Bool {
        guard let motion = ListMotion(action) else { return false }
        state.apply(motion, rowCount: lines.count, visibleRows: visibleRows)
        return true
    }

    public func draw(in canvas: Canvas, focused: Bool) {
        canvas.fill(.normal)
        canvas.text("Lines · " + summary + (marks.note.isEmpty ? "" : " · " + marks.note), y: 0, style: focused ? .title : .header)
        let table = canvas.sub(Rect(x: 0, y: 1, width: canvas.width, height: canvas.height - 1))
        visibleRows = max(1, table.height - 1)
        state.apply(.to(state.selected), rowCount: lines.count, visibleRows: visibleRows)
        TableView.draw(in: table, columns: Self.columns, rowCount: lines.count, state: state, focused: focused, showHeader: true,
                       cells: { [self.changeMarks.indices.contains($0) ? self.changeMarks[$0] : ""] + self.lines[$0] }, rowStyle: { row in
                           if self.marks.markedRows.contains(row) { return .marked }
                           if self.rejectedRows.contains(row) { return .rejected }
                           return self.removedRows.contains(row) ? .dimmed : .normal
                       })
    }
}
