import SceneKit
import Terminal
import Testing
@testable import Scenes

/// The question over the screen: a plain yes/no, or one with a third answer on `u` (quitting inside the
/// undo window), drawn into the in-memory screen.
@MainActor
@Suite struct ConfirmViewTests {
    private func drawn(_ sut: ConfirmView) -> String {
        let screen = MemoryScreen(width: 80, height: 24)
        sut.draw(in: Canvas(screen: screen))
        return (0..<24).map { screen.line($0) }.joined(separator: "\n")
    }

    @Test func aPlainQuestionOffersYesAndNoOnly() {
        // Given
        var confirmed = 0
        let sut = ConfirmView(title: "Quit?", lines: ["1 decision is still being sent."], confirmLabel: "Quit") { confirmed += 1 }
        let host = HostSpy()
        sut.didAttach(to: host)
        // Then: u does nothing here
        #expect(sut.offeredActions == [.submit, .cancel])
        #expect(drawn(sut).contains("Esc cancel"))
        _ = sut.perform(.undo)
        #expect(host.dismissed == 0 && confirmed == 0)
    }

    @Test func aThirdAnswerIsDrawnAndTakenOnU() {
        // Given
        var said: [String] = []
        let sut = ConfirmView(title: "Quit?", lines: ["1 decision waits in the undo window, not sent yet."], confirmLabel: "send now",
                              undo: (label: "undo", action: { said.append("undo") })) { said.append("send") }
        let host = HostSpy()
        sut.didAttach(to: host)
        // Then
        let screen = drawn(sut)
        #expect(screen.contains("Enter send now") && screen.contains("u undo") && screen.contains("Esc stay"), "\(screen)")
        #expect(sut.offeredActions == [.submit, .cancel, .undo])
        // When
        _ = sut.perform(.undo)
        // Then: closed, and only the third answer ran
        #expect(said == ["undo"])
        #expect(host.dismissed == 1)
    }

    @Test func aThirdAnswerWithdrawnIsNoLongerOfferedAndUSaysWhy() {
        // Given: the question inside the undo window
        var said: [String] = []
        let sut = ConfirmView(title: "Quit?", lines: ["1 decision waits in the undo window, not sent yet."], confirmLabel: "send now",
                              undo: (label: "undo", action: { said.append("undo") })) { said.append("quit") }
        let host = HostSpy()
        sut.didAttach(to: host)
        // When: the window ended and the decision was sent
        sut.withdrawUndo(lines: ["Nothing waits in the undo window any more: sent when it ended."], confirmLabel: "quit",
                         why: "u: too late, the decisions were sent; nothing to undo.")
        // Then: no undo offered, drawn or taken
        let screen = drawn(sut)
        #expect(!screen.contains("u undo") && !screen.contains("not sent yet") && screen.contains("Enter quit"), "\(screen)")
        #expect(sut.offeredActions == [.submit, .cancel])
        _ = sut.perform(.undo)
        #expect(said.isEmpty && host.dismissed == 0)
        #expect(drawn(sut).contains("too late, the decisions were sent"))
        // And Enter still answers
        _ = sut.perform(.submit)
        #expect(said == ["quit"])
    }
}
