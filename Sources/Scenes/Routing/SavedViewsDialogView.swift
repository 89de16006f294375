import SceneKit

/// The saved views of the home list (`:view`): ↑↓ to choose, Enter arranges the list as the one chosen
/// says, Esc closes. Each row is the view's name and what it keeps, worded by the caller.
@MainActor
public final class SavedViewsDialogView: SceneView {
    public let keyScope = KeyScope.views
    /// A view's name and what it keeps ("date ↓ · types OP · amount ≥ 2,000.00").
    public struct Row: Sendable, Equatable {
        public var name: String
        public var summary: String
        public init(name: String, summary: String) {
            self.name = name
            self.summary = summary
        }
    }

    let rows: [Row]
    private(set) var selected = 0
    private var top = 0
    private let onPick: (String) -> Void
    private weak var host: (any SceneHost)?
    /// Rows shown at most (fewer on a short terminal).
    static let rowsShown = 12

    public init(rows: [Row], onPick: @escaping (String) -> Void) {
        self.rows = rows
        self.onPick = onPick
    }

    public func didAttach(to host: any SceneHost) { self.host = host }

    /// Keys go through the key table (`perform`), which answers every action here: the dialog is modal.
    public func handleKey(_ key: Key) -> Bool { false }

    public func perform(_ action: Action) -> Bool {
        defer { host?.setNeedsDisplay() }
        switch action {
        case .submit:
            guard rows.indices.contains(selected) else { return true }
            host?.dismiss(self)
            onPick(rows[selected].name)
        case .cancel, .back:
            host?.dismiss(self)
        case .moveDown:
            selected = min(max(0, rows.count - 1), selected + 1)
        case .moveUp:
            selected = max(0, selected - 1)
        default:
            break
        }
        return true
    }

    public func draw(in canvas: Canvas) {
        let shown = max(1, min(Self.rowsShown, rows.count, canvas.height - 6))
        var body = Array(repeating: DialogLine(""), count: shown)
        body.append(DialogLine(""))
        body.append(DialogLine("↑↓ choose · Enter apply · Esc close · :view delete NAME removes one", style: .dim))
        let inner = Dialog.draw(in: canvas, title: "Saved views", width: 76, body: body, buttons: [], selected: 0)
        if selected < top { top = selected }
        if selected >= top + shown { top = selected - shown + 1 }
        let nameWidth = min(33, (rows.map { $0.name.count }.max() ?? 0) + 1)
        for i in 0..<shown {
            let index = top + i
            guard rows.indices.contains(index) else { break }
            let chosen = index == selected
            let name = rows[index].name + String(repeating: " ", count: max(1, nameWidth - rows[index].name.count))
            inner.text((chosen ? "> " : "  ") + name + rows[index].summary, y: i, style: chosen ? .selection : .normal, pad: chosen)
        }
    }
}
