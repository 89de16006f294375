import SceneKit
import Testing
@testable import App

/// `u` in the default key table: on the orders (list and order view) it takes back the decisions waiting
/// in their undo window; in a question (quitting inside the window) it is the "undo" answer.
@Suite struct DefaultKeyTableUndoTests {
    let sut = DefaultKeyTable.make()

    @Test func uUndoesOnTheOrdersAndInAQuestion() {
        #expect(sut.action(for: .character("u"), in: .orders) == .undo)
        #expect(sut.action(for: .character("u"), in: .confirm) == .undo)
        #expect(sut.map(for: .orders).binding(for: .undo)?.label == "undo")
        #expect(sut.map(for: .orders).binding(for: .undo)?.help.contains("approvals.undo-seconds") == true)
    }

    @Test func uTakesNoKeyFromTheOrdersOrTheQuestion() {
        // Every other key of the two scopes still does what it did.
        #expect(sut.action(for: .character("a"), in: .orders) == .approve)
        #expect(sut.action(for: .character("y"), in: .confirm) == .submit)
        #expect(sut.action(for: .character("n"), in: .confirm) == .cancel)
        #expect(sut.map(for: .orders).bindings.filter { $0.keys.contains(.character("u")) }.count == 1)
    }
}
