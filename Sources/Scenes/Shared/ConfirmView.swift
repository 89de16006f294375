import SceneKit

/// A yes/no question over the screen: Enter or y confirms, Esc or n cancels. A question with a third
/// answer (quitting inside the undo window: send now, undo, stay) takes it on `u`.
@MainActor
public final class ConfirmView: SceneView {
    public let keyScope = KeyScope.confirm
    let title: String
    private(set) var lines: [String]
    private(set) var confirmLabel: String
    private let onConfirm: () -> Void
    /// The third answer, on `u` (nil: a plain yes/no).
    private(set) var undo: (label: String, action: () -> Void)?
    /// Said when `u` comes after the third answer it offered stopped being possible (`withdrawUndo`).
    private var undoGone: String?
    private weak var host: (any SceneHost)?

    public init(title: String, lines: [String], confirmLabel: String, undo: (label: String, action: () -> Void)? = nil,
                onConfirm: @escaping () -> Void) {
        self.title = title
        self.lines = lines
        self.confirmLabel = confirmLabel
        self.undo = undo
        self.onConfirm = onConfirm
    }

    public func didAttach(to host: any SceneHost) { self.host = host }

    public var offeredActions: Set<Action>? { undo == nil ? [.submit, .cancel] : [.submit, .cancel, .undo] }

    public func perform(_ action: Action) -> Bool {
        switch action {
        case .submit:
            host?.dismiss(self)
            onConfirm()
        case .cancel, .back:
            host?.dismiss(self)
        case .undo:
            guard let undo else {
                if let undoGone, lines.last != undoGone {
                    lines.append(undoGone)
                    host?.setNeedsDisplay()
                }
                break
            }
            host?.dismiss(self)
            undo.action()
        default:
            break
        }
        return true
    }

    /// The question no longer offers its third answer (what it would take back is gone: decisions sent):
    /// it says so in `lines`, and a `u` pressed after it is answered with `why`.
    public func withdrawUndo(lines: [String], confirmLabel: String, why: String) {
        guard undo != nil else { return }
        self.lines = lines
        self.confirmLabel = confirmLabel
        undo = nil
        undoGone = why
        host?.setNeedsDisplay()
    }

    public func draw(in canvas: Canvas) {
        let buttons = ["Enter \(confirmLabel)"] + (undo.map { ["u \($0.label)"] } ?? []) + ["Esc \(undo == nil ? "cancel" : "stay")"]
        Dialog.draw(in: canvas, title: title, width: 64, body: lines.map { DialogLine($0) }, buttons: buttons, selected: 0)
    }
}
