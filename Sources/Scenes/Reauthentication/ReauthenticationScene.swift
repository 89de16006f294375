import SceneKit

/// Builds the re-authentication dialog: its View, the Interactor that holds the session gate's question
/// until it is answered, and the Presenter between them. It has no Router: the Root controller closes
/// it when the session is renewed or ended.
public enum ReauthenticationScene {
    /// What the dialog needs from the app.
    public struct Needs {
        /// Whose session ended, and on which server (the host, as the dialog names it).
        public var username: String
        public var server: String

        public init(username: String, server: String) {
            self.username = username
            self.server = server
        }
    }

    /// The dialog, returned as such: the app passes the gate's questions to its interactor.
    @MainActor
    public static func make(_ needs: Needs) -> ReauthenticationView {
        let view = ReauthenticationView()
        let presenter = ReauthenticationPresenter()
        let interactor = ReauthenticationInteractor(username: needs.username, server: needs.server)
        interactor.presenter = presenter
        presenter.view = view
        view.interactor = interactor
        return view
    }
}
