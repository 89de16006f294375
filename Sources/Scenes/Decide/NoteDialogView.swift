import SceneKit

/// Asks for an approver note on one order; Enter saves it (it is uploaded from the local queue).
@MainActor
public final class NoteDialogView: SceneView {
    public let keyScope = KeyScope.note
    public var capturesText: Bool { true }
    let orderTitle: String
    private(set) var note = TextFieldState(text: "", limit: 1_000)
    private var problem: String?
    private let onSave: (String) -> Void
    private weak var host: (any SceneHost)?

    public init(orderTitle: String, onSave: @escaping (String) -> Void) {
        self.orderTitle = orderTitle
        self.onSave = onSave
    }

    public func didAttach(to host: any SceneHost) { self.host = host }

    public func handleKey(_ key: Key) -> Bool {
        switch note.apply(key) {
        case .changed: problem = nil; return true
        case .refused(let why): problem = why; return true
        case .unhandled: return false
        }
    }

    public func perform(_ action: Action) -> Bool {
        switch action {
        case .submit:
            guard !note.text.trimmingCharacters(in: .whitespaces).isEmpty else {
                problem = "The note is empty."
                return true
            }
            host?.dismiss(self)
            onSave(note.text)
        case .cancel, .back:
            host?.dismiss(self)
        default:
            break
        }
        host?.setNeedsDisplay()
        return true
    }

    public func draw(in canvas: Canvas) {
        var body = [DialogLine("A text attachment on \(orderTitle), visible to everyone on the route.", style: .normal),
                    DialogLine("\(note.count)/1000 characters", style: .dim), DialogLine("")]
        if let problem { body.append(DialogLine("✗ " + problem, style: .error)) }
        body.append(DialogLine("Enter save and upload · Esc cancel", style: .dim))
        let inner = Dialog.draw(in: canvas, title: "Approver note", width: 76, body: body, buttons: [], selected: 0)
        TextField.draw(in: inner.sub(Rect(x: 0, y: 2, width: inner.width, height: 1)), state: note, focused: true, placeholder: "your note")
    }
}
