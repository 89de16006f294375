import Foundation
import Resources
import Scenes

/// `signoff outbox`: one pass of the desk over the outbox, then what still waits (decisions and notes)
/// and why. Exit 4 while something waits.
@MainActor
struct OutboxCommand {
    let command: ScriptCommand
    let out: ConsoleOutput

    func run(desk: DecisionDesk, presenter: DecisionCommandPresenter, context: AppContext) async -> CommandExit {
        guard let workspace = context.workspace, let session = context.session else { return .failure }
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            presenter.onOutboxPass = { done.resume() }
            desk.sendOutbox()
        }
        let (decisions, notes) = workspace.openOutbox(for: session.username)
        let sent = presenter.decisions.values.filter { !$0.state.isOpen }
        if command.format == .json {
            out.json(.object([
                ("sentNow", .array(sent.map { d in .object([("order", .int(d.order.number)), ("state", .string(d.state.rawValue))]) })),
                ("decisions", .array(decisions.map { d in
                    .object([("order", .int(d.order.number)), ("kind", .string(d.kind.rawValue)), ("state", .string(d.state.rawValue)),
                             ("attempts", .int(d.attempts)), ("message", .string(d.message)), ("inUndoWindow", .bool(d.isWaiting(at: Date())))])
                })),
                ("notes", .array(notes.map { n in
                    .object([("order", .int(n.order.number)), ("name", .string(n.itemName)), ("state", .string(n.state.rawValue)),
                             ("message", .string(n.message))])
                })),
            ]))
        } else {
            for d in sent { out.line("sent now: \(d.order.number) \(d.state.rawValue)") }
            out.line(decisions.isEmpty && notes.isEmpty ? "Nothing is waiting to be sent." : "\(decisions.count) decisions and \(notes.count) notes wait:")
            for d in decisions {
                // One in another Signoff's undo window is left to it: that Signoff sends it, or takes it back.
                let state = d.isWaiting(at: Date()) ? "waiting in its undo window" : d.state.rawValue
                out.line("  decision \(d.kind.rawValue) \(d.order.number): \(state), \(d.attempts) attempts" + (d.message.isEmpty ? "" : ": \(d.message)"))
            }
            for n in notes { out.line("  note on \(n.order.number): \(n.state.rawValue)" + (n.message.isEmpty ? "" : ": \(n.message)")) }
        }
        return decisions.isEmpty && notes.isEmpty ? .success : .network
    }
}
