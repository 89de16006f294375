/// What the re-authentication interactor hands on to be shown.
@MainActor
public protocol ReauthenticationPresentationLogic: AnyObject {
    func presentQuestion(_ response: Reauthentication.Question.Response)
}

/// What the re-authentication dialog shows.
@MainActor
public protocol ReauthenticationDisplayLogic: AnyObject {
    func displayQuestion(_ viewModel: Reauthentication.Question.ViewModel)
}

/// Says whose session ended on which server, what to do, and how it is going.
@MainActor
public final class ReauthenticationPresenter: ReauthenticationPresentationLogic {
    public weak var view: (any ReauthenticationDisplayLogic)?

    public init() {}

    public func presentQuestion(_ response: Reauthentication.Question.Response) {
        view?.displayQuestion(.init(
            title: "Session expired",
            explanation: ["Your session on \(response.server) has ended.",
                          "Enter the password for \(response.username) to carry on where you were."],
            hint: "Esc logs out.", problem: response.problem, status: response.busy ? "Logging in…" : nil,
            busy: response.busy, clearsPassword: response.isNew))
    }
}
