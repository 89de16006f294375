import Terminal
import Testing
@testable import SceneKit

/// A screen that records the order of what it was asked to do.
@MainActor
final class OrderedScreenSpy: Screen {
    var events: [String] = []
    let size = Size(width: 80, height: 24)
    let supportsUnicode = true
    func put(_ text: String, at: Point, style: Style, clip: Rect) -> Int { 0 }
    func fill(_ rect: Rect, style: Style) {}
    func setCursor(_ position: Point?) {}
    func noteScrolled(_ rows: Rect, by shift: Int) {}
    func flush() { events.append("flush") }
    func invalidate() {}
    func bell() { events.append("bell") }
    func notify(_ notification: DesktopNotification) { events.append("notify " + notification.body) }
}

/// A desktop notification a View asks for goes out once, after the frame it came with, never in it.
@MainActor
@Suite struct RootNotificationTests {
    @Test func aNotificationIsSentOnceAfterTheFrame() {
        // Given
        let sut = RootController(factory: RootSceneFactorySpy(), keyTable: KeyTable(global: KeyMap(scope: .global, []), scenes: []))
        sut.start()
        let screen = OrderedScreenSpy()
        // When
        sut.notifyDesktop(title: "Signoff", body: "New order 4123 · Evil\u{1B}]9;x\u{07}Corp")
        sut.render(on: screen)
        sut.render(on: screen)
        // Then: after the first frame's flush, cleaned, and not again
        #expect(screen.events == ["flush", "notify New order 4123 · EvilCorp", "flush"])
    }
}
