import SceneKit

/// Picks the colleague to forward to: type part of a name or an address number, ↑↓ to choose, Enter
/// to go on to the confirm dialog. The names come from the address book (untrusted: drawn inert, cut to
/// the width); the dialog's own words are fixed.
@MainActor
public final class ColleaguePickerDialogView: SceneView {
    public let keyScope = KeyScope.forward
    public var capturesText: Bool { true }
    let title: String
    private(set) var field = TextFieldState(text: "", limit: 40)
    private(set) var list: Decide.Forward.Search.ViewModel?
    private(set) var selected = 0
    private var top = 0
    private var problem: String?
    private let onSearch: (String) -> Void
    private let onMore: () -> Void
    private let onPick: (ColleagueFacts) -> Void
    private weak var host: (any SceneHost)?
    /// Colleague rows shown at most (fewer on a short terminal).
    static let rowsShown = 10

    public init(title: String, onSearch: @escaping (String) -> Void, onMore: @escaping () -> Void,
                onPick: @escaping (ColleagueFacts) -> Void) {
        self.title = title
        self.onSearch = onSearch
        self.onMore = onMore
        self.onPick = onPick
    }

    public func didAttach(to host: any SceneHost) { self.host = host }

    /// The colleagues for the text as it is now; the first is chosen when the text changed.
    func show(_ viewModel: Decide.Forward.Search.ViewModel) {
        let same = list?.colleagues.map(\.addressNumber) == viewModel.colleagues.prefix(list?.colleagues.count ?? 0).map(\.addressNumber)
        list = viewModel
        if !same || selected >= viewModel.colleagues.count { selected = 0; top = 0 }
        host?.setNeedsDisplay()
    }

    public func handleKey(_ key: Key) -> Bool {
        switch field.apply(key) {
        case .changed:
            problem = nil
            onSearch(field.text)
        case .refused(let why):
            problem = why
        case .unhandled:
            return false
        }
        host?.setNeedsDisplay()
        return true
    }

    public func perform(_ action: Action) -> Bool {
        defer { host?.setNeedsDisplay() }
        let count = list?.colleagues.count ?? 0
        switch action {
        case .submit:
            guard let list, list.colleagues.indices.contains(selected) else {
                problem = "Nobody is chosen: type part of a name or an address number."
                return true
            }
            host?.dismiss(self)
            onPick(list.colleagues[selected])
        case .cancel, .back:
            host?.dismiss(self)
        case .moveDown, .pageDown:
            guard count > 0 else { return true }
            selected = min(count - 1, selected + (action == .pageDown ? Self.rowsShown : 1))
            if selected == count - 1, list?.more == true { onMore() }
        case .moveUp, .pageUp:
            selected = max(0, selected - (action == .pageUp ? Self.rowsShown : 1))
        default:
            break
        }
        return true // modal
    }

    public func draw(in canvas: Canvas) {
        let rows = max(1, min(Self.rowsShown, canvas.height - 9))
        var body = [DialogLine("Type part of a name or an address number:", style: .normal), DialogLine(""), DialogLine("")]
        let listRow = body.count
        body += Array(repeating: DialogLine(""), count: rows)
        body.append(DialogLine(""))
        if let problem {
            body.append(DialogLine("✗ " + problem, style: .error))
        } else if let list {
            body.append(DialogLine((list.isProblem ? "! " : "") + list.status, style: list.isProblem ? .warning : .dim))
        } else {
            body.append(DialogLine(""))
        }
        body.append(DialogLine("↑↓ choose · Enter forward to the one chosen · Esc cancel", style: .dim))
        let inner = Dialog.draw(in: canvas, title: title, width: 70, body: body, buttons: [], selected: 0)
        TextField.draw(in: inner.sub(Rect(x: 0, y: 1, width: min(42, inner.width), height: 1)), state: field, focused: true,
                       placeholder: "name or number")
        guard let list else { return }
        if selected < top { top = selected }
        if selected >= top + rows { top = selected - rows + 1 }
        for i in 0..<rows {
            let index = top + i
            guard list.rows.indices.contains(index) else { break }
            let chosen = index == selected
            inner.text((chosen ? "> " : "  ") + list.rows[index], y: listRow + i, style: chosen ? .selection : .normal, pad: chosen)
        }
    }
}
