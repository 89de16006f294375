import SceneKit

/// Asks for the password again over the current screen when the server dropped the session.
/// The scene below keeps its state; Esc logs out instead.
@MainActor
public final class ReauthenticationView: SceneView {
    public let keyScope = "reauthenticate"
    public var capturesText: Bool { true }
    let username: String
    let server: String
    private(set) var password = TextFieldState(text: "", limit: 40, secure: true)
    var problem: String?
    var busy = false
    /// Receives the password, or nil to log out.
    var onAnswer: ((String?) -> Void)?
    private weak var host: (any SceneHost)?

    public init(username: String, server: String) {
        self.username = username
        self.server = server
    }

    public func didAttach(to host: any SceneHost) { self.host = host }

    /// A new question (after a wrong password, say).
    public func ask(problem: String?, onAnswer: @escaping (String?) -> Void) {
        self.problem = problem
        self.onAnswer = onAnswer
        busy = false
        password = TextFieldState(text: "", limit: 40, secure: true)
        host?.setNeedsDisplay()
    }

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
            guard !busy, !password.text.isEmpty, let answer = onAnswer else { return true }
            busy = true
            onAnswer = nil
            answer(password.text)
        case .cancel, .back:
            let answer = onAnswer
            onAnswer = nil
            answer?(nil)
        default:
            return true // modal: nothing else happens behind it
        }
        host?.setNeedsDisplay()
        return true
    }

    public func draw(in canvas: Canvas) {
        var body = [
            DialogLine("Your session on \(server) has ended.", style: .normal),
            DialogLine("Enter the password for \(username) to carry on where you were.", style: .normal),
            DialogLine("Esc logs out.", style: .dim),
        ]
        if let problem { body.append(DialogLine("✗ " + problem, style: .error)) }
        if busy { body.append(DialogLine("Logging in…", style: .info)) }
        body.append(DialogLine("", style: .normal))
        let inner = Dialog.draw(in: canvas, title: "Session expired", width: 64, body: body, buttons: [], selected: 0)
        let field = inner.sub(Rect(x: 0, y: inner.height - 1, width: inner.width, height: 1))
        field.text("Password ", y: 0, style: .title)
        TextField.draw(in: field.sub(Rect(x: 9, y: 0, width: field.width - 9, height: 1)), state: password,
                       focused: !busy, placeholder: "")
    }
}
