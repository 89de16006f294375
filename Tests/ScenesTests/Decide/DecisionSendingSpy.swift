import AIS
import Foundation
import Resources

/// The outbox without a server: `enqueue` numbers the decisions as saved, and each pass of `process`
/// reports the updates scripted for it, in the order given (by order number), then ends.
final class DecisionSendingSpy: DecisionSending, @unchecked Sendable {
    struct Update: Sendable {
        var order: Int
        var state: Decision.State
        var message = ""
        var nextApprover = 0
    }

    private let lock = NSLock()
    private var saved: [Decision] = []
    private var passes: [[Update]]
    private(set) var passesRun = 0

    init(passes: [[Update]] = []) { self.passes = passes }

    /// Every decision saved so far, as saved.
    var savedDecisions: [Decision] { lock.withLock { saved } }

    /// Scripts the updates of the next passes (after those already scripted).
    func script(_ more: [[Update]]) { lock.withLock { passes += more } }

    /// The undo window each enqueue asked for, in order.
    private(set) var undoSecondsAsked: [Int] = []
    /// Decisions already claimed for sending: `undo` cannot take them back.
    var claimed: Set<Int64> = []
    private(set) var windowsEnded: [Int64] = []

    func enqueue(_ requests: [DecisionWorker.Request], username: String, approver: Int, offline: Bool, undoSeconds: Int) throws -> [Decision] {
        lock.withLock {
            undoSecondsAsked.append(undoSeconds)
            let made = requests.enumerated().map { i, r in
                Decision(id: Int64(saved.count + i + 1), username: username, approver: approver, order: r.order, kind: r.kind, remark: r.remark,
                         reason: r.reason, forwardTo: r.forwardTo, lines: r.lines, state: .pending, attempts: 0, message: "", nextApprover: 0,
                         seen: r.seen, madeOffline: offline,
                         sendAfter: undoSeconds > 0 ? Date().addingTimeInterval(TimeInterval(undoSeconds)) : Date(timeIntervalSince1970: 0),
                         createdAt: Date(), updatedAt: Date())
            }
            saved += made
            return made
        }
    }

    func process(username: String, approver: Int, onUpdate: @escaping DecisionWorker.UpdateHandler) async {
        let (updates, known): ([Update], [Decision]) = lock.withLock {
            passesRun += 1
            return (passes.isEmpty ? [] : passes.removeFirst(), saved)
        }
        for update in updates {
            // The latest decision saved for that order: a second batch may decide it again.
            guard var decision = known.last(where: { $0.order.number == update.order }) else { continue }
            decision.state = update.state
            decision.message = update.message
            decision.nextApprover = update.nextApprover
            let settled = decision
            lock.withLock { if let i = saved.lastIndex(where: { $0.id == settled.id }) { saved[i] = settled } }
            onUpdate(decision)
        }
    }

    func undo(_ ids: [Int64], username: String) throws -> [Int64] {
        lock.withLock {
            let undone = ids.filter { id in !claimed.contains(id) && saved.contains { $0.id == id && $0.state == .pending } }
            saved.removeAll { undone.contains($0.id) }
            return undone
        }
    }

    func endWindow(_ ids: [Int64]) throws { lock.withLock { windowsEnded += ids } }

    func openCount(username: String) -> Int {
        lock.withLock { saved.filter { [.pending, .sending, .uncertain].contains($0.state) }.count }
    }
}
