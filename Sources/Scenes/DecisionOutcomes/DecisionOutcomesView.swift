import SceneKit

/// What the outcomes list shows.
@MainActor
public protocol DecisionOutcomesDisplayLogic: AnyObject {
    func displayOutcomes(_ viewModel: ApproveRejectOrder.Outcomes.ViewModel)
}

/// The outcomes of the last batch of decisions, over the orders list: a modal scene, so Esc (or the
/// key that opened it) closes it and the list beneath is exactly as it was. While the batch is still
/// being sent the home scene hands it fresh rows (`show`).
@MainActor
public final class DecisionOutcomesView: SceneView, DecisionOutcomesDisplayLogic {
    public let keyScope = "outcomes"
    public var interactor: (any DecisionOutcomesBusinessLogic)?
    let list = DecisionOutcomesListFragment()
    private(set) weak var host: (any SceneHost)?

    public init() {}

    public func didAttach(to host: any SceneHost) {
        self.host = host
        interactor?.start()
    }

    /// The batch moved on while the list is open: the same rows, newer outcomes, the cursor kept.
    public func show(_ viewModel: ApproveRejectOrder.Outcomes.ViewModel) {
        interactor?.update(viewModel)
    }

    public func displayOutcomes(_ viewModel: ApproveRejectOrder.Outcomes.ViewModel) {
        list.viewModel = viewModel
        host?.setNeedsDisplay()
    }

    public func perform(_ action: Action) -> Bool {
        defer { host?.setNeedsDisplay() }
        switch action {
        case .back, .decisionOutcomes:
            interactor?.close()
            return true
        default:
            return list.perform(action)
        }
    }

    public func draw(in canvas: Canvas) {
        guard canvas.width >= list.minimumSize.width, canvas.height >= list.minimumSize.height else {
            Fragmenter.drawTooSmall(in: canvas, minimum: list.minimumSize)
            return
        }
        list.draw(in: canvas, focused: true)
    }
}
