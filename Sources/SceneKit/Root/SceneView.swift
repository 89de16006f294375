import Terminal

/// What the Root controller attaches: a scene's View, which owns the body of the screen, or an
/// overlay (dialog, help, command line) drawn over everything.
@MainActor
public protocol SceneView: AnyObject {
    /// The key-table scope of this scene (`.orders`, `.login`): its keys, its help and its bottom bar.
    var keyScope: KeyScope { get }
    /// Draws into the body (a scene) or the whole screen (an overlay).
    func draw(in canvas: Canvas)
    /// Takes a key before the key table does (text fields); true when consumed.
    func handleKey(_ key: Key) -> Bool
    /// Performs a scene action; true when it did.
    func perform(_ action: Action) -> Bool
    /// The actions the bottom bar offers right now; nil offers every binding of the scope.
    var offeredActions: Set<Action>? { get }
    /// True while typed characters go into a text field: the bar then offers keys that still work
    /// (Ctrl-c rather than q).
    var capturesText: Bool { get }
    /// Called when the Root controller attaches the view (with itself as host) and when it detaches it.
    func didAttach(to host: any SceneHost)
    func willDetach()
}

extension SceneView {
    public func handleKey(_ key: Key) -> Bool { false }
    public var offeredActions: Set<Action>? { nil }
    public var capturesText: Bool { false }
    public func didAttach(to host: any SceneHost) {}
    public func willDetach() {}
}

/// What a View may ask of the Root controller that hosts it.
@MainActor
public protocol SceneHost: AnyObject {
    /// Draw again after this turn of the event loop.
    func setNeedsDisplay()
    /// A result or error for the message line.
    func show(_ message: StatusMessage)
    /// Opens an overlay on top of everything; it gets every key until dismissed.
    func present(_ overlay: any SceneView)
    func dismiss(_ overlay: any SceneView)
    /// Opens a scene over the current one (it owns the body, the bars stay); Esc or `dismissScene`
    /// returns to the scene beneath exactly as it was.
    func presentScene(_ view: any SceneView)
    func dismissScene(_ view: any SceneView)
    /// The top bar's connection state and the time of the last refresh (nil keeps it).
    func setConnection(_ connection: StatusBarModel.Connection, lastRefresh: String?)
    /// The top bar's news ("3 new"); nil clears it.
    func setNews(_ news: String?)
    /// The top bar's word on background work ("order lines 45 %"); nil clears it.
    func setActivity(_ activity: String?)
    /// Rings the terminal's bell with the next frame.
    func ringBell()
    /// Asks the terminal for a desktop notification with the next frame, after it is drawn (the text is
    /// cleaned by `DesktopNotification`).
    func notifyDesktop(title: String, body: String)
    var keyTable: KeyTable { get }
}

/// A line for the message line of the bottom bar. The kind shows by a word and a style, never by
/// colour alone.
public struct StatusMessage: Equatable, Sendable {
    public enum Kind: Sendable { case info, success, warning, error }
    public var kind: Kind
    public var text: String
    public init(_ kind: Kind, _ text: String) {
        self.kind = kind
        self.text = text
    }
    public static func info(_ text: String) -> StatusMessage { .init(.info, text) }
    public static func success(_ text: String) -> StatusMessage { .init(.success, text) }
    public static func warning(_ text: String) -> StatusMessage { .init(.warning, text) }
    public static func error(_ text: String) -> StatusMessage { .init(.error, text) }
}
