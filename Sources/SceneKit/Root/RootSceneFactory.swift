import Terminal

/// Makes the scenes the Root controller attaches; the composition root implements it.
@MainActor
public protocol RootSceneFactory: AnyObject {
    func makeLoginScene(root: RootController) -> any SceneView
    func makeLoadingScene(root: RootController) -> any SceneView
    func makeHomeScene(root: RootController) -> any SceneView
    func makeReauthentication(root: RootController) -> any SceneView
    /// Help for the keys of `scope` and the global ones; nil when there is none.
    func makeHelp(root: RootController, scope: KeyScope) -> (any SceneView)?
    func makeCommandLine(root: RootController) -> (any SceneView)?
    /// A question to ask before quitting, or nil to quit at once.
    func makeQuitConfirmation(root: RootController) -> (any SceneView)?
    /// Stops the event loop; the app restores the terminal and exits.
    func quit()
}
