/// A View that knows the Root controller hosting it (set when attached, nil before and after), so a
/// router can close it.
@MainActor
public protocol HostedSceneView: SceneView {
    var host: (any SceneHost)? { get }
}

/// The router of a scene whose only way out is back: it closes its View on the host the View is attached
/// to, as an overlay (`dismiss`) or as a scene presented over another (`dismissScene`), whichever way the
/// View was opened. It holds the View weakly; each scene conforms it to its own routing protocol.
@MainActor
public final class DismissRouter {
    /// How the View was opened, and so how it is closed.
    public enum Presentation: Sendable, Equatable {
        /// Over everything (help): `SceneHost.dismiss`.
        case overlay
        /// Over the scene beneath (the outcomes list, settings): `SceneHost.dismissScene`.
        case scene
    }

    public weak var view: (any HostedSceneView)?
    public let presentation: Presentation

    public init(_ presentation: Presentation) { self.presentation = presentation }

    /// Closes the View: what was beneath shows again as it was. Nothing when it is not attached.
    public func routeBack() {
        guard let view, let host = view.host else { return }
        switch presentation {
        case .overlay: host.dismiss(view)
        case .scene: host.dismissScene(view)
        }
    }
}
