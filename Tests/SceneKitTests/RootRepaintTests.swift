import Terminal
import Testing
@testable import SceneKit

/// Ctrl-L (the global `redraw` key) makes the next frame forget what the terminal shows, so every cell is
/// sent again; it reaches the Root controller before any scene, so a text field or a dialog that takes
/// keys does not keep it.
@MainActor
@Suite struct RootRepaintTests {
    let factory = RootSceneFactorySpy()
    let table = KeyTable(
        global: KeyMap(scope: .global, [
            KeyBinding(.help, [.character("?")], label: "help", help: "Help"),
            KeyBinding(.redraw, [.control("l")], label: "redraw", help: "Redraw"),
        ]),
        scenes: [])

    @Test func ctrlLRepaintsTheWholeScreenOnceWithTheNextFrame() throws {
        // Given: the home scene, which takes every key (as a text field does), drawn once
        let sut = RootController(factory: factory, keyTable: table)
        sut.start(); sut.loginSucceeded(); sut.preloadFinished()
        let screen = MemoryScreen(width: 80, height: 24)
        sut.render(on: screen)
        let scene = try #require(factory.lastScene)
        scene.takesKeys = true
        #expect(screen.invalidations == 0)
        // When
        sut.handle(.control("l"))
        // Then: the scene never saw the key; the next frame invalidates the screen, the one after does not
        #expect(scene.keysTaken.isEmpty)
        #expect(sut.needsDisplay)
        sut.render(on: screen)
        #expect(screen.invalidations == 1)
        #expect(screen.flushCount == 2)
        sut.render(on: screen)
        #expect(screen.invalidations == 1)
    }
}
