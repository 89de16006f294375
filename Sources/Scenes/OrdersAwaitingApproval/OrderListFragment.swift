import SceneKit

/// The queue as a table that asks for only the rows it shows: before each drawing its View calls
/// `prepare(height:)` and fetches the rows it answers; drawing shows only the rows it holds.
@MainActor
public final class OrderListFragment: Fragment {
    /// The columns, and how long each stays as the pane narrows (`keep`): the lines' count and the date
    /// give way first, then the originator, then how long it has waited; order, supplier and amount stay.
    static let columns = [
        TableColumn(title: "Order", width: .fixed(16), align: .left, keep: 9),
        TableColumn(title: "Supplier", width: .flex(min: 12, weight: 3), align: .left, keep: 8),
        TableColumn(title: "Date", width: .fixed(10), align: .left, keep: 1),
        TableColumn(title: "Amount", width: .fixed(17), align: .right, keep: 7),
        TableColumn(title: "Originator", width: .flex(min: 10, weight: 2), align: .left, keep: 3),
        TableColumn(title: "Waiting", width: .fixed(7), align: .right, keep: 4),
        TableColumn(title: "Lines", width: .fixed(5), align: .right, keep: 0),
    ]
    /// The pane's width with every column shown (the order beside it gives way to it, down to its minimum).
    static let fullWidth = TableView.fullWidth(of: columns)

    var summary = OrdersAwaitingApproval.Summary.ViewModel(title: "Orders awaiting approval", count: 0, emptyText: nil, error: nil)
    var state = ListState()
    /// The rows last fetched, by position.
    private var window: [Int: OrdersAwaitingApproval.Window.ViewModel.Row] = [:]
    /// Asks for rows it does not hold (offset, limit) outside drawing: the order under the cursor, the
    /// orders to mark.
    var fetch: ((Int, Int) -> Void)?
    /// The orders marked for a decision on several at once, as the interactor last said.
    var marks = OrdersAwaitingApproval.Marks.ViewModel(marked: [], titleSuffix: "")
    /// Orders arrived with a refresh and not opened since, as the interactor last said.
    var newOrders: Set<OrderID> = []
    /// The column the list is sorted by, and its arrow.
    var sortColumn = 0
    var sortArrow = "↓"
    /// The search field, drawn on the title row while `/` is active.
    var searchLine: TextFieldState?
    private(set) var visibleRows = 1
    /// Where the rows were last drawn, the first row shown and how many there were: a scroll since is
    /// told to the screen (`noteScrolled`), which may send it as one terminal scroll.
    private var drawn: (rows: Rect, top: Int, count: Int)?

    public init() {}

    public var minimumSize: Size { Size(width: 40, height: 4) }

    /// Rows kept at most: past that, rows far from the cursor and from the rows arriving are let go, so
    /// scrolling a list of 100,000 orders does not keep every row it passed.
    static let keptRows = 2_000

    func show(_ viewModel: OrdersAwaitingApproval.Window.ViewModel) {
        if window.count + viewModel.rows.count > Self.keptRows {
            let anchors = [state.selected, viewModel.offset]
            window = window.filter { position, _ in anchors.contains { abs($0 - position) < Self.keptRows / 4 } }
        }
        for (i, row) in viewModel.rows.enumerated() { window[viewModel.offset + i] = row }
    }

    /// Forgets the rows (the store changed), keeping which order the cursor is on until the rows come
    /// again: several changes can arrive before the next frame fetches them (a batch of decisions).
    func invalidateRows() {
        cursorOrder = heldSelection
        window.removeAll(keepingCapacity: true)
    }

    /// The order under the cursor and its position when the rows were last forgotten.
    private var cursorOrder: (order: OrderID, position: Int)?

    /// The order under the cursor, when its row is loaded.
    var selectedID: OrderID? {
        guard summary.count > 0 else { return nil }
        if window[state.selected] == nil { fetch?(state.selected, 1) }
        return window[state.selected]?.id
    }

