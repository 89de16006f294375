/// What the re-authentication dialog (and the session gate, through the app) asks of it.
@MainActor
public protocol ReauthenticationBusinessLogic: AnyObject {
    /// Shows the question as it stands (the dialog appeared).
    func start()
    /// A new question from the session gate; `onAnswer` gets the password, or nil to log out, once.
    func ask(_ request: Reauthentication.Ask.Request, onAnswer: @escaping (String?) -> Void)
    /// The password typed; ignored while one is being tried, when it is empty, or when nothing asked.
    func answer(_ request: Reauthentication.Answer.Request)
    /// Esc: no password, so the session ends.
    func cancel()
    /// The gate logged in again with the answer: the dialog's work is done.
    func sessionRenewed()
    /// The gate ended the session (no password, or renewals given up on).
    func sessionEnded()
}

/// Holds the gate's question until it is answered: one answer per question, none while one is being
/// tried, never an empty password.
@MainActor
public final class ReauthenticationInteractor: ReauthenticationBusinessLogic {
    public var presenter: (any ReauthenticationPresentationLogic)?
    public var router: (any ReauthenticationRoutingLogic)?
    private let username: String
    private let server: String
    private var problem: String?
    private(set) var busy = false
    private var onAnswer: ((String?) -> Void)?

    public init(username: String, server: String) {
        self.username = username
        self.server = server
    }

    public func start() { present(isNew: true) }

    public func ask(_ request: Reauthentication.Ask.Request, onAnswer: @escaping (String?) -> Void) {
        problem = request.problem
        self.onAnswer = onAnswer
        busy = false
        present(isNew: true)
    }

    public func answer(_ request: Reauthentication.Answer.Request) {
        guard !busy, !request.password.isEmpty, let answer = onAnswer else { return }
        busy = true
        onAnswer = nil
        present(isNew: false)
        answer(request.password)
    }

    public func cancel() {
        let answer = onAnswer
        onAnswer = nil
        answer?(nil)
    }

    public func sessionRenewed() {
        onAnswer = nil
        busy = false
        router?.routeBackToWork()
    }

    public func sessionEnded() {
        // A question still open is answered "no password", so whoever waits on it is not left waiting.
        cancel()
        busy = false
        router?.routeToLogin()
    }

    private func present(isNew: Bool) {
        presenter?.presentQuestion(.init(username: username, server: server, problem: problem, busy: busy, isNew: isNew))
    }
}
