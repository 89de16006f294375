import AIS
import Foundation
import Resources
import SceneKit
import Scenes

/// What each scene is built from, in one place for the screen and the script commands alike: both get
/// their interactors from the scenes' own factories with these needs, so the wiring is written once.
extension AppContainer {
    /// The user's date and number formats as the settings say them now (weak: presenters must not keep
    /// the context alive).
    var formats: DisplayFormats.Source {
        let context = self.context
        return { @MainActor [weak context] in (dates: context?.dateStyle ?? .iso, numbers: context?.numberStyle ?? .plain) }
    }

    /// The session's decision desk, made once per login (with the home scene, or by a command) and kept
    /// until logout; one made before it stops trying its outbox.
    func makeDecisionDesk(workspace: ServerWorkspace, session: AISSession, queue: QueueListWorker,
                          connection: ConnectionState = ConnectionState()) -> DecisionDesk {
        desk?.stop()
        let detail = OrderDetailWorker(gate: workspace.gate, database: workspace.database, rejectedLines: rejectedLines)
        let made = DecisionDesk(.init(
            outbox: DecisionWorker(gate: workspace.gate, database: workspace.database, method: context.settings.decisionMethod,
                                   rejectedLines: rejectedLines),
            notes: ApproverNoteWorker(gate: workspace.gate, database: workspace.database), queue: queue,
            approver: Approver(username: session.username, addressNumber: session.userInfo.addressNumber),
            // Forwarding needs the site's forward orchestration (contract §5.1); without one it is not offered.
            connection: connection,
            colleagues: context.settings.forwardOrchestration.isEmpty ? nil
                : ColleagueDirectoryWorker(gate: workspace.gate, database: workspace.database),
            reasons: { ((try? detail.rejectReasons()) ?? []).map { ReasonFacts(code: $0.code, text: $0.description) } }),
            rules: decisionRules)
        made.linesDecidable = context.settings.decisionMethod.decidesLines
        desk = made
        return made
    }

    /// The home list's needs; `desk` nil builds the list alone (`signoff queue --offline`).
    func homeNeeds(workspace: ServerWorkspace, list: QueueListWorker, desk: DecisionDesk?, refreshes: Bool = true)
        -> OrdersAwaitingApprovalScene.Needs {
        let context = self.context
        var needs = OrdersAwaitingApprovalScene.Needs(
            list: list, refresher: refreshes ? workspace.syncWorker(settings: preloadSettings) : nil,
            connection: desk?.connection ?? ConnectionState(), formats: formats,
            makeInventoryInquiry: { [weak self] mode in self?.makeInventoryInquiry(mode: mode) })
        needs.decide = desk.map { DecideScene.Needs(desk: $0, formats: formats) }
        needs.makeDecidedByMe = { [weak self] in self?.makeDecidedByMe() }
        needs.savedViews = SavedViewsWorker(file: SettingsFile(location: context.location), settings: { [weak self] in self?.context.settings ?? Settings() },
                                            didKeep: { [weak self] views in self?.context.settings.views = views })
        needs.signal = { @MainActor [weak context] in NewOrderSignal(rawValue: context?.settings.notifyOnNew ?? "off") ?? .off }
        needs.newOrdersHook = { @MainActor [weak self] in
            guard let self else { return nil }
            let log = self.log
            return NewOrdersHook(command: self.context.settings.newOrdersCommand, log: { log?.write($0) })
        }
        return needs
    }

    func orderNeeds(workspace: ServerWorkspace, desk: DecisionDesk?) -> ApproveRejectOrderScene.Needs {
        var needs = ApproveRejectOrderScene.Needs(worker: OrderDetailWorker(gate: workspace.gate, database: workspace.database, rejectedLines: rejectedLines),
                                                  desk: desk, formats: formats)
        if desk != nil {
            needs.supplierHistory = SupplierHistoryWorker(gate: workspace.gate, database: workspace.database)
            needs.attachments = attachmentLauncher()
        }
        return needs
    }

    func inventoryNeeds(workspace: ServerWorkspace, branches: [String]? = nil) -> InventoryInquiryScene.Needs {
        // The style is taken once: opening the settings screen closes the inquiry (AppRouter), so a
        // change of display.numbers always meets a new one.
        .init(worker: InventoryWorker(gate: workspace.gate, database: workspace.database),
              branches: branches ?? context.settings.inventoryBranches, defaultBranch: defaultBranch(), numbers: context.numberStyle)
    }

    func decidedByMeNeeds(workspace: ServerWorkspace, session: AISSession) -> DecidedByMeScene.Needs {
        let reader = DecidedByMeWorker(gate: workspace.gate, database: workspace.database, username: session.username,
                                       pageSize: preloadSettings.pageSize)
        return .init(reader: reader, formats: formats, username: session.username)
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
