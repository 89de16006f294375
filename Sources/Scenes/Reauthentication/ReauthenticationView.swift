import SceneKit

/// Asks for the password again over the current screen when the server dropped the session.
/// The scene below keeps its state; Esc logs out instead.
@MainActor
public final class ReauthenticationView: SceneView, ReauthenticationDisplayLogic {
    public let keyScope = KeyScope.reauthenticate
    public var capturesText: Bool { true }
    public var interactor: (any ReauthenticationBusinessLogic)?
    private(set) var password = TextFieldState(text: "", limit: 40, secure: true)
    private(set) var question: Reauthentication.Question.ViewModel?
    /// What is wrong: the question's problem, or a key the field refused.
    private(set) var problem: String?
    private weak var host: (any SceneHost)?

    public init() {}

    public func didAttach(to host: any SceneHost) {
        self.host = host
        interactor?.start()
    }

    public func displayQuestion(_ viewModel: Reauthentication.Question.ViewModel) {
        question = viewModel
        problem = viewModel.problem
        if viewModel.clearsPassword { password = TextFieldState(text: "", limit: 40, secure: true) }
        host?.setNeedsDisplay()
    }

    private var busy: Bool { question?.busy ?? false }

    public func handleKey(_ key: Key) -> Bool {
        guard !busy else { return key != .escape }
        switch password.apply(key) {
        case .changed: return true
        case .refused(let why):
            problem = why
            return true
        case .unhandled: return false
        }
    }

    public func perform(_ action: Action) -> Bool {
        switch action {
        case .submit:
            interactor?.answer(.init(password: password.text))
        case .cancel, .back:
            interactor?.cancel()
        default:
            return true // modal: nothing else happens behind it
        }
        host?.setNeedsDisplay()
        return true
    }

    public func draw(in canvas: Canvas) {
        guard let question else { return }
        var body = question.explanation.map { DialogLine($0, style: .normal) }
        body.append(DialogLine(question.hint, style: .dim))
        if let problem { body.append(DialogLine("✗ " + problem, style: .error)) }
        if let status = question.status { body.append(DialogLine(status, style: .info)) }
        body.append(DialogLine("", style: .normal))
        let inner = Dialog.draw(in: canvas, title: question.title, width: 64, body: body, buttons: [], selected: 0)
        let field = inner.sub(Rect(x: 0, y: inner.height - 1, width: inner.width, height: 1))
        field.text("Password ", y: 0, style: .title)
        TextField.draw(in: field.sub(Rect(x: 9, y: 0, width: field.width - 9, height: 1)), state: password,
                       focused: !busy, placeholder: "")
    }
}
