import SceneKit

/// An attachment's text in a dialog over the screen; Esc closes it.
@MainActor
public final class AttachmentTextView: SceneView {
    public let keyScope = KeyScope.help
    let viewModel: ApproveRejectOrder.ReadAttachment.ViewModel
    private var top = 0

    public init(viewModel: ApproveRejectOrder.ReadAttachment.ViewModel) { self.viewModel = viewModel }

    public func perform(_ action: Action) -> Bool {
        switch action {
        case .moveDown, .pageDown: top += action == .pageDown ? 10 : 1
        case .moveUp, .pageUp: top -= action == .pageUp ? 10 : 1
        case .first: top = 0
        case .back, .cancel: return false
        default: return true
        }
        top = max(0, min(top, max(0, viewModel.lines.count - 1)))
        return true
    }

    public func draw(in canvas: Canvas) {
        let width = min(canvas.width - 2, 90)
        let wrapped = viewModel.lines.flatMap { TextWidth.wrap(Sanitizer.inert($0), toCells: max(10, width - 4)) }
        let visible = max(1, min(wrapped.count, canvas.height - 4))
        let body = wrapped.dropFirst(top).prefix(visible).map { DialogLine($0, style: viewModel.isError ? .error : .normal) }
        Dialog.draw(in: canvas, title: viewModel.title + " · Esc closes", width: width, body: Array(body), buttons: [], selected: 0)
    }
}
