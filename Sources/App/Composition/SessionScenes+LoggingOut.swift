import Resources
import SceneKit
import Scenes

/// Leaving the session: asking before logging out or quitting with decisions open, and logging out.
extension SessionScenes {
    /// Logging out while decisions are still in the outbox asks first; they are sent at the next login.
    /// Inside an undo window it asks whether to send them now, take them back, or stay.
    func makeLogoutConfirmation() -> (any SceneView)? {
        guard let desk = orderScenes.desk, desk.openDecisionCount() > 0 else { return nil }
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
        orderScenes.desk?.stop()
        orderScenes.desk = nil
        homeScenes.otherWriters = nil
        // The files the session opened are the user's data too.
        attachmentFolder.removeAll()
        context.session = nil
        context.root?.loggedOut(message: message)
        Task { try? await workspace?.logout() }
    }

    /// Quitting while decisions are still in the outbox asks first; they are sent at the next login.
    /// Inside an undo window it asks whether to send them now, take them back, or stay.
    func makeQuitConfirmation(root: RootController) -> (any SceneView)? {
        guard root.state == .preloaded, let desk = orderScenes.desk, desk.openDecisionCount() > 0 else { return nil }
        if !desk.waitingDecisions.isEmpty {
            return UndoWindowQuestion.view(desk: desk, leaving: "Quit") { [weak root] in root?.quitNow() }
        }
        let open = desk.openDecisionCount()
        let what = open == 1 ? "1 decision is" : "\(open) decisions are"
        return ConfirmView(title: "Quit?", lines: ["\(what) still being sent.", "Quit anyway? They are kept and sent at your next login."],
                           confirmLabel: "Quit") { [weak root] in root?.quitNow() }
    }
}
