import SceneKit
import Terminal
import Testing
@testable import Scenes

@MainActor
final class LoginOnlyFactory: RootSceneFactory {
    func makeLoginScene(root: RootController) -> any SceneView { LoginView() }
    func makeLoadingScene(root: RootController) -> any SceneView { LoadingView() }
    func makeHomeScene(root: RootController) -> any SceneView { OrdersAwaitingApprovalView(order: ApproveRejectOrderView()) }
    func makeReauthentication(root: RootController) -> any SceneView {
        ReauthenticationScene.make(.init(username: "DEMO", server: "ais", renewed: {}, ended: {}))
    }
    func makeHelp(root: RootController, scope: KeyScope) -> (any SceneView)? {
        HelpScene.make(.init(keyTable: root.keyTable), scope: scope)
    }
    func makeCommandLine(root: RootController) -> (any SceneView)? { nil }
    func makeQuitConfirmation(root: RootController) -> (any SceneView)? { nil }
    func quit() {}
}

@MainActor
@Suite struct FrameTests {
    let table = KeyTable(
        global: KeyMap(scope: .global, [
            KeyBinding(.help, [.character("?")], label: "help", help: "Show the keys"),
            KeyBinding(.quit, [.character("q"), .control("c")], label: "quit", help: "Quit"),
            KeyBinding(.back, [.escape], label: "back", help: "Back", inBottomBar: false),
        ]),
        scenes: [KeyMap(scope: .login, [KeyBinding(.submit, [.enter], label: "log in", help: "Log in")])])

    @Test func theBottomBarOffersKeysThatWorkWhileTyping() {
        let screen = MemoryScreen(width: 100, height: 30)
        let sut = RootController(factory: LoginOnlyFactory(), keyTable: table)
        sut.start()
        sut.render(on: screen)
        let bar = screen.line(29)
        #expect(bar.contains("Enter log in"))
        #expect(bar.contains("Ctrl-c quit"))
        #expect(!bar.contains("q quit"))
        #expect(screen.line(0).contains("signed out"))
    }

    @Test func helpListsTheKeysFromTheKeyTable() {
        let screen = MemoryScreen(width: 100, height: 30)
        let sut = RootController(factory: LoginOnlyFactory(), keyTable: table)
        sut.start()
        sut.present(HelpScene.make(.init(keyTable: table), scope: .login))
        sut.render(on: screen)
        #expect(screen.find("Keys here (login)") != nil)
        #expect(screen.find("Log in") != nil)
        #expect(screen.find("Ctrl-c") != nil)
    }

    @Test(arguments: [Size(width: 1, height: 1), Size(width: 20, height: 5), Size(width: 300, height: 100)])
    func rendersAtAnySize(size: Terminal.Size) {
        let screen = MemoryScreen(width: size.width, height: size.height)
        let sut = RootController(factory: LoginOnlyFactory(), keyTable: table)
        sut.start()
        sut.render(on: screen)
        for y in 0..<size.height { #expect(TextWidth.cells(of: screen.line(y)) <= size.width) }
        if size == Size(width: 20, height: 5) { #expect(screen.find("Terminal too") != nil, "\(screen.text)") }
        if size.width >= 80 { #expect(screen.find("Password") != nil) }
    }
}
