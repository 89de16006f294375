import Dispatch
import Terminal

/// The application's state machine, and the only thing that decides the top-level screen:
/// the Login scene when logged out, the Loading scene while preloading, the main scenes once
/// preloaded. A rejected token opens re-authentication over the current screen, and the scene,
/// its input and its data stay.
@MainActor
public final class RootController: SceneHost {
    public enum State: Equatable, Sendable {
        case loggedOut
        case preloading
        case preloaded
    }

    public private(set) var state: State = .loggedOut
    public private(set) var isSessionExpired = false
    public private(set) var scene: (any SceneView)?
    public private(set) var overlays: [any SceneView] = []
    /// Scenes opened over the main scene (an inquiry called from an order): each owns the body until
    /// Esc closes it, and the scene beneath stays attached, exactly as it was.
    public private(set) var modalScenes: [any SceneView] = []
    public var status = StatusBarModel() {
        didSet {
            guard status != oldValue else { return }
            setNeedsDisplay()
            if status.connection != oldValue.connection { updateSpinner() }
        }
    }
    /// Whether the syncing indicator animates (a setting); without it the word "syncing" stays.
    public var spinnerEnabled = true
    private let spinner = RepeatingTimer(every: .milliseconds(100))
    /// The message line's message, and when it fades.
    public let messageLine = MessageLine()
    public var message: StatusMessage? { messageLine.message }
    public var keyTable: KeyTable { didSet { setNeedsDisplay() } }
    public private(set) var needsDisplay = true
    /// The bell rings with the next frame drawn.
    var bellPending = false
    /// Desktop notifications sent with the next frame, once it is drawn.
    var notificationsPending: [DesktopNotification] = []
    /// The next frame is drawn on a screen that forgot what the terminal shows (`Screen.invalidate`), so
    /// every cell is sent again (Ctrl-L).
    public internal(set) var repaintPending = false
    public private(set) var isQuitting = false
    /// Throws away keys typed but not read yet (the terminal's `discardTypeahead`); called when the
    /// password dialog opens unasked, so that a key meant for the screen (a refresh, an approval) that
    /// arrives with it does not become part of the password.
    public var discardTypeahead: (() -> Void)?

    /// Where the bottom bar's key hints were drawn, for mouse clicks on them.
    var bottomBarTargets: [(row: Int, columns: Range<Int>, action: Action)] = []
    private let factory: any RootSceneFactory
    private var expiryOverlay: (any SceneView)?

    public init(factory: any RootSceneFactory, keyTable: KeyTable) {
        self.factory = factory
        self.keyTable = keyTable
        messageLine.changed = { [weak self] in self?.setNeedsDisplay() }
    }

    // MARK: State changes

    public func start() { enter(.loggedOut) }

    /// Login succeeded: preload the user's data.
    public func loginSucceeded() {
        guard state == .loggedOut else { return }
        enter(.preloading)
    }

    /// Preload done: the main scenes. Ignored unless preloading (a cancelled preload finishing late).
    public func preloadFinished() {
        guard state == .preloading else { return }
        enter(.preloaded)
    }

    /// Back to the Login scene from anywhere (logout, preload cancelled or failed fatally).
    public func loggedOut(message: StatusMessage? = nil) {
        closeSessionExpiry()
        overlays.forEach { $0.willDetach() }
        overlays.removeAll()
        closeModalScenes()
        enter(.loggedOut)
        if let message { show(message) }
    }

    /// The server rejected the token: ask for the password over the current screen.
    public func sessionDidExpire() {
        guard state != .loggedOut, !isSessionExpired else { return }
        isSessionExpired = true
        status.connection = .sessionExpired
        discardTypeahead?()
        let overlay = factory.makeReauthentication(root: self)
        expiryOverlay = overlay
        present(overlay)
    }

    /// Re-authentication succeeded: the scene carries on where it was.
    public func sessionRestored() {
        guard isSessionExpired else { return }
        closeSessionExpiry()
        status.connection = .online
    }

    private func closeSessionExpiry() {
        isSessionExpired = false
        if let overlay = expiryOverlay { dismiss(overlay) }
        expiryOverlay = nil
    }

    private func enter(_ newState: State) {
        scene?.willDetach()
        state = newState
        messageLine.clear()
        let view: any SceneView
        switch newState {
        case .loggedOut:
            status.connection = .signedOut
            messageLine.forgetSaid()
            view = factory.makeLoginScene(root: self)
        case .preloading:
            status.connection = .syncing
            view = factory.makeLoadingScene(root: self)
        case .preloaded:
            status.connection = .online
            view = factory.makeHomeScene(root: self)
        }
        scene = view
        view.didAttach(to: self)
        setNeedsDisplay()
    }

    /// Replaces the main scene while logged in (the Router's navigation between main scenes).
    public func show(scene view: any SceneView) {
        guard state == .preloaded else { return }
        closeModalScenes()
        scene?.willDetach()
        scene = view
        view.didAttach(to: self)
        setNeedsDisplay()
    }

    /// Animates the syncing indicator ten times a second while syncing, and stops when not: an idle
    /// Signoff wakes up for nothing.
    private func updateSpinner() {
        let syncing = status.connection == .syncing && spinnerEnabled
        if syncing, !spinner.isRunning {
            spinner.start { [weak self] in
                guard let self else { return }
                self.status.spinnerFrame = (self.status.spinnerFrame ?? 0) + 1
            }
        } else if !syncing, spinner.isRunning {
            spinner.stop()
            status.spinnerFrame = nil
        }
    }

