import SceneKit

/// The help overlay's View: the keys of the current scene and the global ones, scrolled with the list keys.
@MainActor
public final class HelpView: HostedSceneView, HelpDisplayLogic {
    public let keyScope = KeyScope.help
    public var interactor: (any HelpBusinessLogic)?
    private(set) var lines: [Help.Keys.ViewModel.Line] = []
    private var top = 0
    private var lastVisible = 1
    public private(set) weak var host: (any SceneHost)?

    public init() {}

    public func didAttach(to host: any SceneHost) {
        self.host = host
        interactor?.loadKeys()
    }

    public func displayKeys(_ viewModel: Help.Keys.ViewModel) {
        lines = viewModel.lines
        host?.setNeedsDisplay()
    }

    public func perform(_ action: Action) -> Bool {
        switch action {
        case .moveDown: top += 1
        case .moveUp: top -= 1
        case .pageDown: top += lastVisible
        case .pageUp: top -= lastVisible
        case .first: top = 0
        case .last: top = lines.count
        case .help: interactor?.close()
        case .back, .cancel: return false // the Root controller closes the overlay on Esc
        default: return true
        }
        top = max(0, min(top, max(0, lines.count - lastVisible)))
        return true
    }

    public func draw(in canvas: Canvas) {
        let all = lines
        let height = max(3, min(canvas.height - 2, all.count + 3))
        let inner = Dialog.draw(in: canvas, title: "Help · Esc closes", width: min(canvas.width - 2, 76),
                                body: Array(repeating: DialogLine("", style: .normal), count: height - 2), buttons: [], selected: 0)
        lastVisible = max(1, inner.height)
        top = max(0, min(top, max(0, all.count - lastVisible)))
        let keyWidth = min(18, max(8, inner.width / 4))
        for (row, line) in all.dropFirst(top).prefix(inner.height).enumerated() {
            if line.isHeading {
                inner.text(line.text, y: row, style: .title)
            } else {
                inner.text(line.key, y: row, width: keyWidth, style: .key)
                inner.text(line.text, x: keyWidth + 1, y: row)
            }
        }
    }
}
