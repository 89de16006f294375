import AIS
import Dispatch
import Foundation
import Resources
import SceneKit
import Scenes

/// The session's way to the server: logging in (the login worker and its configuration), and the gate's
/// events driving the Root controller.
extension SessionScenes {
    func makeLoginWorker() -> LoginWorker {
        let settings = context.settings
        let transport = self.transport ?? log.map {
            LoggingTransport(CurlTransport(options: CurlTransport.Options(verifyTLS: settings.verifyTLS, caFile: settings.caFile,
                                                                          proxy: settings.proxy, timeout: TimeInterval(settings.timeout))), log: $0)
        }
        let diagnostics = log.map { log in Diagnostics { log.write($0) } } ?? .none
        return LoginWorker(location: context.location, transport: transport, diagnostics: diagnostics) { request in
            var configuration = AISConfiguration(baseURL: request.server, environment: request.environment, role: request.role,
                                                 deviceName: settings.deviceName)
            configuration.requestTimeout = TimeInterval(settings.timeout)
            configuration.verifyTLS = settings.verifyTLS
            configuration.login = settings.login
            configuration.caFile = settings.caFile
            configuration.proxy = settings.proxy
            configuration.maxPageSize = settings.pageSize
            configuration.approveOrchestration = settings.approveOrchestration
            configuration.rejectOrchestration = settings.rejectOrchestration
            configuration.forwardOrchestration = settings.forwardOrchestration
            if !settings.attachmentsForm.isEmpty { configuration.attachmentsForm = settings.attachmentsForm }
            if !settings.attachmentsFormVersion.isEmpty { configuration.attachmentsFormVersion = settings.attachmentsFormVersion }
            return configuration
        }
    }

    /// Session events from the gate reach the re-authentication dialog: expiry opens it over the screen,
    /// and its interactor routes on a renewal (back to work) or an abandoned renewal (out to the login).
    func listen(to workspace: ServerWorkspace, root: RootController) {
        let bridge = ReauthenticationPromptBridge { [weak self] username, problem, answer in
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    guard let self, let root = self.context.root else { return answer(nil) }
                    root.sessionDidExpire()
                    guard let interactor = self.reauthentication?.interactor else { return answer(nil) }
                    interactor.ask(.init(problem: problem)) { answer($0) }
                }
            }
        }
        // Weak: the context holds the workspace, whose gate holds this listener.
        let context = self.context
        Task {
            await workspace.gate.setPrompt(bridge)
            await workspace.gate.setListener { [weak self, weak context] event in
                DispatchQueue.main.async {
                    MainActor.assumeIsolated {
                        guard let context else { return }
                        switch event {
                        case .renewed(let session):
                            context.session = session
                            if context.root?.isSessionExpired == true { self?.reauthentication?.interactor?.sessionRenewed() }
                        case .ended where context.root?.isSessionExpired == true:
                            self?.reauthentication?.interactor?.sessionEnded()
                        default:
                            break
                        }
                    }
                }
            }
        }
    }
}
