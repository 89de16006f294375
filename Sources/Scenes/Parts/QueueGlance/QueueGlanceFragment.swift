import SceneKit

/// The queue at a glance: a section per dimension, a bar per group with its count and totals per
/// currency. The cursor moves over the bars a filter can select; Enter (the View's) applies the one under it.
@MainActor
public final class QueueGlanceFragment: Fragment {
    var viewModel: OrdersAwaitingApproval.Glance.ViewModel? {
        didSet { selected = min(selected, max(0, selectableCount - 1)) }
    }
    /// The cursor, counted over the bars a filter can select.
    private(set) var selected = 0
    private var top = 0
    private var visibleRows = 1

    public init() {}

    public var minimumSize: Size { Size(width: 40, height: 4) }

    /// One line of the chart: a section's title, or a bar (with its position among the selectable ones).
    private enum Line {
        case section(String)
        case bar(OrdersAwaitingApproval.Glance.ViewModel.Row, selectable: Int?)
        case blank
    }

    private var lines: [Line] {
        guard let viewModel else { return [] }
        var lines: [Line] = []
        var next = 0
        for section in viewModel.sections where !section.rows.isEmpty {
            if !lines.isEmpty { lines.append(.blank) }
            lines.append(.section(section.title))
            for row in section.rows {
                lines.append(.bar(row, selectable: row.group == nil ? nil : next))
                if row.group != nil { next += 1 }
            }
        }
        return lines
    }

    private var selectableCount: Int {
        viewModel?.sections.reduce(0) { $0 + $1.rows.count { $0.group != nil } } ?? 0
    }

    /// What the bar under the cursor selects.
    var selectedGroup: OrdersAwaitingApproval.Glance.Group? {
        let groups = viewModel?.sections.flatMap { $0.rows.compactMap(\.group) } ?? []
        return groups.indices.contains(selected) ? groups[selected] : nil
    }

    public func perform(_ action: Action) -> Bool {
        guard let motion = ListMotion(action) else { return false }
        var state = ListState(selected: selected, top: 0)
        state.apply(motion, rowCount: selectableCount, visibleRows: max(1, visibleRows / 2))
        selected = state.selected
        return true
    }

    public func draw(in canvas: Canvas, focused: Bool) {
        canvas.fill(.normal)
        guard let viewModel else {
            canvas.text("Reading the queue…", y: 0, style: .dim)
            return
        }
        canvas.text(viewModel.title, y: 0, style: focused ? .title : .header)
        if let error = viewModel.error { canvas.text("✗ " + error, y: 1, style: .error) }
        let body = canvas.sub(Rect(x: 0, y: 2, width: canvas.width, height: max(0, canvas.height - 2)))
        visibleRows = max(1, body.height)
        let lines = self.lines
        guard !lines.isEmpty else {
            body.text("Nothing awaits your approval.", y: 0, style: .dim)
            return
        }
        // The cursor's bar stays in view.
        let cursorLine = lines.firstIndex { if case .bar(_, let s?) = $0 { return s == selected } else { return false } } ?? 0
        if cursorLine < top { top = cursorLine }
        if cursorLine >= top + body.height { top = cursorLine - body.height + 1 }
        top = max(0, min(top, max(0, lines.count - body.height)))
        let columns = Self.columns(width: body.width)
        for y in 0..<min(body.height, lines.count - top) {
            switch lines[top + y] {
            case .blank: break
            case .section(let title): body.text(title, y: y, style: .header)
            case .bar(let row, let selectable):
                let current = selectable == selected && selectable != nil
                let style: Style = current ? (focused ? .selection : Style(.focus, underline: true)) : .normal
                if current { body.fill(style, Rect(x: 0, y: y, width: body.width, height: 1)) }
                body.text(row.label, x: 1, y: y, width: columns.label, style: style)
                let bar = HorizontalBar.text(fraction: row.fraction, width: columns.bar, unicode: canvas.supportsUnicode)
                body.text(bar, x: columns.barX, y: y, width: columns.bar, style: current ? style : .accent)
                body.text(row.count, x: columns.countX, y: y, width: columns.count, style: style, align: .right)
                body.text(row.totals, x: columns.totalsX, y: y, width: columns.totals, style: current ? style : .dim)
            }
        }
    }

    /// Where each part of a bar's line goes at `width` cells: the label, the bar (what is left), the
    /// count and the totals per currency.
    static func columns(width: Int) -> (label: Int, bar: Int, barX: Int, count: Int, countX: Int, totals: Int, totalsX: Int) {
        let label = min(20, max(16, width / 6))
        let count = 8
        let room = max(0, width - 1 - label - 1 - count - 2)
        let totals = min(44, room - max(1, room / 2))
        let bar = max(1, room - totals)
        let barX = 1 + label + 1
        let countX = barX + bar
        return (label, bar, barX, count, countX, totals, countX + count + 2)
    }
}
