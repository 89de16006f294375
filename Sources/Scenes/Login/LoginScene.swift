import Resources
import SceneKit

/// Builds the Login scene: the form's View, the Interactor that logs in (owning the Router that goes on
/// to preloading), and the Presenter between them.
public enum LoginScene {
    /// What the Login scene needs from the app.
    public struct Needs {
        /// Logs in and opens the user's store.
        public var worker: LoginWorker
        /// The settings the form starts from.
        public var settings: Settings
        /// Where the values that logged in are written for the next start (the config file).
        public var settingsFile: any SettingsSaving
        /// The workspace of the last login, reused by the next one to the same server.
        public var workspace: ServerWorkspace?
        /// Offered on the form when talking to the bundled simulator (`--demo`).
        public var demoCredentials: (user: String, password: String)?
        /// A message for the form (a store that was moved aside, a broken config file).
        public var notice: String?
        /// A live session: the app keeps it with the settings that logged in, and preloads.
        public var loggedIn: @MainActor (ServerWorkspace, AISSession, Settings) -> Void

        public init(worker: LoginWorker, settings: Settings, settingsFile: any SettingsSaving,
                    workspace: ServerWorkspace? = nil, demoCredentials: (user: String, password: String)? = nil,
                    notice: String? = nil,
                    loggedIn: @escaping @MainActor (ServerWorkspace, AISSession, Settings) -> Void) {
            self.worker = worker
            self.settings = settings
            self.settingsFile = settingsFile
            self.workspace = workspace
            self.demoCredentials = demoCredentials
            self.notice = notice
            self.loggedIn = loggedIn
        }
    }

    @MainActor
    public static func make(_ needs: Needs) -> any SceneView {
        let view = LoginView()
        let presenter = LoginPresenter()
        let interactor = LoginInteractor(worker: needs.worker, settings: needs.settings, file: needs.settingsFile,
                                         reuse: needs.workspace, demoCredentials: needs.demoCredentials, notice: needs.notice)
        interactor.presenter = presenter
        interactor.router = LoginRouter(loggedIn: needs.loggedIn)
        presenter.view = view
        view.interactor = interactor
        return view
    }
}
