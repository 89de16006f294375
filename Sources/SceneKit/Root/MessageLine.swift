import Dispatch

/// The message line's message and its fading: what was done or is under way goes after `fadeSeconds`
/// (a warning later), an error at the first key pressed once it has been up for 2 seconds. A fade
/// scheduled for an earlier message does nothing to a later one.
@MainActor
public final class MessageLine {
    public private(set) var message: StatusMessage?
    /// When the message was put up, and which one it is.
    private var shownAt: UInt64?
    private var generation = 0
    /// How long a message of each kind stays (`fadeSeconds`).
    public var fadeAfter: (StatusMessage.Kind) -> Double? = MessageLine.fadeSeconds
    /// The clock a message's age is read on, in nanoseconds (a test moves it itself).
    public var uptime: () -> UInt64 = { DispatchTime.now().uptimeNanoseconds }
    /// Runs a fade after so many seconds on the UI thread (a test runs them itself, in any order).
    public var scheduleFade: (Double, @escaping @MainActor () -> Void) -> Void = { seconds, fade in
        DispatchQueue.main.asyncAfter(deadline: .now() + seconds) { MainActor.assumeIsolated { fade() } }
    }
    /// The line changed: the screen is drawn again.
    var changed: () -> Void = {}

    public init() {}

    /// Puts `message` on the line; it fades as its kind says.
    public func show(_ message: StatusMessage) {
        self.message = message
        shownAt = uptime()
        generation &+= 1
        let shown = generation
        if let seconds = fadeAfter(message.kind) {
            scheduleFade(seconds) { [weak self] in
                guard let self, self.generation == shown else { return }
                self.clear()
            }
        }
        changed()
    }

    /// Seconds a message stays before it fades; nil: until a key is pressed (an error must be read).
    public nonisolated static func fadeSeconds(_ kind: StatusMessage.Kind) -> Double? {
        switch kind {
        case .info, .success: 10
        case .warning: 30
        case .error: nil
        }
    }

    /// A key was pressed: an error that has been up for 2 seconds goes (the key's own message, if any, follows).
    func keyPressed() {
        guard message?.kind == .error, let shown = shownAt, uptime() &- shown >= 2_000_000_000 else { return }
        clear()
    }

    public func clear() {
        message = nil
        generation &+= 1
        changed()
    }
}
