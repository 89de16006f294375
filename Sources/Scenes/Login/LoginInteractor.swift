import Foundation
import Resources

/// What the login form asks of the Login scene.
@MainActor
public protocol LoginBusinessLogic: AnyObject {
    func loadForm()
    func submit(_ request: Login.Submit.Request)
    func cancel()
}

/// Checks the form, logs in through the LoginWorker, and hands a live session to the router.
@MainActor
public final class LoginInteractor: LoginBusinessLogic {
    public var presenter: (any LoginPresentationLogic)?
    public var router: (any LoginRoutingLogic)?
    private let worker: LoginWorker
    /// The settings the form starts from; the values that log in are remembered in them.
    private(set) var settings: Settings
    private let file: any SettingsSaving
    /// The workspace of the last login, reused when the next one is to the same server.
    private let reuse: ServerWorkspace?
    private let demoCredentials: (user: String, password: String)?
    private let notice: String?
    private var attempt: Task<Void, Never>?

    public init(worker: LoginWorker, settings: Settings, file: any SettingsSaving, reuse: ServerWorkspace? = nil,
                demoCredentials: (user: String, password: String)? = nil, notice: String? = nil) {
        self.worker = worker
        self.settings = settings
        self.file = file
        self.reuse = reuse
        self.demoCredentials = demoCredentials
        self.notice = notice
    }

    public func loadForm() {
        let s = settings
        presenter?.presentForm(.init(server: s.server.absoluteString, environment: s.environment, role: s.role, user: s.user,
                                     demoUser: demoCredentials?.user, demoPassword: demoCredentials?.password, notice: notice))
    }

    public func submit(_ request: Login.Submit.Request) {
        guard attempt == nil else { return }
        guard let definition = SettingsCatalog.definition("connection.server"),
              case .success(.text(let serverText)) = definition.parse(request.server), let server = URL(string: serverText) else {
            presenter?.presentSubmit(.failed(field: .server, message: "The server must be an http:// or https:// address ending in /jderest."))
            return
        }
        let environment = request.environment.trimmingCharacters(in: .whitespaces)
        let role = request.role.trimmingCharacters(in: .whitespaces)
        let user = request.user.trimmingCharacters(in: .whitespaces)
        if environment.isEmpty { return fail(.environment, "Enter the environment, e.g. JDV920.") }
        if role.isEmpty { return fail(.role, "Enter the role, e.g. *ALL.") }
        if user.isEmpty { return fail(.user, "Enter your JD Edwards user name.") }
        if request.password.isEmpty { return fail(.password, "Enter your password.") }

        presenter?.presentSubmit(.inProgress(server: server.host ?? serverText))
        let login = LoginWorker.Request(server: server, environment: environment, role: role, username: user,
                                        password: request.password)
        attempt = Task { [worker, reuse, weak self] in
            do {
                let (workspace, session) = try await worker.login(login, reuse: reuse)
                guard let self, !Task.isCancelled else { return }
                self.attempt = nil
                self.remember(server: serverText, environment: environment, role: role, user: user)
                self.presenter?.presentSubmit(.succeeded(name: session.userInfo.alphaName))
                self.router?.routeToPreloading(workspace: workspace, session: session, settings: self.settings)
            } catch {
                guard let self else { return }
                self.attempt = nil
                guard !Task.isCancelled else { return }
                let (field, message) = Self.explain(error)
                self.presenter?.presentSubmit(.failed(field: field, message: message))
            }
        }
    }

    public func cancel() {
        attempt?.cancel()
        attempt = nil
        presenter?.presentSubmit(.failed(field: nil, message: "Login cancelled."))
    }

    private func fail(_ field: Login.Field, _ message: String) {
        presenter?.presentSubmit(.failed(field: field, message: message))
    }

    /// The values that worked become the next login's prefill (never the password), in the files.
    private func remember(server: String, environment: String, role: String, user: String) {
        settings = Self.remembered(settings, server: server, environment: environment, role: role, user: user)
        try? file.save(settings)
    }

    /// The settings after a login with these values. The user name is remembered in the state file. A
    /// server, environment or role goes to the user's file only when it differs from what the files give
    /// (the site's, the user's, the default): typed, or given by a flag or variable, it is the user's own;
    /// the one the site's file offered is never copied, so the site's next value reaches this user.
    nonisolated static func remembered(_ settings: Settings, server: String, environment: String, role: String, user: String) -> Settings {
        var s = settings
        for (key, typed) in [("connection.server", server), ("connection.environment", environment), ("connection.role", role)] {
            guard let definition = SettingsCatalog.definition(key), let value = try? definition.parse(typed).get(),
                  value != s.valueOfTheFiles(key) else { continue }
            try? s.set(key, value, from: .file)
        }
        try? s.set("connection.user", text: user, from: .state)
        return s
    }

    /// Which field an error belongs to, and what to tell the user.
    static func explain(_ error: any Error) -> (Login.Field?, String) {
        if let refusal = error as? LoginRefusal { return (.user, refusal.description) }
        let failure = WorkerFailure(error)
        switch failure.kind {
        case .wrongCredentials: return (.password, failure.message)
        case .offline, .wrongServer, .siteSetup: return (.server, failure.message)
        case .sessionEnded, .refused, .unreadableAnswer, .notAllowed: return (nil, failure.message)
        case .other: return (nil, "Could not log in: \(failure.message)")
        }
    }
}
