import Dispatch
import Foundation
import Terminal
import Testing
@testable import SceneKit

/// Messages fade: what was done after a while, a warning later, an error at the first key once it has been
/// read; a newer message is never taken off by an older one's fade.
@MainActor
@Suite struct MessageFadeTests {
    let factory = RootSceneFactorySpy()
    let table = KeyTable(global: KeyMap(scope: .global, [KeyBinding(.help, [.character("?")], label: "help", help: "Help")]), scenes: [])

    private func makeSUT() -> RootController {
        let sut = RootController(factory: factory, keyTable: table)
        sut.start(); sut.loginSucceeded(); sut.preloadFinished()
        return sut
    }

    /// Waits, letting the main queue run, until `condition` holds (false after `seconds`).
    private func eventually(_ seconds: Double = 60, _ condition: () -> Bool) async -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while !condition() {
            if Date() > deadline { return false }
            try? await Task.sleep(for: .milliseconds(5))
        }
        return true
    }

    @Test func aMessageFadesAndALaterOneOutlivesTheEarliersFade() async {
        // Given: messages fade after 0.05 s (info) and 0.3 s (warning)
        let sut = makeSUT()
        sut.fadeAfter = { $0 == .info ? 0.05 : 0.3 }
        // When
        sut.show(.info("Sorted by amount."))
        sut.show(.warning("Order 5004 changed while you looked at it."))
        // Then: the info's fade left the warning; the warning goes in its own time
        try? await Task.sleep(for: .milliseconds(100))
        #expect(sut.message == .warning("Order 5004 changed while you looked at it."))
        #expect(await eventually { sut.message == nil })
    }

    @Test func anErrorStaysUntilAKeyOnceItHasBeenUpTwoSeconds() async {
        // Given: an error just shown
        let sut = makeSUT()
        sut.show(.error("The server refused the password."))
        #expect(RootController.fadeSeconds(.error) == nil)
        // When: a key at once (typed before it could be read)
        sut.handle(.character("j"))
        // Then: it stays
        #expect(sut.message?.kind == .error)
        // When: a key after two seconds
        try? await Task.sleep(for: .milliseconds(2_100))
        sut.handle(.character("j"))
        // Then: it is gone
        #expect(sut.message == nil)
    }

    @Test func doneAndUnderWayFadeSoonerThanWarnings() {
        #expect(RootController.fadeSeconds(.info) == 10 && RootController.fadeSeconds(.success) == 10)
        #expect(RootController.fadeSeconds(.warning) == 30)
    }
}
