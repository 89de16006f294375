import AIS
import Foundation
import Resources
import Scenes

extension CommandRun {
    /// `queue --offline`, `show --offline`: the store of the configured server and environment, read
    /// without logging in, when it holds this user's queue.
    func runOffline(settings: Settings, location: DataLocation) async -> CommandExit {
        let context = AppContext(settings: settings, location: location)
        self.context = context
        let configuration = AISConfiguration(baseURL: settings.server, environment: settings.environment, role: settings.role,
                                             deviceName: settings.deviceName)
        let workspace: ServerWorkspace
        do { workspace = try ServerWorkspace(configuration: configuration, location: location) } catch {
            out.error("the local store could not be opened: \(error)")
            return .failure
        }
        let user = settings.user.uppercased()
        guard let (owner, loadedAt) = workspace.storedQueue(), owner.username == user else {
            out.error("the local store holds no queue of \(user) for \(settings.server.absoluteString) (\(settings.environment)); "
                      + "run the command once without --offline.")
            return .failure
        }
        context.workspace = workspace
        context.storedOwner = owner
        let age = PreloadWorker.age(since: loadedAt, now: Date())
        if command.format == .text { out.error("offline: the queue as stored \(age) ago.") }
        let list = QueueListWorker(database: workspace.database, username: user)
        switch command.name {
        case .queue:
            let presenter = QueueCommandPresenter()
            let container = AppContainer(context: context) {}
            let interactor = OrdersAwaitingApprovalScene.makeInteractor(
                container.homeScenes.homeNeeds(workspace: workspace, list: list, desk: nil, refreshes: false), presenter: presenter, refreshes: presenter)
            writeQueue(interactor: interactor, presenter: presenter, context: context)
            return .success
        case .show:
            return await show(orderScenes: AppContainer(context: context) {}.orderScenes, context: context)
        default:
            return .usage
        }
    }
}
