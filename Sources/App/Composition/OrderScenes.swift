import AIS
import Foundation
import Resources
import Scenes

/// The order and deciding scenes' part of the composition: the session's one decision desk, made once
/// per login and kept until logout, and what the order view is built from (the desk, the supplier's
/// history, the attachments), for the screen and the script commands alike.
@MainActor
final class OrderScenes {
    private let context: AppContext
    private let attachmentFolder: AttachmentFolder
    /// The diagnostic log, when on: an attachment opener's words go to it.
    var log: DiagnosticLog?
    /// The session's decision desk, from the first scene or command that decides until logout.
    var desk: DecisionDesk?

    init(context: AppContext, attachmentFolder: AttachmentFolder) {
        self.context = context
        self.attachmentFolder = attachmentFolder
    }

    /// The session's decision desk, made once per login (with the home scene, or by a command) and kept
    /// until logout; one made before it stops trying its outbox.
    func makeDecisionDesk(workspace: ServerWorkspace, session: AISSession, queue: QueueListWorker,
                          connection: ConnectionState = ConnectionState()) -> DecisionDesk {
        desk?.stop()
        let settings = context.settings, rejectedLines = context.rejectedLines
        let detail = OrderDetailWorker(gate: workspace.gate, database: workspace.database, rejectedLines: rejectedLines)
        let made = DecisionDesk(.init(
            outbox: DecisionWorker(gate: workspace.gate, database: workspace.database, method: settings.decisionMethod,
                                   rejectedLines: rejectedLines),
            notes: ApproverNoteWorker(gate: workspace.gate, database: workspace.database), queue: queue,
            approver: Approver(username: session.username, addressNumber: session.userInfo.addressNumber),
            // Forwarding needs the site's forward orchestration (contract §5.1); without one it is not offered.
            connection: connection,
            colleagues: settings.forwardOrchestration.isEmpty ? nil
                : ColleagueDirectoryWorker(gate: workspace.gate, database: workspace.database),
            reasons: { ((try? detail.rejectReasons()) ?? []).map { ReasonFacts(code: $0.code, text: $0.description) } }),
            rules: context.decisionRules)
        made.linesDecidable = settings.decisionMethod.decidesLines
        desk = made
        return made
    }

    /// The order view's needs; `desk` nil builds it to show, not to decide (`signoff show`).
    func orderNeeds(workspace: ServerWorkspace, desk: DecisionDesk?) -> ApproveRejectOrderScene.Needs {
        var needs = ApproveRejectOrderScene.Needs(
            worker: OrderDetailWorker(gate: workspace.gate, database: workspace.database, rejectedLines: context.rejectedLines),
            desk: desk, formats: context.formats)
        if desk != nil {
            needs.supplierHistory = SupplierHistoryWorker(gate: workspace.gate, database: workspace.database)
            needs.attachments = attachmentLauncher()
        }
        needs.budget = BudgetWorker(gate: workspace.gate, database: workspace.database)
        needs.budgetAccumulation = { [weak context] in context?.settings.budgetAccumulation ?? .wholeYear }
        return needs
    }

    /// Opens file and link attachments with the settings' opener and limit, as they are at each opening.
    func attachmentLauncher() -> AttachmentLauncher {
        let (context, log) = (self.context, self.log)
        return AttachmentLauncher(folder: attachmentFolder, keptFolder: AttachmentFolder.kept(),
                                  keep: { [weak context] in context?.settings.keepsAttachments ?? false },
                                  limitMegabytes: { [weak context] in context?.settings.attachmentLimitMegabytes ?? 20 },
                                  opener: { [weak context] in
                                      AttachmentOpener(program: context?.settings.attachmentOpener ?? "xdg-open") { log?.write($0) }
                                  })
    }
}
