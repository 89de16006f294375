import Testing
@testable import SceneKit

@MainActor
final class SceneViewSpy: SceneView {
    let keyScope: KeyScope
    var performed: [Action] = []
    var keysTaken: [Key] = []
    var takesKeys = false
    var attached = false
    var detached = false
    init(_ scope: KeyScope) { keyScope = scope }
    func draw(in canvas: Canvas) {}
    func handleKey(_ key: Key) -> Bool {
        guard takesKeys else { return false }
        keysTaken.append(key)
        return true
    }
    func perform(_ action: Action) -> Bool {
        performed.append(action)
        return action == .approve
    }
    func didAttach(to host: any SceneHost) { attached = true }
    func willDetach() { detached = true }
}

@MainActor
final class RootSceneFactorySpy: RootSceneFactory {
    var made: [String] = []
    var quitCalled = false
    var confirmQuit = false
    var lastScene: SceneViewSpy?
    /// A spy in `scope`, recorded as `name`.
    private func make(_ name: String, _ scope: KeyScope) -> SceneViewSpy {
        made.append(name)
        let view = SceneViewSpy(scope)
        lastScene = view
        return view
    }
    func makeLoginScene(root: RootController) -> any SceneView { make("login", .login) }
    func makeLoadingScene(root: RootController) -> any SceneView { make("loading", .loading) }
    func makeHomeScene(root: RootController) -> any SceneView { make("orders", .orders) }
    func makeReauthentication(root: RootController) -> any SceneView { make("reauth", .reauthenticate) }
    func makeHelp(root: RootController, scope: KeyScope) -> (any SceneView)? { make("help:\(scope.name)", .help) }
    func makeCommandLine(root: RootController) -> (any SceneView)? { make("command", .command) }
    func makeQuitConfirmation(root: RootController) -> (any SceneView)? {
        confirmQuit ? make("confirm-quit", .confirm) : nil
    }
    func quit() { quitCalled = true }
}

@MainActor
@Suite struct RootControllerTests {
    let factory = RootSceneFactorySpy()
    let table = KeyTable(
        global: KeyMap(scope: .global, [
            KeyBinding(.quit, [.character("q")], label: "quit", help: "Quit"),
            KeyBinding(.help, [.character("?")], label: "help", help: "Help"),
            KeyBinding(.back, [.escape], label: "back", help: "Back"),
            KeyBinding(.commandLine, [.character(":")], label: "command", help: "Command line"),
        ]),
        scenes: [KeyMap(scope: .orders, [KeyBinding(.approve, [.character("a")], label: "approve", help: "Approve")])])

    @Test func walksFromLoginThroughPreloadToHome() {
        // Given
        let sut = RootController(factory: factory, keyTable: table)
        // When
        sut.start()
        sut.loginSucceeded()
        sut.preloadFinished()
        // Then
        #expect(factory.made == ["login", "loading", "orders"])
        #expect(sut.state == .preloaded)
        #expect(sut.status.connection == .online)
    }

    @Test func ignoresALatePreloadFinishAfterLogout() {
        let sut = RootController(factory: factory, keyTable: table)
        sut.start()
        sut.loginSucceeded()
        sut.loggedOut()
        sut.preloadFinished()
        #expect(sut.state == .loggedOut)
        #expect(factory.made == ["login", "loading", "login"])
    }

    @Test func sessionExpiryOpensReauthenticationOverTheSameScene() {
        // Given
        let sut = RootController(factory: factory, keyTable: table)
        sut.start(); sut.loginSucceeded(); sut.preloadFinished()
        let home = sut.scene
        var discarded = 0
        sut.discardTypeahead = { discarded += 1 }
        // When
        sut.sessionDidExpire()
        sut.sessionDidExpire()
        // Then: one overlay, the scene untouched, the keys typed before it opened thrown away once
        #expect(sut.overlays.count == 1)
        #expect(discarded == 1)
        #expect(sut.scene === home)
        #expect(sut.status.connection == .sessionExpired)
        // And Esc does not dismiss it
        sut.handle(.escape)
        #expect(sut.overlays.count == 1)
        // When restored
        sut.sessionRestored()
        #expect(sut.overlays.isEmpty)
        #expect(sut.scene === home)
        #expect(sut.state == .preloaded)
    }

    @Test func sceneKeysReachTheSceneAndGlobalKeysTheRoot() {
        let sut = RootController(factory: factory, keyTable: table)
        sut.start(); sut.loginSucceeded(); sut.preloadFinished()
        let home = factory.lastScene!
        sut.handle(.character("a"))
        #expect(home.performed == [.approve])
        sut.handle(.character("?"))
        #expect(factory.made.last == "help:orders")
        #expect(sut.overlays.count == 1)
        sut.handle(.escape)
        #expect(sut.overlays.isEmpty)
    }

    @Test func aViewThatTakesTheKeyStopsTheKeyTable() {
        let sut = RootController(factory: factory, keyTable: table)
        sut.start()
        let login = factory.lastScene!
        login.takesKeys = true
        sut.handle(.character("q"))
        #expect(login.keysTaken == [.character("q")])
        #expect(!factory.quitCalled)
    }

    @Test func quitAsksFirstWhenTheFactorySaysSo() {
        let sut = RootController(factory: factory, keyTable: table)
        sut.start()
        factory.confirmQuit = true
        sut.handle(.character("q"))
        #expect(factory.made.last == "confirm-quit")
        #expect(!factory.quitCalled)
        factory.confirmQuit = false
        sut.requestQuit()
        #expect(factory.quitCalled)
    }

    @Test func commandLineOpensOnlyWhenLoggedIn() {
        let sut = RootController(factory: factory, keyTable: table)
        sut.start()
        sut.handle(.character(":"))
        #expect(!factory.made.contains("command"))
        sut.loginSucceeded(); sut.preloadFinished()
        sut.handle(.character(":"))
        #expect(factory.made.last == "command")
    }
}

@MainActor
@Suite struct SpinnerTests {
    @Test func animatesOnlyWhileSyncing() async throws {
        // Given
        let sut = RootController(factory: RootSceneFactorySpy(), keyTable: KeyTable(global: KeyMap(scope: .global, []), scenes: []))
        // When syncing
        sut.status.connection = .syncing
        var waited = 0
        while (sut.status.spinnerFrame ?? 0) < 2, waited < 100 {
            try await Task.sleep(nanoseconds: 50_000_000)
            waited += 1
        }
        // Then it turns
        #expect((sut.status.spinnerFrame ?? 0) >= 2)
        // And stops when online, leaving no timer behind
        sut.status.connection = .online
        #expect(sut.status.spinnerFrame == nil)
    }

    @Test func staysStillWhenTurnedOff() {
        let sut = RootController(factory: RootSceneFactorySpy(), keyTable: KeyTable(global: KeyMap(scope: .global, []), scenes: []))
        sut.spinnerEnabled = false
        sut.status.connection = .syncing
        #expect(sut.status.spinnerFrame == nil)
    }
}
