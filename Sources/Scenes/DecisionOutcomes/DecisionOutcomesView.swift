import SceneKit

/// The outcomes of the last batch of decisions, over the orders list: a modal scene, so Esc (or the
/// key that opened it) closes it and the list beneath is exactly as it was. While the batch is still
/// being sent the home scene hands it fresh rows (`show`).
@MainActor
public final class DecisionOutcomesView: SceneView {
    public let keyScope = "outcomes"
    let list: DecisionOutcomesListFragment
    private weak var host: (any SceneHost)?

    public init(viewModel: OrdersAwaitingApproval.Outcomes.ViewModel) {
        list = DecisionOutcomesListFragment(viewModel: viewModel)
    }

    public func didAttach(to host: any SceneHost) { self.host = host }

    /// The batch moved on while the list is open: the same rows, newer outcomes, the cursor kept.
    public func show(_ viewModel: OrdersAwaitingApproval.Outcomes.ViewModel) {
        list.viewModel = viewModel
        host?.setNeedsDisplay()
    }

    public func perform(_ action: Action) -> Bool {
        defer { host?.setNeedsDisplay() }
        switch action {
        case .back, .decisionOutcomes:
            host?.dismissScene(self)
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
