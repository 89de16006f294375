import Foundation
import Testing
@testable import SceneKit

/// What the message line said is kept, so that a message that faded before it was read can be read again
/// (`:messages`): in order, the latest `keptCount`, a message said again at once kept once, forgotten at
/// a logout, each told to the diagnostic log as it is put up.
extension MessageFadeTests {
    @Test func aMessageThatFadedIsStillKeptWithWhenItWasSaid() {
        // Given
        let sut = makeSUT()
        var fades: [@MainActor () -> Void] = []
        sut.messageLine.scheduleFade = { fades.append($1) }
        let said = Date(timeIntervalSince1970: 1_795_000_000)
        sut.messageLine.now = { said }
        // When: a message is said and fades
        sut.show(.success("Order 4010 OP 00200 approved."))
        fades.forEach { $0() }
        // Then: the line is empty, and the message is kept with its time
        #expect(sut.message == nil)
        #expect(sut.messageLine.said == [MessageLine.Said(.success("Order 4010 OP 00200 approved."), at: said)])
    }

    @Test func keepsTheLatestInOrderAndARepeatOnce() {
        // Given
        let sut = makeSUT()
        // When: more than are kept, with one said twice in a row while still shown
        sut.show(.info("Sending the approval…"))
        sut.show(.info("Sending the approval…"))
        for n in 1...MessageLine.keptCount { sut.show(.info("message \(n)")) }
        // Then: the latest keptCount, oldest first; the repeat counted once (it fell out first)
        let texts = sut.messageLine.said.map(\.message.text)
        #expect(texts.count == MessageLine.keptCount)
        #expect(texts.first == "message 1")
        #expect(texts.last == "message \(MessageLine.keptCount)")
    }

    @Test func theSameMessageSaidAgainAfterAnotherIsKeptAgain() {
        let sut = makeSUT()
        sut.show(.info("Sorted by amount."))
        sut.show(.info("Sorted by date."))
        sut.show(.info("Sorted by amount."))
        #expect(sut.messageLine.said.map(\.message.text) == ["Sorted by amount.", "Sorted by date.", "Sorted by amount."])
    }

    @Test func eachMessageIsToldAsItIsPutUp() {
        let sut = makeSUT()
        var told: [StatusMessage] = []
        sut.messageLine.onShow = { told.append($0) }
        sut.show(.warning("Order 5004 changed while you looked at it."))
        sut.show(.warning("Order 5004 changed while you looked at it."))
        sut.show(.error("The server refused the password."))
        #expect(told == [.warning("Order 5004 changed while you looked at it."), .error("The server refused the password.")])
    }

    @Test func aLogoutForgetsWhatWasSaid() {
        // Given
        let sut = makeSUT()
        sut.show(.success("Order 4010 OP 00200 approved."))
        // When
        sut.loggedOut()
        // Then
        #expect(sut.messageLine.said.isEmpty)
    }
}
