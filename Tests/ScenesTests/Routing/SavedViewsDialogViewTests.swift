import SceneKit
import Terminal
import Testing
@testable import Scenes

/// The list of saved views: drawn with what each keeps, ↑↓ choose, Enter applies the one chosen.
@MainActor
@Suite struct SavedViewsDialogViewTests {
    final class HostSpy: SceneHost {
        var dismissed = 0
        func setNeedsDisplay() {}
        func show(_ message: StatusMessage) {}
        func present(_ overlay: any SceneView) {}
        func dismiss(_ overlay: any SceneView) { dismissed += 1 }
        func presentScene(_ view: any SceneView) {}
        func dismissScene(_ view: any SceneView) {}
        func setConnection(_ connection: StatusBarModel.Connection, lastRefresh: String?) {}
        func setNews(_ news: String?) {}
        func setActivity(_ activity: String?) {}
        func ringBell() {}
        func notifyDesktop(title: String, body: String) {}
        var keyTable: KeyTable { KeyTable(global: KeyMap(scope: .global, []), scenes: []) }
    }

    @Test func enterAppliesTheViewChosen() {
        // Given
        var picked: [String] = []
        let host = HostSpy()
        let sut = SavedViewsDialogView(rows: [.init(name: "big", summary: "amount ↓"), .init(name: "mine", summary: "date ↓ · types OP")]) {
            picked.append($0)
        }
        sut.didAttach(to: host)
        let screen = MemoryScreen(width: 100, height: 20)
        sut.draw(in: Canvas(screen: screen))
        let text = (0..<20).map { screen.line($0) }.joined(separator: "\n")
        #expect(text.contains("Saved views"))
        #expect(text.contains("> big  amount ↓"))
        #expect(text.contains("  mine date ↓ · types OP"))
        // When
        _ = sut.perform(.moveDown)
        _ = sut.perform(.moveDown)
        _ = sut.perform(.submit)
        // Then
        #expect(picked == ["mine"])
        #expect(host.dismissed == 1)
    }

    @Test func escClosesWithoutApplying() {
        var picked: [String] = []
        let host = HostSpy()
        let sut = SavedViewsDialogView(rows: [.init(name: "mine", summary: "")]) { picked.append($0) }
        sut.didAttach(to: host)
        _ = sut.perform(.cancel)
        #expect(picked.isEmpty)
        #expect(host.dismissed == 1)
    }
}
