import SceneKit

/// A yes/no question over the screen: Enter or y confirms, Esc or n cancels. A question with a third
/// answer (quitting inside the undo window: send now, undo, stay) takes it on `u`.
@MainActor
public final class ConfirmView: SceneView {
    public let keyScope = KeyScope.confirm
    let title: String
    let lines: [String]
    let confirmLabel: String
    private let onConfirm: () -> Void
    /// The third answer, on `u` (nil: a plain yes/no).
    let undo: (label: String, action: () -> Void)?
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
            guard let undo else { break }
            host?.dismiss(self)
            undo.action()
        default:
            break
        }
        return true
    }

    public func draw(in canvas: Canvas) {
        let buttons = ["Enter \(confirmLabel)"] + (undo.map { ["u \($0.label)"] } ?? []) + ["Esc \(undo == nil ? "cancel" : "stay")"]
        Dialog.draw(in: canvas, title: title, width: 64, body: lines.map { DialogLine($0) }, buttons: buttons, selected: 0)
    }
}
