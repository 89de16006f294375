import AIS
import Dispatch
import Foundation
import Resources
import SceneKit
import Scenes
import Store

/// Runs `signoff COMMAND`: logs in, brings the store up to date, and drives the same interactors and
/// workers as the screen, with console presenters instead of Fragments.
@MainActor
public enum ScriptCommands {
    public static func main(_ arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment) -> Int32 {
        let out = ConsoleOutput()
        defer { out.flush() }
        let command: ScriptCommand
        do {
            command = try ScriptCommand.parse(arguments)
        } catch {
            out.error("\(error) Run signoff help for the commands.")
            return CommandExit.usage.rawValue
        }
        if command.showHelp { out.lines(ScriptCommand.help(command.name)); return CommandExit.success.rawValue }
        switch command.name {
        case .help:
            out.lines(command.arguments.first.flatMap(ScriptCommand.Name.init(rawValue:)).map(ScriptCommand.help) ?? ScriptCommand.overview)
            return CommandExit.success.rawValue
        case .version:
            out.lines(BuildInfo.versionText)
            return CommandExit.success.rawValue
        case .completions:
            out.lines(CompletionScript.Shell(rawValue: command.arguments[0]).map { CompletionScript.text(for: $0) } ?? "")
            return CommandExit.success.rawValue
        case .man:
            out.lines(ManPage.signoff())
            return CommandExit.success.rawValue
        case .doctor where command.printGuide:
            // Where the guide is; nothing is checked, so no login.
            if let path = AdminGuide.installedPath() {
                out.line(path)
                return CommandExit.success.rawValue
            }
            out.error("no installed copy of the administrator's guide beside this signoff; it is \(AdminGuide.inSource) in the source.")
            return CommandExit.failure.rawValue
        case .settings:
            return SettingsCommand.run(command.arguments, json: command.format == .json, location: DataLocation.fromEnvironment(environment),
                                       environment: environment, out: out).rawValue
        default:
            break
        }
        var exit = CommandExit.failure
        var finished = false
        Task { @MainActor in
            exit = await CommandRun(command: command, environment: environment, out: out).run()
            finished = true
        }
        while !finished { _ = RunLoop.main.run(mode: .default, before: Date().addingTimeInterval(0.05)) }
        RequestsInFlight.shared.close(waitingUpTo: 1)
        // A command that read the queue whole may still be copying its pages into the store.
        Database.finishCheckpoints(waitingUpTo: 3)
        return exit.rawValue
    }
}

/// One command against the server.
@MainActor
final class CommandRun {
    let command: ScriptCommand
    let environment: [String: String]
    let out: ConsoleOutput
    var context: AppContext?

    init(command: ScriptCommand, environment: [String: String], out: ConsoleOutput) {
        self.command = command
        self.environment = environment
        self.out = out
    }

    func run() async -> CommandExit {
        let location = DataLocation.fromEnvironment()
        let file = SettingsFile(location: location)
        let loaded = file.load()
        var settings = loaded.settings
        if let problem = loaded.problem { out.error(problem) }
        for problem in EnvironmentSettings.apply(environment, to: &settings) { out.error(problem) }
        let flags: [(String, String)] = [("server", "connection.server"), ("environment", "connection.environment"),
                                         ("role", "connection.role"), ("user", "connection.user")]
        for (flag, key) in flags {
            guard let value = command.connection[flag] else { continue }
            do { try settings.set(key, text: value, from: .commandLine) } catch {
                out.error("--\(flag): \(error)")
                return .usage
            }
        }
        if let problem = file.ensureDeviceName(in: &settings) { out.error(problem) }
        guard !settings.user.isEmpty else {
            out.error("no user: give --user USER, set SIGNOFF_USER, or log in once in the terminal UI.")
            return .usage
        }
        if command.offline { return await runOffline(settings: settings, location: location) }
        let password: String
        do { password = try PasswordReader.read(fromStdin: command.passwordFromStdin, environment: environment, user: settings.user) } catch {
            out.error("\(error)")
            return .authentication
        }
        let context = AppContext(settings: settings, location: location)
        self.context = context
        let container = AppContainer(context: context) {}
        if command.name == .doctor { return await doctor(settings: settings, password: password, container: container) }
        let worker = container.makeLoginWorker()
        do {
            let (workspace, session) = try await worker.login(.init(server: settings.server, environment: settings.environment, role: settings.role,
                                                                    username: settings.user.uppercased(), password: password),
                                                              reuse: nil)
            context.workspace = workspace
            context.session = session
            await workspace.gate.setPrompt(CommandReauthentication(password: password))
        } catch let refusal as LoginRefusal {
            out.error(refusal.description)
            return .authentication
        } catch let error as AISError {
            out.error(error.userMessage)
            switch error {
            case .authorizationFailure, .invalidToken, .serverNotAllowedByHTMLServer, .singleSignOn, .gatewayLogin: return .authentication
            case .notAllowed: return .refused
            case .unreachable, .timeout: return .network
            default: return .failure
            }
        } catch {
            out.error("\(error)")
            return .failure
        }
        let exit = await perform(container: container, context: context)
        // End the session on the server before the process ends: a command run from cron every few
        // minutes would otherwise leave a live AIS session behind each time.
        if let workspace = context.workspace { await workspace.gate.logout() }
        return exit
    }

