import Foundation
import Resources
import SceneKit
import Terminal
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
        let router = try #require(interactor.router as? DismissRouter)
        #expect(router.view === sut && router.presentation == .scene)
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

    @Test func opensWithTheFirstHeadingInViewAndKeepsAHeadingAboveItsSettingWhenScrollingUp() throws {
        // Given: the screen opened on a terminal 24 rows high
        let sut = try makeSUT()
        sut.didAttach(to: HostSpy())
        let screen = MemoryScreen(width: 80, height: 24)
        sut.draw(in: Canvas(screen: screen))
        // Then: the first group's heading shows above its first setting, which has the cursor
        #expect(screen.line(2).hasPrefix("  ── Connection"), "\(screen.text)")
        #expect(sut.list.state.selected == 1)
        // When: the cursor goes to the end, then back up to the first setting of the Display group
        _ = sut.perform(.last)
        sut.draw(in: Canvas(screen: screen))
        let display = try #require(sut.list.rows.firstIndex { $0.isHeading && $0.label == "Display" })
        while sut.list.state.selected > display + 1 {
            _ = sut.perform(.moveUp)
            sut.draw(in: Canvas(screen: screen))
        }
        // Then: its heading is in view above it
        #expect(sut.list.state.top <= display, "\(screen.text)")
    }
}
