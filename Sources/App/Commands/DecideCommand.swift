import AIS
import Foundation
import Resources
import Scenes
import Store

/// `signoff approve|reject|forward ORDER...`: the decisions go through the Decide scene's interactor and
/// the session's desk, exactly as on screen; each order's outcome is printed, and the exit code sums them up.
/// The desk's rules (a reason, lines, forwarding set up) are asked before anything is looked up or sent: a
/// decision they refuse is a usage error (exit 2).
@MainActor
struct DecideCommand {
    let command: ScriptCommand
    let out: ConsoleOutput

    /// `shownBefore`: the orders as the store held them before this run's refresh; with `--if-version` or
    /// `--if-total` the store's order now, once it matched, is what the script saw.
    func run(desk: DecisionDesk, interactor: DecideInteractor, presenter: DecisionCommandPresenter, context: AppContext,
             shownBefore: [OrderKey: SeenOrder]) async -> CommandExit {
        guard let workspace = context.workspace else { return .failure }
        let numbers = command.arguments.compactMap(Int.init)
        var keys: [OrderKey] = []
        var results: [(order: Int, outcome: String, detail: String, changes: OrderChangeFacts?)] = []
        for number in numbers {
            if let key = workspace.queuedOrder(number: number) { keys.append(key) } else {
                results.append((number, "not-in-queue", "not in your queue (decided already, or not yours)", nil))
            }
        }
        if let key = keys.first, let differs = differsFromWhatWasSeen(key, list: QueueListWorker(database: workspace.database)) {
            // Not what the script saw: nothing is saved or sent.
            keys = []
            results.append((key.number, "changed", differs, nil))
        }
        let verdict: Verdict = command.name == .approve ? .approve : command.name == .reject ? .reject : .forward
        let reason = (command.reason ?? "").trimmingCharacters(in: .whitespaces)
        do { try desk.checkRules(verdict, orderCount: numbers.count, reason: reason, lines: command.lines) } catch {
            // Asked before anything is saved or sent, and a script is told so.
            out.error(error.why + " Nothing was sent.")
            return CommandExit(refusalIsUsageError: error.isUsageError)
        }
        var recipient: ColleagueFacts?
        if verdict == .forward {
            switch await ForwardRecipient(number: command.forwardTo).check(context: context) {
            case .success(let colleague): recipient = colleague
            case .failure(let refusal):
                out.error(refusal.message)
                return refusal.exit
            }
        }
        if !keys.isEmpty {
            await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                var resumed = false
                presenter.onOutboxPass = {
                    guard !resumed else { return }
                    resumed = true
                    done.resume()
                }
                let refusalsBefore = presenter.refusals.count
                let seen = command.ifVersion != nil || command.ifTotal != nil ? [:] : shownBefore
                interactor.submit(.init(orders: keys.map(OrderID.init), verdict: verdict, remark: command.remark, reason: reason,
                                        forwardTo: recipient, lines: command.lines), asSeen: seen)
                if presenter.refusals.count > refusalsBefore, !resumed {
                    resumed = true
                    done.resume()
                }
            }
        }
        for refusal in presenter.refusals { out.error(refusal.why) }
        // Refused before anything was saved, all orders alike: what was asked is never taken as asked.
        if presenter.refusals.contains(where: \.isUsageError) { return .usage }
        var succeeded = 0, refused = 0, waiting = 0
        for key in keys {
            guard let decision = presenter.decisions[OrderID(key)] else {
                results.append((key.number, "not-sent", presenter.refusals.last?.why ?? "not sent", nil))
                refused += 1
                continue
            }
            let name = presenter.nextApproverNames[OrderID(key)].map { "\($0) (\(decision.nextApprover))" } ?? String(decision.nextApprover)
            switch decision.state {
            case .confirmed:
                succeeded += 1
                results.append((key.number, verdict == .approve ? "approved" : "rejected", "recorded by the server", nil))
            case .forwarded where verdict == .forward:
                succeeded += 1
                results.append((key.number, "forwarded", "forwarded to \(name); recorded by the server", nil))
            case .forwarded:
                succeeded += 1
                results.append((key.number, "forwarded", "approved; above your limit, forwarded to \(name)", nil))
            case .changed:
                let what = decision.changes.map { OrderChangeWording.summary($0, currency: decision.currency, numbers: context.numberStyle) }
                results.append((key.number, "changed", "not decided: the order changed since it was shown"
                                + (what.map { " (\($0))" } ?? "") + "; `signoff show` shows it as it is now", decision.changes))
            case .refused, .superseded:
                refused += 1
                results.append((key.number, decision.state.rawValue, decision.message, nil))
            case .pending, .sending, .uncertain:
                waiting += 1
                results.append((key.number, "waiting", "kept in the outbox; sent when the server answers (signoff outbox)", nil))
            }
        }
        refused += results.filter { $0.outcome == "not-in-queue" }.count
        // Held on the server's order, or before anything was saved (`--if-version`, `--if-total`).
        let changed = results.filter { $0.outcome == "changed" }.count
        if command.format == .json {
            out.json(.object([("results", .array(results.map { r in
                var fields: [(String, JSONValue)] = [("order", .int(r.order)), ("outcome", .string(r.outcome)), ("detail", .string(r.detail))]
                if !command.lines.isEmpty { fields.append(("lines", .array(command.lines.map { JSONValue.double($0) }))) }
                if let changes = r.changes { fields.append(("changes", OrderCommandPresenter.changesJSON(changes))) }
                return .object(fields)
            }))]))
        } else {
            for r in results { out.line("\(r.order)  \(r.outcome)  \(r.detail)") }
        }
        if succeeded == numbers.count { return .success }
        if succeeded > 0 { return .partial }
        if changed > 0 { return .changed }
        if waiting > 0 { return .network }
        return .refused
    }

    /// Why the store's order is not what `--if-version` or `--if-total` say the script saw; nil when it is
    /// (or neither was given).
    private func differsFromWhatWasSeen(_ key: OrderKey, list: QueueListWorker) -> String? {
        guard command.ifVersion != nil || command.ifTotal != nil else { return nil }
        let seen = list.seen([key])[key]
        let now = seen.map(OrderVersion.of) ?? OrderVersion.empty
        if let version = command.ifVersion, version != now {
            return "not decided: the order is at version \(now), not \(version) (it changed since it was shown; `signoff show \(key.number)` "
                + "shows it as it is now)"
        }
        if let total = command.ifTotal, (seen?.total).map({ abs($0 - total) >= 0.005 }) ?? true {
            let held = seen?.total.map { String(format: "%.2f", $0) } ?? "unknown"
            return "not decided: the order's total is \(held) \(seen?.currency ?? ""), not \(String(format: "%.2f", total))"
        }
        return nil
    }
}
