/// A column of a table.
public struct TableColumn: Sendable, Equatable {
    public enum Width: Sendable, Equatable {
        case fixed(Int)
        case flex(min: Int, weight: Int)
    }
    public var title: String
    public var width: Width
    public var align: Canvas.Alignment
    /// How long the column stays as the table narrows: the columns with the lowest `keep` give way first
    /// (among equals, the rightmost first); the first column never does.
    public var keep: Int

    public init(title: String, width: Width, align: Canvas.Alignment = .left, keep: Int = 0) {
        self.title = title
        self.width = width
        self.align = align
        self.keep = keep
    }

    /// The cells the column takes at its narrowest.
    public var minimumWidth: Int {
        switch width {
        case .fixed(let n): n
        case .flex(let min, _): min
        }
    }
}

/// How a row looks beyond its text; the marker column says it in words too, never by colour alone.
public enum RowDecoration: Sendable, Equatable {
    case normal
    case marked     // multi-selected
    case busy       // being sent
    case new        // arrived since the user last looked
    case dimmed
    /// Refused for good (an order line rejected): dimmed, and marked `✗` (`x`) at every width, so it is told
    /// apart without colours and when the column that says it is hidden.
    case rejected
    case error
}

/// A table that asks for only the rows it shows, so 100,000 rows cost what 50 do.
@MainActor
public enum TableView {
    /// The cursor's `>` and a row's mark, before the first column.
    static let markerWidth = 2

    /// The cells a table of `columns` takes to show every column at its narrowest, its marker included.
    public static func fullWidth(of columns: [TableColumn]) -> Int {
        markerWidth + columns.map(\.minimumWidth).reduce(0, +) + max(0, columns.count - 1)
    }

    /// Column widths for `width` cells: fixed columns first, flex columns share the rest by weight;
    /// one space between columns. Columns that do not fit get width 0: the lowest `keep` first, among
    /// equals the rightmost.
    public static func layout(columns: [TableColumn], width: Int) -> [Int] {
        let gaps = max(0, columns.count - 1)
        var widths = columns.map(\.minimumWidth)
        var total = widths.reduce(0, +) + gaps
        // Drop columns until the minimums fit, the first never.
        let givingWay = columns.indices.dropFirst().sorted { a, b in
            columns[a].keep != columns[b].keep ? columns[a].keep < columns[b].keep : a > b
        }
        for i in givingWay where total > width {
            total -= widths[i] + 1
            widths[i] = 0
        }
        if total > width, !widths.isEmpty { widths[0] = max(0, width) ; return widths }
        let spare = width - total
        let flex = columns.indices.filter { if case .flex = columns[$0].width { return widths[$0] > 0 } else { return false } }
        let weights = flex.map { i -> Int in if case .flex(_, let w) = columns[i].width { return max(1, w) } else { return 1 } }
        let weightSum = weights.reduce(0, +)
        var given = 0
        for (n, i) in flex.enumerated() {
            let share = n == flex.count - 1 ? spare - given : spare * weights[n] / max(1, weightSum)
            widths[i] += share
            given += share
        }
        return widths
    }

    /// Draws the header (when asked) and the visible rows; the terminal cursor rests on the selected row.
    public static func draw(in canvas: Canvas, columns: [TableColumn], rowCount: Int, state: ListState, focused: Bool,
                            showHeader: Bool, cells: (Int) -> [String], rowStyle: (Int) -> RowDecoration) {
        guard canvas.width > 0, canvas.height > 0 else { return }
        let widths = layout(columns: columns, width: max(0, canvas.width - markerWidth))
        var y = 0
        if showHeader {
            canvas.fill(.header, Rect(x: 0, y: 0, width: canvas.width, height: 1))
            drawCells(columns.map(\.title), widths: widths, columns: columns, in: canvas, y: 0, x: markerWidth, style: .header)
            y = 1
        }
        let visible = canvas.height - y
        guard visible > 0 else { return }
        for offset in 0..<visible {
            let row = state.top + offset
            guard row < rowCount else { break }
            let decoration = rowStyle(row)
            let isSelected = row == state.selected
            var style: Style
            switch decoration {
            case .normal: style = .normal
            case .marked: style = .marked
            case .busy: style = .dim
            case .new: style = Style.normal.with(bold: true)
            case .dimmed, .rejected: style = .dim
            case .error: style = .error
            }
            if isSelected { style = focused ? .selection : Style(.focus, underline: true) }
            let line = canvas.row(y + offset)
            line.fill(style)
            let marker: String?
            switch decoration {
            case .marked: marker = canvas.supportsUnicode ? "✓" : "*"
            case .busy: marker = canvas.supportsUnicode ? "…" : "~"
            case .new: marker = canvas.supportsUnicode ? "•" : "+"
            case .rejected: marker = canvas.supportsUnicode ? "✗" : "x"
            case .error: marker = "!"
            default: marker = nil
            }
            // The cursor's `>` is never hidden by a row's mark: a selected row that has one shows it after the `>`
            // (the cursor must be seen without colours too: NO_COLOR, a monochrome terminal).
            if isSelected {
                line.text(">", x: 0, y: 0, width: 1, style: style)
                if let marker { line.text(marker, x: 1, y: 0, width: 1, style: style) }
            } else {
                line.text(marker ?? " ", x: 0, y: 0, width: 1, style: style)
            }
            drawCells(cells(row), widths: widths, columns: columns, in: line, y: 0, x: markerWidth, style: style)
            if isSelected && focused { line.cursor(x: 0, y: 0) }
        }
    }

    static func drawCells(_ texts: [String], widths: [Int], columns: [TableColumn], in canvas: Canvas, y: Int, x: Int, style: Style) {
        var cx = x
        for (i, width) in widths.enumerated() where width > 0 {
            let text = i < texts.count ? texts[i] : ""
            canvas.text(text, x: cx, y: y, width: width, style: style, align: columns[i].align)
            cx += width + 1
        }
    }
}
