import AIS
import Dispatch
import Foundation
import Resources
import SceneKit
import Scenes

/// The session around the scenes: logging in (the login worker and its configuration), the gate's
/// events driving the Root controller, and asking before logging out or quitting with decisions open.
extension AppContainer {
    /// Logging out while decisions are still in the outbox asks first; they are sent at the next login.
    /// Inside an undo window it asks whether to send them now, take them back, or stay.
    func makeLogoutConfirmation() -> (any SceneView)? {
        guard let desk, desk.openDecisionCount() > 0 else { return nil }
        if !desk.waitingDecisions.isEmpty {
            return UndoWindowQuestion.view(desk: desk, leaving: "Log out") { [weak self] in self?.logOut() }
        }
        let open = desk.openDecisionCount()
        let what = open == 1 ? "1 decision is" : "\(open) decisions are"
        return ConfirmView(title: "Log out?", lines: ["\(what) still being sent.", "Log out anyway? They are kept and sent at your next login."],
                           confirmLabel: "Log out") { [weak self] in self?.logOut() }
    }

    /// Ends the session on the server, forgets the user's data (never the outbox) and shows the login
    /// with `message`.
    func logOut(message: StatusMessage = .info("Logged out.")) {
        let workspace = context.workspace
        // The desk was this session's: its retries stop; the outbox keeps what it holds for the next login.
        desk?.stop()
        desk = nil
        otherWriters = nil
        // The files the session opened are the user's data too.
        attachmentFolder.removeAll()
        context.session = nil
        context.root?.loggedOut(message: message)
        Task { try? await workspace?.logout() }
    }

    /// Quitting while decisions are still in the outbox asks first; they are sent at the next login.
    /// Inside an undo window it asks whether to send them now, take them back, or stay.
    public func makeQuitConfirmation(root: RootController) -> (any SceneView)? {
        guard root.state == .preloaded, let desk, desk.openDecisionCount() > 0 else { return nil }
        if !desk.waitingDecisions.isEmpty {
            return UndoWindowQuestion.view(desk: desk, leaving: "Quit") { [weak root] in root?.quitNow() }
        }
        let open = desk.openDecisionCount()
        let what = open == 1 ? "1 decision is" : "\(open) decisions are"
        return ConfirmView(title: "Quit?", lines: ["\(what) still being sent.", "Quit anyway? They are kept and sent at your next login."],
                           confirmLabel: "Quit") { [weak root] in root?.quitNow() }
    }

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
