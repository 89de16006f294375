import Foundation
import Resources
import Scenes

/// The Decide scene's presentation logic for `approve`, `reject`, `forward` and `outbox`: it collects the
/// refusals made before sending, and (listening to the desk) each decision's outcome, instead of drawing them.
@MainActor
final class DecisionCommandPresenter: DecidePresentationLogic {
    private(set) var decisions: [OrderID: DecisionFacts] = [:]
    private(set) var nextApproverNames: [OrderID: String] = [:]
    /// The refusals made before anything was saved, each with its kind (a usage error or not).
    private(set) var refusals: [Decide.Refusal.Response] = []
    /// Called after each pass over the outbox, once every update of that pass was taken.
    var onOutboxPass: (() -> Void)?

    /// Takes the desk's news: each outcome (a batch's updates still report their own order), and the end
    /// of each pass.
    func hear(_ news: DecisionNews) {
        switch news {
        case .updated(let decision, let name), .batch(_, let decision?, let name):
            decisions[decision.order] = decision
            if let name { nextApproverNames[decision.order] = name }
        case .passEnded:
            onOutboxPass?()
        case .queued, .waiting, .undone, .batch, .noteSaved, .noteUpdated:
            break
        }
    }

    func presentRefusal(_ response: Decide.Refusal.Response) { refusals.append(response) }

    // The command line is the confirmation and names the colleague: no dialog or picker is shown.
    func presentConfirm(_ response: Decide.Confirm.Response) {}
    func presentConfirmChanged(_ response: Decide.ConfirmChanged.Response) {}
    func presentForwardStart(_ response: Decide.Forward.Start.Response) {}
    func presentColleagues(_ response: Decide.Forward.Search.Response) {}
    func presentNoteEntry(_ response: Decide.Note.Response) {}
}
