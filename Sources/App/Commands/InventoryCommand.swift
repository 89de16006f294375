import Foundation
import Resources
import Scenes

/// `signoff inventory ITEM [--branch B]...`: the inventory inquiry's interactor, as on screen, for the
/// branches given (else the settings'), written on hand, committed and available per branch and location.
@MainActor
struct InventoryCommand {
    let command: ScriptCommand
    let out: ConsoleOutput

    func run(homeScenes: HomeScenes, context: AppContext) async -> CommandExit {
        guard let workspace = context.workspace else { return .failure }
        let settings = context.settings
        let presenter = InventoryCommandPresenter()
        let needs = homeScenes.inventoryNeeds(workspace: workspace, branches: command.branches.isEmpty ? settings.inventoryBranches : command.branches)
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
}
