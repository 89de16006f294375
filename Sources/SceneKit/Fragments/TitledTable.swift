import Terminal

/// The body of a side scene's list pane: a title, a note under it (a problem in the warning colour), then
/// a table with a header whose selection the cursor keys move. Decided by me, My orders and the batch's
/// outcomes draw their lists with it; each keeps its columns, its rows' words and how a row looks.
@MainActor
public struct TitledTable {
    public struct Note {
        public var text: String
        public var isProblem: Bool
        public init(_ text: String, isProblem: Bool) {
            self.text = text
            self.isProblem = isProblem
        }
    }

    public let columns: [TableColumn]
    public var state = ListState()
    /// The rows the table showed at its last drawing: a page for page up and down.
    private var visibleRows = 1

    public init(columns: [TableColumn]) { self.columns = columns }

    /// Moves the selection on a cursor key; false for any other action.
    public mutating func perform(_ action: Action, rowCount: Int) -> Bool {
        guard let motion = ListMotion(action) else { return false }
        state.apply(motion, rowCount: rowCount, visibleRows: visibleRows)
        return true
    }

    /// Draws the title on the first line, `skip` lines left for the View (a text entry), the note, and the
    /// table in what is left.
    public mutating func draw(in canvas: Canvas, focused: Bool, title: String, skip: Int = 0, note: Note?, rowCount: Int,
                              cells: (Int) -> [String], rowStyle: (Int) -> RowDecoration) {
        canvas.fill(.normal)
        canvas.text(title, y: 0, style: .title)
        var top = 1 + skip
        if let note, top < canvas.height {
            canvas.text(note.text, y: top, style: note.isProblem ? .warning : .dim)
            top += 1
        }
        guard canvas.height > top else { return }
        let table = canvas.sub(Rect(x: 0, y: top, width: canvas.width, height: canvas.height - top))
        visibleRows = max(1, table.height - 1)
        state.apply(.to(state.selected), rowCount: rowCount, visibleRows: visibleRows)
        TableView.draw(in: table, columns: columns, rowCount: rowCount, state: state, focused: focused, showHeader: true,
                       cells: cells, rowStyle: rowStyle)
    }
}