    /// The order under the cursor and its position, from its row when held, else as it was when the rows
    /// were forgotten (unless the cursor moved since); nil without asking for the row.
    var heldSelection: (order: OrderID, position: Int)? {
        guard summary.count > 0 else { return nil }
        if let id = window[state.selected]?.id { return (id, state.selected) }
        if let kept = cursorOrder, kept.position == state.selected { return kept }
        return nil
    }

    /// Puts the cursor on `position` and scrolls by `shift` rows with it, so the rows on screen stay where
    /// they were and those that arrived above appear above them; a list shown from its first row stays
    /// so, showing the orders that arrived (as long as the cursor stays in view).
    func follow(to position: Int, shift: Int) {
        if state.top > 0 { state.top += shift }
        state.selected = position
        move(.to(position))
        if let kept = cursorOrder { cursorOrder = (kept.order, state.selected) }
    }

    func move(_ motion: ListMotion) {
        state.apply(motion, rowCount: summary.count, visibleRows: visibleRows)
    }

    public func perform(_ action: Action) -> Bool {
        switch action {
        case .moveUp: move(.up)
        case .moveDown: move(.down)
        case .pageUp: move(.pageUp)
        case .pageDown: move(.pageDown)
        case .first: move(.first)
        case .last: move(.last)
        default: return false
        }
        return true
    }

    /// Fits the list to a pane `height` rows high (its title and column header included), keeping the
    /// cursor in view, and answers the rows it will show that it does not hold, for the View to fetch
    /// before drawing; nil when it holds them all or shows none.
    func prepare(height: Int) -> Range<Int>? {
        visibleRows = max(1, height - 2)
        guard summary.error == nil, summary.emptyText == nil else { return nil }
        state.apply(.to(state.selected), rowCount: summary.count, visibleRows: visibleRows)
        let missing = (state.top..<min(summary.count, state.top + visibleRows)).filter { window[$0] == nil }
        guard let first = missing.first, let last = missing.last else { return nil }
        if window.count > 20_000 { window.removeAll(keepingCapacity: true) }
        return first..<(last + 1)
    }

    private func noteScroll(rows: Canvas) {
        defer { drawn = (rows.rect, state.top, summary.count) }
        guard let drawn, drawn.rows == rows.rect, drawn.count == summary.count else { return }
        let shift = state.top - drawn.top
        if shift != 0, abs(shift) < rows.height { rows.screen.noteScrolled(rows.rect, by: shift) }
    }

    public func draw(in canvas: Canvas, focused: Bool) {
        canvas.fill(.normal)
        let used = canvas.text(summary.title + marks.titleSuffix, y: 0, style: focused ? .title : .header)
        if let searchLine {
            let x = min(canvas.width, used + 2)
            let label = canvas.text("/", x: x, y: 0, style: .key)
            TextField.draw(in: canvas.sub(Rect(x: x + label, y: 0, width: max(0, canvas.width - x - label), height: 1)),
                           state: searchLine, focused: true, placeholder: "order, supplier, originator or item")
        }
        let table = canvas.sub(Rect(x: 0, y: 1, width: canvas.width, height: canvas.height - 1))
        if let error = summary.error {
            drawn = nil
            canvas.text("✗ " + error, y: 2, style: .error)
            return
        }
        if let empty = summary.emptyText {
            drawn = nil
            canvas.text(empty, y: 2, style: .dim)
            return
        }
        var columns = Self.columns
        if columns.indices.contains(sortColumn) {
            columns[sortColumn].title += canvas.supportsUnicode ? " " + sortArrow : (sortArrow == "↑" ? " ^" : " v")
        }
        noteScroll(rows: table.sub(Rect(x: 0, y: 1, width: table.width, height: table.height - 1)))
        TableView.draw(in: table, columns: columns, rowCount: summary.count, state: state, focused: focused,
                       showHeader: true, cells: { self.window[$0]?.cells ?? [] }, rowStyle: { row in
                           guard let item = self.window[row] else { return .normal }
                           if item.sending { return .busy }
                           if self.marks.marked.contains(item.id) { return .marked }
                           return self.newOrders.contains(item.id) ? .new : .normal
                       })
    }
}
