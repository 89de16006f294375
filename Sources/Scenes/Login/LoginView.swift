import SceneKit

/// The Login scene's View: one form fragment; Tab moves between fields, Enter logs in.
@MainActor
public final class LoginView: SceneView, LoginDisplayLogic {
    public let keyScope = KeyScope.login
    public var capturesText: Bool { true }
    public var interactor: (any LoginBusinessLogic)?
    public let form = LoginFormFragment()
    private weak var host: (any SceneHost)?

    public init() {}

    public func didAttach(to host: any SceneHost) {
        self.host = host
        interactor?.loadForm()
    }

    public func displayForm(_ viewModel: Login.Form.ViewModel) {
        form.show(viewModel)
        host?.setNeedsDisplay()
    }

    public func displaySubmit(_ viewModel: Login.Submit.ViewModel) {
        form.show(viewModel)
        host?.setNeedsDisplay()
    }

    public func draw(in canvas: Canvas) {
        if Fragmenter.drawsTooSmall(in: canvas, minimum: form.minimumSize) { return }
        form.draw(in: canvas, focused: true)
    }

    public func handleKey(_ key: Key) -> Bool { form.handleKey(key) }

    public func perform(_ action: Action) -> Bool {
        switch action {
        case .submit:
            interactor?.submit(.init(server: form.value(.server), environment: form.value(.environment), role: form.value(.role),
                                     user: form.value(.user), password: form.value(.password)))
        case .nextPane, .moveDown: form.moveFocus(by: 1)
        case .previousPane, .moveUp: form.moveFocus(by: -1)
        case .cancel, .back: interactor?.cancel()
        default: return false
        }
        host?.setNeedsDisplay()
        return true
    }
}
