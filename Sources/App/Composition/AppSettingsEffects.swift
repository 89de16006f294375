import AIS
import Dispatch
import Foundation
import Resources
import SceneKit
import Scenes

/// Puts changed settings into effect in the running app: the terminal's looks, the Root controller,
/// the home scene, the session and the store.
@MainActor
final class AppSettingsEffects: SettingsEffects {
    private let context: AppContext
    private unowned let homeScenes: HomeScenes
    private unowned let sessionScenes: SessionScenes
    /// Performs the screen's log out, which asks first with decisions open.
    private weak var router: AppRouter?
    /// Applies theme, colour and mouse to the terminal.
    private let display: (Settings) -> Void

    init(context: AppContext, homeScenes: HomeScenes, sessionScenes: SessionScenes, router: AppRouter,
         display: @escaping (Settings) -> Void) {
        self.context = context
        self.homeScenes = homeScenes
        self.sessionScenes = sessionScenes
        self.router = router
        self.display = display
    }

    func apply(_ settings: Settings, changed key: String) {
        context.settings = settings
        let root = context.root
        switch key {
        case "display.theme", "display.color", "display.mouse":
            display(settings)
            root?.setNeedsDisplay()
        case "display.spinner":
            root?.spinnerEnabled = settings.spinner
        case "display.dates", "display.numbers":
            homeScenes.applyFormats()
        case "connection.verify-tls":
            root?.status.insecureTLS = !settings.verifyTLS
        default:
            homeScenes.applyHomeSettings()
        }
    }

    func apply(keyTable: KeyTable) { context.root?.keyTable = keyTable }

    func logInAgain() { sessionScenes.logOut() }

    func testConnection() async -> Result<String, SettingsEffectError> {
        guard let workspace = context.workspace else { return .failure(.init("Not logged in.")) }
        let client = workspace.client
        let started = Date()
        do {
            let valid = try await workspace.gate.perform { session in try await client.sessionService.validate(session, touch: false) }
            let ms = Int(Date().timeIntervalSince(started) * 1000)
            return valid ? .success("\(workspace.server.host ?? "The server"): the session is valid; the server answered in \(ms) ms.")
                : .failure(.init("The server answered in \(ms) ms but says the session is no longer valid; log in again."))
        } catch let error as AISError {
            return .failure(.init(error.userMessage))
        } catch {
            return .failure(.init("\(error)"))
        }
    }

    func checkSite(progress: @escaping @MainActor (SiteCheckFacts) -> Void) async -> Result<[SiteCheckFacts], SettingsEffectError> {
        guard let workspace = context.workspace, let session = context.session else { return .failure(.init("Not logged in.")) }
        let settings = context.settings
        let local = SiteNetworkChecks.results(server: settings.server, verifyTLS: settings.verifyTLS, caFile: settings.caFile,
                                              proxySetting: settings.proxy, environment: ProcessInfo.processInfo.environment)
        let site = SiteDoctor.Site(username: session.username, password: nil, method: settings.decisionMethod,
                                   orchestrations: [("approvals.approve-orchestration", settings.approveOrchestration),
                                                    ("approvals.reject-orchestration", settings.rejectOrchestration)], local: local,
                                   guide: AdminGuide.reference())
        let results = await SiteDoctor(workspace: workspace, site: site).run { result in
            let facts = SiteCheckFacts(result)
            DispatchQueue.main.async { MainActor.assumeIsolated { progress(facts) } }
        }
        return .success(results.map(SiteCheckFacts.init))
    }

    func reloadFoundation(branchesOnly: Bool, progress: @escaping @MainActor (String) -> Void) async -> Result<String, SettingsEffectError> {
        guard let workspace = context.workspace else { return .failure(.init("Not logged in.")) }
        let datasets: Set<Dataset> = branchesOnly ? [.branches, .defaultBranch] : [.codes, .branches, .defaultBranch]
        let worker = workspace.preloadWorker(settings: context.preloadSettings)
        let outcome = await worker.run(datasets, reloadFoundation: true) { p in
            let text = "Reloading \(p.dataset.title.lowercased()): \(p.rows) rows"
            DispatchQueue.main.async { MainActor.assumeIsolated { progress(text) } }
        }
        homeScenes.applyHomeSettings()
        if outcome.succeeded {
            let rows = (try? workspace.database.read { c in
                (try c.count(BusinessUnit.self), try c.count(UserDefinedCode.self))
            }) ?? (0, 0)
            let what = branchesOnly ? "Branch data reloaded: \(rows.0) branch/plants" : "Foundation data reloaded: \(rows.1) codes, \(rows.0) branch/plants"
            return .success(what + "; default branch \(context.defaultBranch() ?? "none").")
        }
        let failed = outcome.failed.map { d -> String in
            if case .failed(let why)? = outcome.phases[d] { return "\(d.title): \(why)" }
            return d.title
        }
        return .failure(.init("Reload failed (" + failed.joined(separator: "; ") + "). The data read before is kept."))
    }

    func clearCachedData() -> Result<String, SettingsEffectError> {
        guard let workspace = context.workspace else { return .failure(.init("Not logged in.")) }
        do {
            let count = try workspace.clearCachedData()
            return .success("Cleared the inquiry cache (\(count) items) and the kept approval routes; the outbox and upload queue are untouched.")
        } catch {
            return .failure(.init("The local store could not be cleared: \(error)"))
        }
    }

    func logOut() { router?.perform(.logout) }
}
