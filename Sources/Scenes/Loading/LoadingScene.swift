import Foundation
import Resources
import SceneKit

/// Builds the Loading scene: the progress View, the Interactor that runs the preload (owning the Router
/// that opens the home screen or goes back to login), and the Presenter between them.
public enum LoadingScene {
    /// What the Loading scene needs from the app.
    public struct Needs {
        /// Loads the user's data into the store.
        public var worker: PreloadWorker
        /// Whose data: a warm start needs the store to hold this user's queue.
        public var username: String
        /// The user's number format for counts and rates.
        public var numbers: NumberStyle
        /// The data is there: the app opens the home screen (from the store, when given when its queue was read).
        public var preloaded: @MainActor (_ storedQueueReadAt: Date?) -> Void
        /// The user cancelled: the app ends the session and shows the login with the message.
        public var loggedOut: @MainActor (StatusMessage) -> Void

        public init(worker: PreloadWorker, username: String, numbers: NumberStyle,
                    preloaded: @escaping @MainActor (_ storedQueueReadAt: Date?) -> Void,
                    loggedOut: @escaping @MainActor (StatusMessage) -> Void) {
            self.worker = worker
            self.username = username
            self.numbers = numbers
            self.preloaded = preloaded
            self.loggedOut = loggedOut
        }
    }

    @MainActor
    public static func make(_ needs: Needs) -> any SceneView {
        let view = LoadingView()
        let presenter = LoadingPresenter(numbers: needs.numbers)
        let interactor = LoadingInteractor(worker: needs.worker, username: needs.username)
        interactor.presenter = presenter
        interactor.router = LoadingRouter(preloaded: needs.preloaded, loggedOut: needs.loggedOut)
        presenter.view = view
        view.interactor = interactor
        return view
    }
}