    // MARK: SceneHost

    public func setNeedsDisplay() { needsDisplay = true }
    public func didDisplay() { needsDisplay = false }

    /// Puts `message` on the message line, to fade as `MessageLine` says.
    public func show(_ message: StatusMessage) { messageLine.show(message) }

    public func clearMessage() { messageLine.clear() }

    public func setConnection(_ connection: StatusBarModel.Connection, lastRefresh: String?) {
        guard !isSessionExpired else { return }
        status.connection = connection
        if let lastRefresh { status.lastRefresh = lastRefresh }
    }

    public func setNews(_ news: String?) {
        status.news = news
        setNeedsDisplay()
    }

    public func setActivity(_ activity: String?) {
        status.activity = activity
        setNeedsDisplay()
    }

    public func ringBell() {
        bellPending = true
        setNeedsDisplay()
    }

    public func notifyDesktop(title: String, body: String) {
        notificationsPending.append(DesktopNotification(title: title, body: body))
        setNeedsDisplay()
    }

    public func present(_ overlay: any SceneView) {
        overlays.append(overlay)
        overlay.didAttach(to: self)
        setNeedsDisplay()
    }

    public func dismiss(_ overlay: any SceneView) {
        guard let i = overlays.firstIndex(where: { $0 === overlay }) else { return }
        overlays.remove(at: i).willDetach()
        setNeedsDisplay()
    }

    public func presentScene(_ view: any SceneView) {
        guard state == .preloaded else { return }
        modalScenes.append(view)
        view.didAttach(to: self)
        setNeedsDisplay()
    }

    public func dismissScene(_ view: any SceneView) {
        guard let i = modalScenes.firstIndex(where: { $0 === view }) else { return }
        modalScenes.remove(at: i).willDetach()
        setNeedsDisplay()
    }

    /// Closes every scene opened over the main one (going home, logging out).
    public func closeModalScenes() {
        while let top = modalScenes.popLast() { top.willDetach() }
        setNeedsDisplay()
    }

    /// The scene that owns the body now: the top modal scene, else the main one.
    public var bodyScene: (any SceneView)? { modalScenes.last ?? scene }

    // MARK: Keys

    /// The view that gets keys now: the top overlay, else the scene that owns the body.
    public var keyTarget: (any SceneView)? { overlays.last ?? bodyScene }

    public func handle(_ key: Key) {
        if key == .resize { setNeedsDisplay(); return }
        // Before any scene: a text field, a dialog or a list never keeps the repaint from the user.
        if keyTable.global.keys(for: .redraw).contains(key) { return repaintAll() }
        messageLine.keyPressed()
        guard let target = keyTarget else { return }
        setNeedsDisplay()
        if target.handleKey(key) { return }
        if case .mouse(let event) = key { return handleMouse(event, target: target) }
        guard let action = keyTable.action(for: key, in: target.keyScope) else { return }
        if target.perform(action) { return }
        performGlobal(action, from: target)
    }

    /// Mouse (when turned on in settings): the wheel moves, a click on a bottom-bar hint does what its
    /// key does. Scenes that place rows under the pointer take clicks themselves in `handleKey`.
    private func handleMouse(_ event: MouseEvent, target: any SceneView) {
        switch event.kind {
        case .wheelUp, .wheelDown:
            let action: Action = event.kind == .wheelUp ? .moveUp : .moveDown
            for _ in 0..<3 { _ = target.perform(action) }
        case .click:
            guard let hit = bottomBarTargets.first(where: { $0.row == event.position.y && $0.columns.contains(event.position.x) }) else { return }
            if target.perform(hit.action) { return }
            performGlobal(hit.action, from: target)
        default:
            break
        }
    }

    private func performGlobal(_ action: Action, from target: any SceneView) {
        switch action {
        case .quit:
            requestQuit()
        case .back where overlays.last === target && target !== expiryOverlay:
            dismiss(target)
        case .back where overlays.isEmpty && modalScenes.last === target:
            dismissScene(target)
        case .help:
            showHelp(for: target)
        case .commandLine where overlays.isEmpty && state == .preloaded:
            if let commandLine = factory.makeCommandLine(root: self) { present(commandLine) }
        default:
            break
        }
    }

    /// Draws every cell again with the next frame, as if the terminal showed nothing (Ctrl-L): what another
    /// program wrote over the screen, or a terminal that drew something other than it was sent, is put right.
    public func repaintAll() {
        repaintPending = true
        setNeedsDisplay()
    }

    /// Help for the keys of `target` (the view that gets keys now, by default) and the global ones.
    public func showHelp(for target: (any SceneView)? = nil) {
        guard let scope = (target ?? keyTarget)?.keyScope, let help = factory.makeHelp(root: self, scope: scope) else { return }
        present(help)
    }

    /// Quits at once, or asks first when the factory says work would be lost (decisions in flight).
    public func requestQuit() {
        if let confirmation = factory.makeQuitConfirmation(root: self) {
            present(confirmation)
        } else {
            quitNow()
        }
    }

    public func quitNow() {
        isQuitting = true
        factory.quit()
    }
}
