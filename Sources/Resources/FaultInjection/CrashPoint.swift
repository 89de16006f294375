import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Fault injection for crash tests, off unless asked for: `SIGNOFF_CRASH_AT=decision.after-answer` makes
/// the process kill itself with SIGKILL (no clean-up, no flush, as a power cut or `kill -9` would) when it
/// reaches that point of sending a decision or an approver note. The variable is read once, at the first
/// point reached; an unknown value arms nothing. Never set it outside tests.
///
/// The points, in the order a decision (or a note) passes them:
/// - `before-send`: saved and claimed as sending in the store, nothing on the wire yet;
/// - `after-send`: the request is on its way; the process dies `afterSendDelay` later, so a server
///   slower than that (the simulator's `--latency-ms`) has not committed it yet;
/// - `after-review` (`approvals.method` stock only): P43081's Review answered with the order's W43081B in
///   a stack of the live session, Approve or Reject not pressed yet (nothing decided; the stack stays open
///   on the server until that session ends);
/// - `after-answer`: the server's answer arrived (the server committed), nothing recorded locally;
/// - `before-local-update`: the answer read, about to write the outcome to the store.
/// The server committing with the answer lost on the way is the simulator's `--decision-lost` (and,
/// for notes, `--drop-rate`).
public enum CrashPoint: String, CaseIterable, Sendable {
    case decisionBeforeSend = "decision.before-send"
    case decisionAfterSend = "decision.after-send"
    case decisionAfterReview = "decision.after-review"
    case decisionAfterAnswer = "decision.after-answer"
    case decisionBeforeLocalUpdate = "decision.before-local-update"
    case noteBeforeSend = "note.before-send"
    case noteAfterSend = "note.after-send"
    case noteAfterAnswer = "note.after-answer"
    case noteBeforeLocalUpdate = "note.before-local-update"

    public static let variable = "SIGNOFF_CRASH_AT"
    /// How long after a request left an `after-send` point kills the process.
    public static let afterSendDelay: TimeInterval = 0.3

    /// The point this process was asked to crash at, if any.
    static let armed: CrashPoint? = ProcessInfo.processInfo.environment[variable].flatMap(CrashPoint.init(rawValue:))

    /// Kills the process now when `point` is the armed one.
    static func reach(_ point: CrashPoint) {
        guard armed == point else { return }
        kill(getpid(), SIGKILL)
    }

    /// Kills the process `afterSendDelay` from now, from another thread, when `point` is the armed one:
    /// call it just before the request is handed to the transport.
    static func reachWhileInFlight(_ point: CrashPoint) {
        guard armed == point else { return }
        Thread.detachNewThread {
            Thread.sleep(forTimeInterval: afterSendDelay)
            kill(getpid(), SIGKILL)
        }
    }
}
