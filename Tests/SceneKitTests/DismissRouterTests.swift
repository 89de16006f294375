import Terminal
import Testing
@testable import SceneKit

/// A host that records what it was asked to close.
@MainActor
final class DismissHostSpy: SceneHost {
    var dismissed: [ObjectIdentifier] = []
    var dismissedScenes: [ObjectIdentifier] = []
    func setNeedsDisplay() {}
    func show(_ message: StatusMessage) {}
    func present(_ overlay: any SceneView) {}
    func dismiss(_ overlay: any SceneView) { dismissed.append(ObjectIdentifier(overlay)) }
    func presentScene(_ view: any SceneView) {}
    func dismissScene(_ view: any SceneView) { dismissedScenes.append(ObjectIdentifier(view)) }
    func setConnection(_ connection: StatusBarModel.Connection, lastRefresh: String?) {}
    func setNews(_ news: String?) {}
    func setActivity(_ activity: String?) {}
    func ringBell() {}
    func notifyDesktop(title: String, body: String) {}
    var keyTable: KeyTable { KeyTable(global: KeyMap(scope: .global, []), scenes: []) }
}

/// A View that keeps the host it was attached to.
@MainActor
final class HostedViewSpy: HostedSceneView {
    let keyScope = KeyScope.help
    private(set) weak var host: (any SceneHost)?
    func draw(in canvas: Canvas) {}
    func perform(_ action: Action) -> Bool { false }
    func didAttach(to host: any SceneHost) { self.host = host }
    func willDetach() { host = nil }
}

@MainActor
@Suite struct DismissRouterTests {
    @Test func anOverlayIsDismissed() {
        // Given
        let host = DismissHostSpy()
        let view = HostedViewSpy()
        view.didAttach(to: host)
        let sut = DismissRouter(.overlay)
        sut.view = view
        // When
        sut.routeBack()
        // Then
        #expect(host.dismissed == [ObjectIdentifier(view)])
        #expect(host.dismissedScenes.isEmpty)
    }

    @Test func aSceneIsDismissedAsAScene() {
        // Given
        let host = DismissHostSpy()
        let view = HostedViewSpy()
        view.didAttach(to: host)
        let sut = DismissRouter(.scene)
        sut.view = view
        // When
        sut.routeBack()
        // Then
        #expect(host.dismissedScenes == [ObjectIdentifier(view)])
        #expect(host.dismissed.isEmpty)
    }

    @Test func aViewNotAttachedIsLeftAlone() {
        // Given: a view that was detached
        let host = DismissHostSpy()
        let view = HostedViewSpy()
        view.didAttach(to: host)
        view.willDetach()
        let sut = DismissRouter(.scene)
        sut.view = view
        // When
        sut.routeBack()
        // Then
        #expect(host.dismissed.isEmpty && host.dismissedScenes.isEmpty)
    }

    @Test func holdsItsViewWeakly() {
        // Given
        let sut = DismissRouter(.overlay)
        var view: HostedViewSpy? = HostedViewSpy()
        sut.view = view
        // When
        view = nil
        // Then
        #expect(sut.view == nil)
        sut.routeBack()
    }
}
