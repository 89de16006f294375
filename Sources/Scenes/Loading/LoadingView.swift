import SceneKit

/// The Loading scene's View: progress per dataset; r retries what failed, Enter goes on without it,
/// Esc cancels and logs out.
@MainActor
public final class LoadingView: SceneView, LoadingDisplayLogic {
    public let keyScope = KeyScope.loading
    public var interactor: (any LoadingBusinessLogic)?
    let progress = DatasetProgressFragment()
    private weak var host: (any SceneHost)?

    public init() {}

    public func didAttach(to host: any SceneHost) {
        self.host = host
        interactor?.start()
    }

    public func displayProgress(_ viewModel: Loading.Progress.ViewModel) {
        progress.rows = viewModel.rows
        progress.outcome = nil
        host?.setNeedsDisplay()
    }

    public func displayOutcome(_ viewModel: Loading.Outcome.ViewModel) {
        progress.outcome = viewModel
        if let message = viewModel.message { host?.show(.error(message)) }
        host?.setNeedsDisplay()
    }

    public var offeredActions: Set<Action>? {
        guard let outcome = progress.outcome else { return [.cancel] }
        var actions: Set<Action> = [.cancel]
        if outcome.canRetry { actions.insert(.retry) }
        if outcome.canContinue { actions.insert(.submit) }
        return actions
    }

    public func draw(in canvas: Canvas) {
        if Fragmenter.drawsTooSmall(in: canvas, minimum: progress.minimumSize) { return }
        progress.draw(in: canvas, focused: false)
    }

    public func perform(_ action: Action) -> Bool {
        switch action {
        case .cancel, .back: interactor?.cancel()
        case .retry: interactor?.retryFailed()
        case .submit: interactor?.continueAnyway()
        default: return false
        }
        return true
    }
}
