import SceneKit

/// Text in a dialog over the screen that scrolls with the arrow keys; Esc closes it. An attachment's
/// text (the order scene) and the site check (the settings screen) are shown in it.
@MainActor
public final class TextReportView: SceneView {
    public let keyScope = KeyScope.help
    let title: String
    let lines: [String]
    let isError: Bool
    private var top = 0

    public init(title: String, lines: [String], isError: Bool = false) {
        self.title = title
        self.lines = lines
        self.isError = isError
    }

    public func perform(_ action: Action) -> Bool {
        switch action {
        case .moveDown, .pageDown: top += action == .pageDown ? 10 : 1
        case .moveUp, .pageUp: top -= action == .pageUp ? 10 : 1
        case .first: top = 0
        case .back, .cancel: return false
        default: return true
        }
        top = max(0, min(top, max(0, lines.count - 1)))
        return true
    }

    public func draw(in canvas: Canvas) {
        let width = min(canvas.width - 2, 90)
        let wrapped = lines.flatMap { TextWidth.wrap(Sanitizer.inert($0), toCells: max(10, width - 4)) }
        let visible = max(1, min(wrapped.count, canvas.height - 4))
        let body = wrapped.dropFirst(top).prefix(visible).map { DialogLine($0, style: isError ? .error : .normal) }
        Dialog.draw(in: canvas, title: title + " · Esc closes", width: width, body: Array(body), buttons: [], selected: 0)
    }
}
