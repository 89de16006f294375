import SceneKit

/// A yes/no question over the screen: Enter or y confirms, Esc or n cancels.
@MainActor
public final class ConfirmView: SceneView {
    public let keyScope = KeyScope.confirm
    let title: String
    let lines: [String]
    let confirmLabel: String
    private let onConfirm: () -> Void
    private weak var host: (any SceneHost)?

    public init(title: String, lines: [String], confirmLabel: String, onConfirm: @escaping () -> Void) {
        self.title = title
        self.lines = lines
        self.confirmLabel = confirmLabel
        self.onConfirm = onConfirm
    }

    public func didAttach(to host: any SceneHost) { self.host = host }

    public func perform(_ action: Action) -> Bool {
        switch action {
        case .submit:
            host?.dismiss(self)
            onConfirm()
        case .cancel, .back:
            host?.dismiss(self)
        default:
            break
        }
        return true
    }

    public func draw(in canvas: Canvas) {
        Dialog.draw(in: canvas, title: title, width: 64, body: lines.map { DialogLine($0) },
                    buttons: ["Enter \(confirmLabel)", "Esc cancel"], selected: 0)
    }
}
