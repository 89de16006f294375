import Dispatch
import Foundation
import Resources
import SceneKit

/// Connects the SessionGate (which waits for a password off the UI thread) to the overlay on screen.
public final class ReauthenticationPromptBridge: ReauthenticationPrompt {
    private let show: @Sendable (_ username: String, _ problem: String?, _ answer: @escaping @Sendable (String?) -> Void) -> Void

    /// `show` runs on the main queue and must call `answer` exactly once.
    public init(show: @escaping @Sendable (String, String?, @escaping @Sendable (String?) -> Void) -> Void) {
        self.show = show
    }

    public func password(for username: String, problem: String?) async -> String? {
        await withCheckedContinuation { continuation in
            let once = AnswerOnce(continuation)
            show(username, problem) { once.resume($0) }
        }
    }
}

/// Resumes a continuation at most once, whatever the UI does.
private final class AnswerOnce: @unchecked Sendable {
    private var continuation: CheckedContinuation<String?, Never>?
    private let lock = NSLock()
    init(_ continuation: CheckedContinuation<String?, Never>) { self.continuation = continuation }
    func resume(_ value: String?) {
        lock.withLock {
            continuation?.resume(returning: value)
            continuation = nil
        }
    }
}
