import Dispatch
import Foundation

/// The message line's message and its fading: what was done or is under way goes after `fadeSeconds`
/// (a warning later), an error at the first key pressed once it has been up for 2 seconds. A fade
/// scheduled for an earlier message does nothing to a later one. What was said is kept (`said`, the
/// latest `keptCount`), so that a message that faded before it was read can be read again (`:messages`).
@MainActor
public final class MessageLine {
    /// A message as it was said, and when.
    public struct Said: Equatable, Sendable {
        public var message: StatusMessage
        public var at: Date
        public init(_ message: StatusMessage, at: Date) {
            self.message = message
            self.at = at
        }
    }

    /// How many messages `said` keeps.
    public static let keptCount = 200

    public private(set) var message: StatusMessage?
    /// The messages said, oldest first: the latest `keptCount`; a message said again at once is kept once.
    public private(set) var said: [Said] = []
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
    /// The wall clock `said` records.
    public var now: () -> Date = { Date() }
    /// The line changed: the screen is drawn again.
    var changed: () -> Void = {}
    /// Told each message as it is put up (the diagnostic log writes it).
    public var onShow: (StatusMessage) -> Void = { _ in }

    public init() {}

    /// Puts `message` on the line; it fades as its kind says.
    public func show(_ message: StatusMessage) {
        if said.last?.message != message || self.message != message {
            said.append(Said(message, at: now()))
            if said.count > Self.keptCount { said.removeFirst(said.count - Self.keptCount) }
            onShow(message)
        }
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

    /// Forgets what was said (a logout: the next user of the terminal does not read it).
    public func forgetSaid() { said = [] }

    public func clear() {
        message = nil
        generation &+= 1
        changed()
    }
}
