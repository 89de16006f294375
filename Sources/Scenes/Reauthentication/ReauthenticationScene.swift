import SceneKit

/// Builds the re-authentication dialog: its View, the Interactor that holds the session gate's question
/// until it is answered (owning the Router that leaves the dialog when the gate has its outcome), and the
/// Presenter between them.
public enum ReauthenticationScene {
    /// What the dialog needs from the app.
    public struct Needs {
        /// Whose session ended, and on which server (the host, as the dialog names it).
        public var username: String
        public var server: String
        /// The app's steps once the gate has its outcome: carry on where the user was, or log out.
        public var renewed: @MainActor () -> Void
        public var ended: @MainActor () -> Void

        public init(username: String, server: String, renewed: @escaping @MainActor () -> Void, ended: @escaping @MainActor () -> Void) {
            self.username = username
            self.server = server
            self.renewed = renewed
            self.ended = ended
        }
    }

    /// The dialog, returned as such: the app passes the gate's questions to its interactor.
    @MainActor
    public static func make(_ needs: Needs) -> ReauthenticationView {
        let view = ReauthenticationView()
        let presenter = ReauthenticationPresenter()
        let interactor = ReauthenticationInteractor(username: needs.username, server: needs.server)
        interactor.presenter = presenter
        interactor.router = ReauthenticationRouter(renewed: needs.renewed, ended: needs.ended)
        presenter.view = view
        view.interactor = interactor
        return view
    }
}
