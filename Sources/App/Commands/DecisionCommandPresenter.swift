import Foundation
import Resources
import Scenes

/// The order scene's presentation logic for `approve`, `reject` and `outbox`: it collects each
/// decision's outcome (and the refusals made before sending) instead of drawing them.
@MainActor
final class DecisionCommandPresenter: ApproveRejectOrderPresentationLogic {
    private(set) var decisions: [OrderID: DecisionFacts] = [:]
    private(set) var nextApproverNames: [OrderID: String] = [:]
    private(set) var refusals: [String] = []

    func presentDecision(_ response: ApproveRejectOrder.Decide.Response) {
        switch response {
        case .queued: break
        case .refusedLocally(let why): refusals.append(why)
        case .updated(let decision, let name):
            decisions[decision.order] = decision
            if let name { nextApproverNames[decision.order] = name }
        }
    }

    /// Orders decided together come as batch updates; each still reports its own order.
    func presentBatchSummary(_ response: ApproveRejectOrder.BatchSummary.Response) {
        guard let decision = response.latest else { return }
        presentDecision(.updated(decision, nextApproverName: response.nextApproverName))
    }

    func presentOrder(_ response: ApproveRejectOrder.Load.Response) {}
    func presentAttachment(_ response: ApproveRejectOrder.ReadAttachment.Response) {}
    func presentConfirm(_ response: ApproveRejectOrder.Confirm.Response) {}
    func presentForwardStart(_ response: ApproveRejectOrder.Forward.Start.Response) {}
    func presentColleagues(_ response: ApproveRejectOrder.Forward.Search.Response) {}
    func presentSupplierOrders(_ response: ApproveRejectOrder.SupplierOrders.Response) {}
    func presentNote(_ response: ApproveRejectOrder.Note.Response) {}
    func presentNoOutcomes() {}
}
