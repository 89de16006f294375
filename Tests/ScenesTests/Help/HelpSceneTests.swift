import SceneKit
import Terminal
import Testing
@testable import Scenes

/// Help as its factory wires it, and what its roles make of the key table.
@MainActor
@Suite struct HelpSceneTests {
    static let keys = KeyTable(
        global: KeyMap(scope: .global, [KeyBinding(.help, [.character("?")], label: "help", help: "Show the keys"),
                                         KeyBinding(.quit, [.character("q"), .control("c")], label: "quit", help: "Quit")]),
        scenes: [KeyMap(scope: .orders, [
            KeyBinding(.approve, [.character("a")], label: "approve", help: "Approve the order"),
        ])])

    private func makeSUT(scope: KeyScope = .orders) throws -> HelpView {
        try #require(HelpScene.make(.init(keyTable: Self.keys), scope: scope) as? HelpView)
    }

    @Test func theViewHoldsAnInteractorWhosePresenterPointsBackAtTheView() throws {
        // Given / When
        let sut = try makeSUT()
        // Then
        let interactor = try #require(sut.interactor as? HelpInteractor)
        let presenter = try #require(interactor.presenter as? HelpPresenter)
        #expect(presenter.view === sut)
    }

    @Test func theInteractorOwnsTheRouterWhichClosesHelp() throws {
        // Given: help over the screen
        let sut = try makeSUT()
        let interactor = try #require(sut.interactor as? HelpInteractor)
        let router = try #require(interactor.router as? DismissRouter)
        #expect(router.view === sut && router.presentation == .overlay)
        let host = HostSpy()
        sut.didAttach(to: host)
        // When: the help key again
        _ = sut.perform(.help)
        // Then
        #expect(host.dismissed == 1)
    }

    @Test func listsTheScopesKeysThenTheGlobalOnes() throws {
        // Given
        let sut = try makeSUT()
        // When
        sut.didAttach(to: HostSpy())
        // Then
        #expect(sut.lines.map(\.text) == ["Keys here (orders)", "Approve the order", "", "Everywhere", "Show the keys", "Quit"])
        #expect(sut.lines.map(\.key) == ["", "a", "", "", "?", "q/Ctrl-c"])
        #expect(sut.lines.map(\.isHeading) == [true, false, false, true, false, false])
    }

    @Test func aScopeWithoutKeysListsOnlyTheGlobalOnes() throws {
        let sut = try makeSUT(scope: .login)
        sut.didAttach(to: HostSpy())
        #expect(sut.lines.first?.text == "Everywhere")
        let screen = MemoryScreen(width: 80, height: 24)
        sut.draw(in: Canvas(screen: screen))
        #expect(screen.find("Keys here") == nil)
        #expect(screen.find("Show the keys") != nil)
    }
}
