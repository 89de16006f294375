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

    func makeSUT() -> RootController {
        let sut = RootController(factory: factory, keyTable: table)
        sut.start(); sut.loginSucceeded(); sut.preloadFinished()
        return sut
    }

    /// The fades asked for, with their delays, run by the test when it chooses (never on a clock).
    @MainActor
    final class FadeSpy {
        var scheduled: [(seconds: Double, fade: @MainActor () -> Void)] = []
        func install(on sut: RootController) { sut.messageLine.scheduleFade = { [self] in scheduled.append(($0, $1)) } }
    }

    @Test func aMessageFadesAndALaterOneOutlivesTheEarliersFade() {
        // Given
        let sut = makeSUT()
        let fades = FadeSpy()
        fades.install(on: sut)
        // When: an info, then a warning over it
        sut.show(.info("Sorted by amount."))
        sut.show(.warning("Order 5004 changed while you looked at it."))
        // Then: each asked for its own delay
        #expect(fades.scheduled.map(\.seconds) == [10, 30])
        // When: the info's fade comes
        fades.scheduled[0].fade()
        // Then: the warning stays
        #expect(sut.message == .warning("Order 5004 changed while you looked at it."))
        // When: the warning's fade comes
        fades.scheduled[1].fade()
        // Then: the line is empty
        #expect(sut.message == nil)
    }

    @Test func anErrorStaysUntilAKeyOnceItHasBeenUpTwoSeconds() {
        // Given: an error just shown, which asks for no fade
        let sut = makeSUT()
        nonisolated(unsafe) var now: UInt64 = 1_000_000_000
        sut.messageLine.uptime = { now }
        let fades = FadeSpy()
        fades.install(on: sut)
        sut.show(.error("The server refused the password."))
        #expect(fades.scheduled.isEmpty)
        // When: a key at once (typed before it could be read)
        sut.handle(.character("j"))
        // Then: it stays
        #expect(sut.message?.kind == .error)
        // When: a key two seconds later
        now += 2_000_000_000
        sut.handle(.character("j"))
        // Then: it is gone
        #expect(sut.message == nil)
    }

    @Test func doneAndUnderWayFadeSoonerThanWarnings() {
        #expect(MessageLine.fadeSeconds(.info) == 10 && MessageLine.fadeSeconds(.success) == 10)
        #expect(MessageLine.fadeSeconds(.warning) == 30)
        #expect(MessageLine.fadeSeconds(.error) == nil)
    }
}
