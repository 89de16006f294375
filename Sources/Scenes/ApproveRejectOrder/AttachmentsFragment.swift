import SceneKit

/// The order's attachments: texts, files and links; Enter reads a text, opens a file or a link with the opener.
@MainActor
public final class AttachmentsFragment: Fragment {
    var attachments: [String] = []
    var note: String?
    var state = ListState()

    public init() {}

    public func perform(_ action: Action) -> Bool {
        switch action {
        case .moveUp: state.apply(.up, rowCount: attachments.count, visibleRows: 100)
        case .moveDown: state.apply(.down, rowCount: attachments.count, visibleRows: 100)
        default: return false
        }
        return true
    }

    public func draw(in canvas: Canvas, focused: Bool) {
        canvas.fill(.normal)
        canvas.text("Attachments" + (attachments.isEmpty ? "" : " · Enter reads or opens · A adds a note"), y: 0, style: focused ? .title : .header)
        // The rows that fit under the title (and the note): the selected one is kept among them.
        let visible = max(1, canvas.height - 1 - (note == nil ? 0 : 1))
        let top = min(max(0, state.selected - visible + 1), max(0, attachments.count - visible))
        var y = 1
        for (i, line) in attachments.enumerated().dropFirst(top) where y < canvas.height {
            let selected = focused && i == state.selected
            canvas.text((selected ? "> " : "  ") + line, y: y, style: selected ? .selection : .normal, pad: selected)
            if selected { canvas.cursor(x: 0, y: y) }
            y += 1
        }
        if let note, y < canvas.height { canvas.text("  " + note, y: y, style: .dim) }
    }
}
