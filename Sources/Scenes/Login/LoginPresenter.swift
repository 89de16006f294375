/// What the Login interactor hands on to be shown.
@MainActor
public protocol LoginPresentationLogic: AnyObject {
    func presentForm(_ response: Login.Form.Response)
    func presentSubmit(_ response: Login.Submit.Response)
}

/// What the login form shows.
@MainActor
public protocol LoginDisplayLogic: AnyObject {
    func displayForm(_ viewModel: Login.Form.ViewModel)
    func displaySubmit(_ viewModel: Login.Submit.ViewModel)
}

/// Turns login results into what the form shows.
@MainActor
public final class LoginPresenter: LoginPresentationLogic {
    public weak var view: (any LoginDisplayLogic)?

    public init() {}

    public func presentForm(_ response: Login.Form.Response) {
        let values = [response.server, response.environment, response.role, response.user, ""]
        let focus: Login.Field = response.user.isEmpty ? .user : .password
        var hint: String?
        if let user = response.demoUser, let password = response.demoPassword {
            hint = "Demo server: log in as \(user) with password \(password)."
        }
        view?.displayForm(.init(values: values, focus: focus, hint: hint, notice: response.notice))
    }

    public func presentSubmit(_ response: Login.Submit.Response) {
        switch response {
        case .inProgress(let server):
            view?.displaySubmit(.init(busy: true, status: "Logging in to \(server)…", error: nil, errorField: nil))
        case .failed(let field, let message):
            view?.displaySubmit(.init(busy: false, status: nil, error: message, errorField: field))
        case .succeeded(let name):
            view?.displaySubmit(.init(busy: false, status: "Logged in as \(name).", error: nil, errorField: nil))
        }
    }
}
