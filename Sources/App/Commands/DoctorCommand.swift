import AIS
import Foundation
import Resources
import Scenes

/// `signoff doctor [--json]`: the site check (`SiteDoctor`), which decides nothing and writes nothing on
/// the server. It runs before any other login, so a server that does not answer or refuses the login is
/// itself a finding. Text: one line per check as it ends (✔, ! or ✘, what was seen) and the fix under a
/// line that needs one. Exit 0 when no check failed, 1 otherwise.
extension CommandRun {
    func doctor(settings: Settings, password: String, container: AppContainer) async -> CommandExit {
        let request = LoginWorker.Request(server: settings.server, environment: settings.environment, role: settings.role,
                                          username: settings.user.uppercased(), password: password)
        let workspace: ServerWorkspace
        do {
            workspace = try container.sessionScenes.makeLoginWorker().workspace(for: request)
        } catch {
            out.error("the local store could not be opened: \(error)")
            return .failure
        }
        let local = SiteNetworkChecks.results(server: settings.server, verifyTLS: settings.verifyTLS, caFile: settings.caFile,
                                              proxySetting: settings.proxy, environment: environment)
        let site = SiteDoctor.Site(
            username: request.username, password: password, method: settings.decisionMethod,
            orchestrations: [("approvals.approve-orchestration", settings.approveOrchestration),
                             ("approvals.reject-orchestration", settings.rejectOrchestration)], local: local,
            guide: AdminGuide.reference())
        let json = command.format == .json
        // Each check's line as it ends: a slow server shows progress.
        let (told, teller) = AsyncStream.makeStream(of: SiteCheckResult.self)
        let doctor = SiteDoctor(workspace: workspace, site: site)
        let run = Task {
            let results = await doctor.run { teller.yield($0) }
            teller.finish()
            return results
        }
        for await result in told where !json { out.lines(SiteCheckWording.lines(SiteCheckFacts(result)).joined(separator: "\n")) }
        let results = await run.value
        if json {
            out.json(DoctorWording.json(results))
        } else {
            out.line(SiteCheckWording.summary(results.map(SiteCheckFacts.init)))
        }
        return results.contains { $0.status == .failed } ? .failure : .success
    }
}

/// The doctor's results in JSON (the words are `SiteCheckWording`'s); server text in them is made inert
/// by `ConsoleOutput`.
enum DoctorWording {
    static func json(_ results: [SiteCheckResult]) -> JSONValue {
        .object([
            ("checks", .array(results.map { result in
                .object([("name", .string(result.name)), ("ok", .bool(result.status != .failed)),
                         ("warning", .bool(result.status == .warning)), ("detail", .string(result.detail)),
                         ("fix", .string(result.fix))])
            })),
            ("passed", .bool(!results.contains { $0.status == .failed })),
        ])
    }
}