    private func perform(container: AppContainer, context: AppContext) async -> CommandExit {
        guard let workspace = context.workspace, let session = context.session else { return .failure }
        let list = QueueListWorker(database: workspace.database, username: session.username)
        // The same needs and factories as the screen, with console presenters; the command line is the
        // confirm, and a one-shot command does not retry its outbox nor wait in an undo window (sent at once).
        let desk = container.makeDecisionDesk(workspace: workspace, session: session, queue: list)
        desk.rules.confirmApprovals = false
        desk.rules.undoSeconds = 0
        desk.retriesOutbox = false
        let presenter = QueueCommandPresenter()
        let interactor = OrdersAwaitingApprovalScene.makeInteractor(container.homeNeeds(workspace: workspace, list: list, desk: nil),
                                                                    presenter: presenter)
        let decisionPresenter = DecisionCommandPresenter()
        desk.listen(decisionPresenter) { [weak decisionPresenter] in decisionPresenter?.hear($0) }
        let decisions = DecideScene.makeInteractor(.init(desk: desk, formats: container.formats), presenter: decisionPresenter)

        if command.name == .inventory { return await inventory(container: container) }
        if command.name == .watch { return await watch(interactor: interactor, presenter: presenter, context: context) }
        if command.name == .history { return await history(container: container) }

        // What a deciding script saw of its orders: the store as it last held them, before this run's refresh
        // (what `queue` or `show` printed). A change the refresh brings holds the decision (exit 7).
        let decides = [.approve, .reject, .forward].contains(command.name)
        let shownBefore = decides ? list.seen(command.arguments.compactMap(Int.init).compactMap { workspace.queuedOrder(number: $0) }) : [:]

        // The store up to date: foundation data when missing or old, then what changed in the queue (R on
        // screen), or the whole queue with sync --full.
        let foundation = await workspace.preloadWorker(settings: container.preloadSettings).run([.codes, .branches]) { _ in }
        let refreshed: OrdersAwaitingApproval.Refresh.Response = await withCheckedContinuation { done in
            presenter.onRefreshed = { done.resume(returning: $0) }
            interactor.refresh(.init(full: command.full))
        }
        guard case .finished(let done) = refreshed else { return .failure }
        let failed = done.failed, firstError = done.firstError, elsewhere = done.decidedElsewhere
        if !failed.isEmpty {
            // An empty store is not an empty queue: with nothing read before, there is nothing true to show.
            guard !done.queueFailed || list.holdsQueue(of: session.username) else {
                out.error("the queue could not be read (\(firstError ?? "unknown error")), and nothing was stored before: nothing to show.")
                return done.offline ? .network : .refused
            }
            out.error("the server's data could not all be read (\(firstError ?? "unknown error")); what is shown was stored before.")
            // Not allowed (a 403 on a table): the administrator grants it; waiting does not help.
            if done.notAllowed { return .refused }
            if [.sync, .approve, .reject, .forward].contains(command.name) { return .network }
        }
        switch command.name {
        case .queue:
            writeQueue(interactor: interactor, presenter: presenter, context: context)
            return .success
        case .sync:
            let count = (try? workspace.database.read { try $0.count(ApprovalQueueEntry.self) }) ?? 0
            let added = done.arrived.map(\.number).sorted()
            let gone = done.left.map(\.number).sorted()
            let foundationFailed = foundation.failed.map(\.title)
            let unreadable = (try? workspace.preloadWorker(settings: container.preloadSettings).unreadableDates()) ?? (count: 0, samples: [])
            if command.format == .json {
                out.json(.object([("orders", .int(count)), ("added", .array(added.map { .int($0) })), ("removed", .array(gone.map { .int($0) })),
                                  ("decidedElsewhere", .array(elsewhere.map { .int($0.number) })),
                                  ("unreadableDates", .int(unreadable.count)),
                                  ("failed", .array((foundationFailed + failed).map { .string($0) }))]))
            } else {
                let numbers = context.numberStyle
                out.line("\(numbers.counted(count, "order")) awaiting approval; \(numbers.grouped(added.count)) new, "
                         + "\(numbers.grouped(gone.count)) gone (\(numbers.grouped(elsewhere.count)) not by you).")
                if !added.isEmpty { out.line("New: " + added.map(String.init).joined(separator: ", ")) }
                if !elsewhere.isEmpty {
                    out.line("No longer awaiting you (decided, forwarded or withdrawn elsewhere): "
                             + elsewhere.map { String($0.number) }.joined(separator: ", "))
                }
                for title in foundationFailed { out.error("\(title) could not be read; the stored copy is used.") }
                if unreadable.count > 0 {
                    let examples = unreadable.samples.map(\.description)
                    out.error("\(unreadable.count) date\(unreadable.count == 1 ? "" : "s") could not be read; shown as the server sent them ("
                              + examples.joined(separator: "; ") + ").")
                }
            }
            return foundationFailed.isEmpty ? .success : .partial
        case .show:
            return await show(container: container, context: context)
        case .attachment:
            return await saveAttachment(context: context)
        case .approve, .reject, .forward:
            return await decide(interactor: decisions, presenter: decisionPresenter, context: context, shownBefore: shownBefore)
        case .outbox:
            return await outbox(desk: desk, presenter: decisionPresenter, context: context)
        default:
            return .failure
        }
    }

