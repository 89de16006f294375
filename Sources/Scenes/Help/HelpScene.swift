import SceneKit

/// Builds the help overlay: its View, the Interactor that gathers the keys (owning the Router that closes
/// it), and the Presenter that makes them lines.
public enum HelpScene {
    /// What help needs from the app.
    public struct Needs {
        /// The key table in effect: help lists what the keys do now, rebindings included.
        public var keyTable: KeyTable

        public init(keyTable: KeyTable) { self.keyTable = keyTable }
    }

    /// Help for the keys of `scope` (the scene help was asked from) and the global ones.
    @MainActor
    public static func make(_ needs: Needs, scope: KeyScope) -> any SceneView {
        let view = HelpView()
        let presenter = HelpPresenter()
        let interactor = HelpInteractor(keyTable: needs.keyTable, scope: scope)
        let router = DismissRouter(.overlay)
        interactor.presenter = presenter
        interactor.router = router
        presenter.view = view
        router.view = view
        view.interactor = interactor
        return view
    }
}
