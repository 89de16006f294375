import Scenes

/// The question asked when quitting or logging out while decisions wait in their undo window: send them
/// now (then leave, once that pass over the outbox ended), take them back (then leave), or stay.
@MainActor
enum UndoWindowQuestion {
    static func view(desk: DecisionDesk, leaving: String, leave: @escaping @MainActor () -> Void) -> ConfirmView {
        let waiting = desk.waitingDecisions
        let count = waiting.reduce(0) { $0 + $1.ids.count }
        let what = count == 1 ? "1 decision waits" : "\(count) decisions wait"
        let others = desk.openDecisionCount() - count
        // Each line fits the dialog's 60 columns.
        let verb = leaving.lowercased()
        var lines = ["\(what) in the undo window, not sent yet.", "Send now and \(verb), undo (u) and \(verb), or stay (Esc)?"]
        if others > 0 { lines.append("Also \(others) still being sent: kept, sent at your next login.") }
        let view = ConfirmView(title: "\(leaving)?", lines: lines, confirmLabel: "send now",
                               undo: (label: "undo", action: { [weak desk] in
                                   desk?.undoAllWaiting()
                                   leave()
                               })) { [weak desk] in
            guard let desk else { return leave() }
            desk.sendWaitingNow(then: leave)
        }
        // The question follows the desk: once no decision waits in its window (sent when it ended), it no
        // longer offers to take them back, and says so.
        desk.listen(view) { [weak view, weak desk] _ in
            guard let view, let desk, desk.waitingDecisions.isEmpty else { return }
            view.withdrawUndo(lines: ["Nothing waits in the undo window any more: sent when it ended.",
                                      "\(leaving) now (Enter, once sending ends), or stay (Esc)?"],
                              confirmLabel: verb, why: "u: too late, the decisions were sent; nothing to undo.")
        }
        return view
    }
}
