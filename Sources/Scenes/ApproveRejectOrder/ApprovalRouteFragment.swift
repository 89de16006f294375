import SceneKit

/// The approval route with every approver's decision, and the order's text attachments.
@MainActor
public final class ApprovalRouteFragment: Fragment {
    var route: [String] = []
    var routeNote: String?
    var attachments: [String] = []
    var attachmentsNote: String?
    var attachmentState = ListState()

    public init() {}

    public func perform(_ action: Action) -> Bool {
        switch action {
        case .moveUp: attachmentState.apply(.up, rowCount: attachments.count, visibleRows: 100)
        case .moveDown: attachmentState.apply(.down, rowCount: attachments.count, visibleRows: 100)
        default: return false
        }
        return true
    }

    public func draw(in canvas: Canvas, focused: Bool) {
        canvas.fill(.normal)
        var y = 0
        canvas.text("Approval route", y: y, style: .header)
        y += 1
        for line in route where y < canvas.height {
            canvas.text("  " + line, y: y)
            y += 1
        }
        if let routeNote, y < canvas.height { canvas.text("  " + routeNote, y: y, style: .dim); y += 1 }
        guard y + 1 < canvas.height else { return }
        canvas.text("Attachments" + (attachments.isEmpty ? "" : " · Enter reads"), y: y, style: focused ? .title : .header)
        y += 1
        for (i, line) in attachments.enumerated() where y < canvas.height {
            let selected = focused && i == attachmentState.selected
            canvas.text((selected ? "> " : "  ") + line, y: y, style: selected ? .selection : .normal, pad: selected)
            if selected { canvas.cursor(x: 0, y: y) }
            y += 1
        }
        if let attachmentsNote, y < canvas.height { canvas.text("  " + attachmentsNote, y: y, style: .dim) }
    }
}
