import AIS
import Foundation
import Resources
import SceneKit
import Scenes
import Store

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
        let worker = container.sessionScenes.makeLoginWorker()
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
        let desk = container.orderScenes.makeDecisionDesk(workspace: workspace, session: session, queue: list)
        desk.rules.confirmApprovals = false
        desk.rules.undoSeconds = 0
        desk.retriesOutbox = false
        let presenter = QueueCommandPresenter()
        let interactor = OrdersAwaitingApprovalScene.makeInteractor(container.homeScenes.homeNeeds(workspace: workspace, list: list, desk: nil),
                                                                    presenter: presenter, refreshes: presenter)
        let decisionPresenter = DecisionCommandPresenter()
        desk.listen(decisionPresenter) { [weak decisionPresenter] in decisionPresenter?.hear($0) }
        let decisions = DecideScene.makeInteractor(.init(desk: desk, formats: context.formats), presenter: decisionPresenter)

        if command.name == .inventory {
            return await InventoryCommand(command: command, out: out).run(homeScenes: container.homeScenes, context: context)
        }
        if command.name == .watch { return await watch(interactor: interactor, presenter: presenter, context: context) }
        if command.name == .history { return await history(container: container) }
        if command.name == .mine { return await mine(container: container) }

        // What a deciding script saw of its orders: the store as it last held them, before this run's refresh
        // (what `queue` or `show` printed). A change the refresh brings holds the decision (exit 7).
        let decides = [.approve, .reject, .forward].contains(command.name)
        let shownBefore = decides ? list.seen(command.arguments.compactMap(Int.init).compactMap { workspace.queuedOrder(number: $0) }) : [:]

        // The store up to date: foundation data when missing or old, then what changed in the queue (R on
        // screen), or the whole queue with sync --full.
        let foundation = await workspace.preloadWorker(settings: context.preloadSettings).run([.codes, .branches]) { _ in }
        let refreshed: OrdersAwaitingApproval.Refresh.Response = await withCheckedContinuation { done in
            presenter.onRefreshed = { done.resume(returning: $0) }
            interactor.refreshes.refresh(.init(full: command.full))
        }
        guard case .finished(let done) = refreshed else { return .failure }
        let failed = done.failed, firstError = done.firstError
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
            return SyncReport(command: command, out: out).write(done, foundationFailed: foundation.failed.map(\.title), workspace: workspace,
                                                                preload: context.preloadSettings, numbers: context.numberStyle)
        case .show:
            return await show(orderScenes: container.orderScenes, context: context)
        case .attachment:
            return await AttachmentCommand(command: command, out: out).run(context: context)
        case .approve, .reject, .forward:
            return await DecideCommand(command: command, out: out).run(desk: desk, interactor: decisions, presenter: decisionPresenter, context: context,
                                                                      shownBefore: shownBefore)
        case .outbox:
            return await OutboxCommand(command: command, out: out).run(desk: desk, presenter: decisionPresenter, context: context)
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

    func show(orderScenes: OrderScenes, context: AppContext) async -> CommandExit {
        guard let workspace = context.workspace, let number = Int(command.arguments[0]) else { return .usage }
        guard let key = workspace.queuedOrder(number: number) else {
            out.error("order \(number) is not in your queue.")
            return .refused
        }
        let presenter = OrderCommandPresenter()
        let interactor = ApproveRejectOrderScene.makeInteractor(orderScenes.orderNeeds(workspace: workspace, desk: nil), presenter: presenter)
        let budget = BudgetCommandPresenter()
        interactor.sideParts.budget.presenter = budget
        let response: ApproveRejectOrder.Load.Response = await withCheckedContinuation { done in
            presenter.onComplete = { done.resume(returning: $0) }
            interactor.orderKey = key
        }
        // The budget of the lines as the order's read left them (read with them, or kept today).
        let budgetResponse = await budget.settled()
        OrderCommandPresenter.write(response, budget: budgetResponse, format: command.format, numbers: context.numberStyle,
                                    dates: context.dateStyle, to: out)
        if case .failed = response.route, !command.offline { return .network }
        return .success
    }
}
