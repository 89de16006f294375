import SceneKit

/// Where the order scene leads: an attachment's text or a line whole over the screen (Esc comes back). The inventory
/// inquiry for a line is the home router's (it reads this scene's DataStore); deciding is the Decide scene's.
@MainActor
public protocol ApproveRejectOrderRoutingLogic: AnyObject {
    func routeToAttachmentText(_ viewModel: ApproveRejectOrder.ReadAttachment.ViewModel)
    /// Enter on a line: the line whole over the screen (Esc comes back).
    func routeToWholeLine(_ line: ApproveRejectOrder.Load.WholeLine)
}

/// Navigation from the order scene, over the host the order view is attached to.
@MainActor
public final class ApproveRejectOrderRouter: ApproveRejectOrderRoutingLogic {
    public weak var view: ApproveRejectOrderView?

    public init() {}

    public func routeToAttachmentText(_ viewModel: ApproveRejectOrder.ReadAttachment.ViewModel) {
        view?.host?.present(TextReportView(title: viewModel.title, lines: viewModel.lines, isError: viewModel.isError))
    }

    public func routeToWholeLine(_ line: ApproveRejectOrder.Load.WholeLine) {
        view?.host?.present(TextReportView(title: line.title, lines: line.lines))
    }
}
