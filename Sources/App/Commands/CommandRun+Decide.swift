import AIS
import Foundation
import Resources
import Scenes
import Store

/// `signoff approve|reject|forward ORDER...`: the decisions go through the Decide scene's interactor and
/// the session's desk, exactly as on screen; each order's outcome is printed, and the exit code sums them up.
extension CommandRun {
    /// `shownBefore`: the orders as the store held them before this run's refresh; with `--if-version` or
    /// `--if-total` the store's order now, once it matched, is what the script saw.
    func decide(interactor: DecideInteractor, presenter: DecisionCommandPresenter, context: AppContext,
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
        if verdict == .reject {
            let codes = (try? OrderDetailWorker(gate: workspace.gate, database: workspace.database).rejectReasons()) ?? []
            if let refusal = Self.reasonRefusal(reason, codes: codes.map { ($0.code.trimmingCharacters(in: .whitespaces), $0.description) },
                                                required: context.settings.bool("approvals.require-reason")) {
                out.error(refusal)
                return .usage
            }
        }
        if !command.lines.isEmpty, context.settings.text("approvals.method") != "stock" {
            out.error("--lines decides single lines through P43081 (approvals.method stock); this site decides through "
                      + "orchestrations, which decide whole orders. Nothing was sent.")
            return .usage
        }
        var recipient: ColleagueFacts?
        if verdict == .forward, context.settings.forwardOrchestration.isEmpty {
            out.error("forwarding is not set up at this site: it needs the site's forward orchestration "
                      + "(signoff settings set approvals.forward-orchestration NAME); nothing was sent.")
            return .usage
        }
        if verdict == .forward {
            switch await forwardRecipient(context: context) {
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
        for refusal in presenter.refusals { out.error(refusal) }
        var succeeded = 0, refused = 0, waiting = 0
        for key in keys {
            guard let decision = presenter.decisions[OrderID(key)] else {
                results.append((key.number, "not-sent", presenter.refusals.last ?? "not sent", nil))
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

    /// Why a reject's `--reason` cannot be used, or nil: with the site's codes loaded it must be one of them;
    /// without any it may be left out, unless `approvals.require-reason` says a reason is needed.
    static func reasonRefusal(_ reason: String, codes: [(code: String, text: String)], required: Bool) -> String? {
        if codes.isEmpty {
            if required { return "a rejection needs a reason (approvals.require-reason), and no reject reasons (43/RR) are loaded." }
            return reason.isEmpty ? nil : "“\(reason)” is not a reject reason code: this site has none loaded (43/RR); leave --reason out."
        }
        let listed = "Codes: " + codes.map { "\($0.code) (\($0.text))" }.joined(separator: ", ")
        if reason.isEmpty { return "a rejection needs --reason CODE (a reject reason code, 43/RR). " + listed }
        guard codes.contains(where: { $0.code == reason }) else { return "“\(reason)” is not a reject reason code. " + listed }
        return nil
    }

    struct Refusal: Error {
        var message: String
        var exit: CommandExit
    }

    /// The colleague of `--to`, checked before anything is sent: an employee of the address book (asked
    /// of the server, or as kept from an earlier read when it does not answer), and not the user.
    private func forwardRecipient(context: AppContext) async -> Result<ColleagueFacts, Refusal> {
        guard let workspace = context.workspace, let session = context.session else {
            return .failure(Refusal(message: "not logged in.", exit: .failure))
        }
        let number = command.forwardTo
        if number == session.userInfo.addressNumber {
            return .failure(Refusal(message: "--to \(number) is your own address number: an order cannot be forwarded to yourself.", exit: .usage))
        }
        let directory = ColleagueDirectoryWorker(gate: workspace.gate, database: workspace.database)
        do {
            guard let colleague = try await directory.colleague(number) else {
                return .failure(Refusal(message: "--to \(number) is not an employee in the address book (F0101 search type E); nothing was sent.",
                                        exit: .usage))
            }
            return .success(ColleagueFacts(addressNumber: colleague.addressNumber, name: colleague.name))
        } catch {
            if let kept = try? directory.storedColleague(number) {
                return .success(ColleagueFacts(addressNumber: kept.addressNumber, name: kept.name))
            }
            return .failure(Refusal(message: "--to \(number) could not be checked in the address book (\(WorkerFailure(error).message)); nothing was sent.",
                                    exit: .network))
        }
    }
}
