import SceneKit

/// Builds the Decide scene: the confirm dialog with its reasons and remark, the forward picker and the
/// note dialog, over whatever scene opened it (the home list, the order view), or driven by a script
/// command with a console presenter. Its decisions go to the session's desk.
public enum DecideScene {
    /// What the Decide scene needs from the app.
    public struct Needs {
        /// The session's decision desk.
        public var desk: DecisionDesk
        /// The user's formats as the settings say them now (amounts in the number format).
        public var formats: DisplayFormats.Source

        public init(desk: DecisionDesk, formats: @escaping DisplayFormats.Source) {
            self.desk = desk
            self.formats = formats
        }
    }

    /// The scene over `host`, deciding on `subject` (injected into its data store); `start()` opens it.
    @MainActor
    public static func make(_ needs: Needs, subject: Decide.Subject, host: (any SceneHost)?,
                            source: (any DecisionSource)?) -> DecideView {
        let view = DecideView(host: host)
        let presenter = DecidePresenter(formats: needs.formats)
        let interactor = makeInteractor(needs, presenter: presenter, source: source)
        interactor.subject = subject
        presenter.view = view
        view.interactor = interactor
        return view
    }

    /// The interactor alone, for a script command: its presenter writes to the console, and the command
    /// line is the confirmation.
    @MainActor
    public static func makeInteractor(_ needs: Needs, presenter: any DecidePresentationLogic,
                                      source: (any DecisionSource)? = nil) -> DecideInteractor {
        let interactor = DecideInteractor(desk: needs.desk)
        let router = DecideRouter()
        router.source = source
        interactor.presenter = presenter
        interactor.router = router
        return interactor
    }
}
