import Foundation
import Resources

/// The undo window: decisions just confirmed wait in the outbox (`send_after`) while the status line counts
/// down once a second; `u` takes the latest back, and when a window ends the outbox is sent. Nothing here
/// can send a decision twice or half: the outbox claims a decision only once it is due, and takes back only
/// one never claimed.
extension DecisionDesk {
    /// The decisions waiting in their undo window now, oldest first.
    public var waitingDecisions: [WaitingDecisions] { windows.open }

    /// Whether `u` has something to take back.
    public var canUndo: Bool { !windows.open.isEmpty }

    func openWindow(_ waiting: WaitingDecisions) {
        windows.open.append(waiting)
        tell(.waiting(waiting, secondsLeft: waiting.secondsLeft(at: clock())))
        if windows.ticking == nil { tick() }
    }

    /// Takes back the decisions confirmed last that still wait; says which were too late (already being sent).
    public func undoLatest() {
        guard let latest = windows.open.popLast() else {
            tell(.undone(UndoOutcome(verdict: .approve, undone: [], tooLate: [])))
            return
        }
        tell(.undone(takeBack(latest)))
    }

    /// Takes back every decision still in its window (quitting or logging out with "undo").
    public func undoAllWaiting() {
        let all = windows.open
        windows.open = []
        for waiting in all.reversed() { tell(.undone(takeBack(waiting))) }
    }

    /// Ends every window now and sends the outbox; `then` runs once that pass ended (quitting with "send now").
    public func sendWaitingNow(then: @escaping @MainActor () -> Void) {
        let ids = windows.open.flatMap(\.ids)
        windows.open = []
        try? needs.outbox.endWindow(ids)
        if let batch = lastBatch, !batch.outboxPassEnded { passes.lastBatch = passes.started + 1 }
        windows.afterPass = (passes.started + 1, then)
        sendOutbox()
    }

    func runAfterPass(_ pass: Int) {
        guard let after = windows.afterPass, pass >= after.pass else { return }
        windows.afterPass = nil
        after.then()
    }

    private func takeBack(_ waiting: WaitingDecisions) -> UndoOutcome {
        let undone = Set((try? needs.outbox.undo(waiting.ids, username: approver.username)) ?? [])
        let pairs = zip(waiting.ids, waiting.orders)
        if let batch = lastBatch, batch.entries.map(\.decisionID) == waiting.ids, !undone.isEmpty {
            lastBatch = nil
            passes.lastBatch = 0
        }
        return UndoOutcome(verdict: waiting.verdict, undone: pairs.filter { undone.contains($0.0) }.map(\.1),
                           tooLate: pairs.filter { !undone.contains($0.0) }.map(\.1), lines: waiting.lines)
    }

    /// Once a second while a window is open: the countdown of the latest, and the outbox sent when one ends.
    /// Sleeps until the next change; no window, no wake.
    private func tick() {
        windows.ticking = Task { [weak self] in
            while let pause = self?.nextPause(), !Task.isCancelled {
                try? await Task.sleep(nanoseconds: UInt64(pause * 1_000_000_000))
                guard !Task.isCancelled else { break }
                self?.advanceWindows()
            }
            self?.windows.ticking = nil
        }
    }

    /// Seconds until the countdown changes or a window ends; nil when no window is open.
    private func nextPause() -> TimeInterval? {
        guard let latest = windows.open.last, let earliest = windows.open.map(\.dueAt).min() else { return nil }
        let now = clock()
        return max(0.02, min(earliest, latest.nextTick(after: now)).timeIntervalSince(now))
    }

    /// The windows that ended are sent; the latest still open is counted down.
    private func advanceWindows() {
        let now = clock()
        let ended = windows.open.filter { $0.dueAt <= now }
        if !ended.isEmpty {
            windows.open.removeAll { $0.dueAt <= now }
            if let batch = lastBatch, ended.contains(where: { $0.ids == batch.entries.map(\.decisionID) }) {
                passes.lastBatch = passes.started + 1
            }
            sendOutbox()
        }
        if let latest = windows.open.last { tell(.waiting(latest, secondsLeft: latest.secondsLeft(at: now))) }
    }
}
