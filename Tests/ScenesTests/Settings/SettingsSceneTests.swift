import Foundation
import Resources
import SceneKit
import Testing
@testable import Scenes

/// The settings screen as its factory wires it.
@MainActor
@Suite struct SettingsSceneTests {
    let effects = SettingsEffectsSpy()
    let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("signoff-settings-scene-\(UUID().uuidString)").path

    private func makeSUT() throws -> SettingsView {
        let scene = SettingsScene.make(.init(settings: Settings(), keyTable: SettingsInteractorTests.keys,
                                             defaultKeys: SettingsInteractorTests.keys,
                                             file: SettingsFile(path: folder + "/config.json"), effects: effects))
        return try #require(scene as? SettingsView)
    }

    @Test func theViewHoldsAnInteractorWhosePresenterPointsBackAtTheView() throws {
        // Given / When
        let sut = try makeSUT()
        // Then
        let interactor = try #require(sut.interactor as? SettingsInteractor)
        let presenter = try #require(interactor.presenter as? SettingsPresenter)
        #expect(presenter.view === sut)
        #expect(interactor.keyTable == SettingsInteractorTests.keys)
    }

    @Test func theInteractorOwnsTheRouterWhichClosesTheScreen() throws {
        // Given: the screen presented over the orders
        let sut = try makeSUT()
        let interactor = try #require(sut.interactor as? SettingsInteractor)
        let router = try #require(interactor.router as? SettingsRouter)
        #expect(router.view === sut)
        let host = HostSpy()
        host.presentScene(sut)
        sut.didAttach(to: host)
        // When: Esc
        _ = sut.perform(.back)
        // Then
        #expect(host.scenes.isEmpty)
    }

    @Test func enterChangesTheRowUnderTheCursor() throws {
        // Given: the rows on screen, the cursor on the first setting
        let sut = try makeSUT()
        sut.didAttach(to: HostSpy())
        let row = try #require(sut.list.rows.firstIndex { $0.item == .setting("display.mouse") })
        sut.list.state.apply(.to(row), rowCount: sut.list.rows.count, visibleRows: sut.list.rows.count)
        // When
        _ = sut.perform(.open)
        // Then: that setting was changed and put into effect
        #expect(effects.applied == ["display.mouse"])
    }
}