    /// The queue as the store holds it, every order, as the list would show it.
    func writeQueue(interactor: OrdersAwaitingApprovalInteractor, presenter: QueueCommandPresenter, context: AppContext) {
        interactor.loadSummary()
        interactor.fetchWindow(.init(offset: 0, limit: max(presenter.count, 1)))
        QueueCommandPresenter.write(presenter.rows, format: command.format, numbers: context.numberStyle, dates: context.dateStyle, to: out)
    }

    func show(container: AppContainer, context: AppContext) async -> CommandExit {
        guard let workspace = context.workspace, let number = Int(command.arguments[0]) else { return .usage }
        guard let key = workspace.queuedOrder(number: number) else {
            out.error("order \(number) is not in your queue.")
            return .refused
        }
        let presenter = OrderCommandPresenter()
        let interactor = ApproveRejectOrderScene.makeInteractor(container.orderNeeds(workspace: workspace, desk: nil), presenter: presenter)
        let response: ApproveRejectOrder.Load.Response = await withCheckedContinuation { done in
            presenter.onComplete = { done.resume(returning: $0) }
            interactor.orderKey = key
        }
        OrderCommandPresenter.write(response, format: command.format, numbers: context.numberStyle, dates: context.dateStyle, to: out)
        if case .failed = response.route, !command.offline { return .network }
        return .success
    }

    private func inventory(container: AppContainer) async -> CommandExit {
        guard let context, let workspace = context.workspace else { return .failure }
        let settings = context.settings
        let presenter = InventoryCommandPresenter()
        let needs = container.inventoryNeeds(workspace: workspace, branches: command.branches.isEmpty ? settings.inventoryBranches : command.branches)
        let interactor = InventoryInquiryScene.makeInteractor(needs, mode: .standalone(item: command.arguments[0]), presenter: presenter)
        interactor.delay = .zero
        let outcome: InventoryCommandPresenter.Outcome = await withCheckedContinuation { done in
            var resumed = false
            presenter.onOutcome = { outcome in
                guard !resumed else { return }
                resumed = true
                done.resume(returning: outcome)
            }
            interactor.start()
        }
        interactor.stop()
        switch outcome {
        case .quantities(let availability, let offline):
            InventoryCommandPresenter.write(availability, offline: offline, format: command.format, numbers: context.numberStyle, to: out)
            return offline == nil ? .success : .network
        case .failed(let message, let exit):
            out.error(message)
            return exit
        }
    }

    private func outbox(desk: DecisionDesk, presenter: DecisionCommandPresenter, context: AppContext) async -> CommandExit {
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
