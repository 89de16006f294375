import SceneKit

/// Deciding, as the order view shows it over the screen: the confirm dialog, the note dialog, and each
/// outcome on the message line (several decided together summed up in one).
extension ApproveRejectOrderView {
    /// Asks the interactor to confirm a decision on these orders (the list's marked ones, or the current one).
    public func decide(_ verdict: Verdict, orders: [OrderID]) {
        interactor?.prepareDecision(.init(verdict: verdict, orders: orders))
    }

    /// Asks for a note on an order, then hands it to the interactor.
    public func askForNote(on order: OrderID) {
        host?.present(NoteDialogView(orderTitle: "order \(order)") { [weak self] text in
            self?.interactor?.addNote(text, to: order)
        })
    }

    public func displayConfirm(_ viewModel: ApproveRejectOrder.Confirm.ViewModel) {
        host?.present(DecisionDialogView(viewModel: viewModel) { [weak self] remark, reason in
            self?.interactor?.decide(.init(orders: viewModel.orders, verdict: viewModel.verdict, remark: remark, reason: reason,
                                           forwardTo: viewModel.forwardTo))
        })
    }

    /// The forward picker over the screen; what is typed goes to the interactor, which answers through
    /// `displayColleagues`.
    public func displayForwardStart(_ viewModel: ApproveRejectOrder.Forward.Start.ViewModel) {
        let orders = viewModel.orders
        let picker = ColleaguePickerDialogView(title: viewModel.title,
                                               onSearch: { [weak self] in self?.interactor?.searchColleagues(.init(text: $0)) },
                                               onMore: { [weak self] in self?.interactor?.moreColleagues() },
                                               onPick: { [weak self] in self?.interactor?.pickColleague(.init(colleague: $0, orders: orders)) })
        colleaguePicker = picker
        host?.present(picker)
    }

    public func displayColleagues(_ viewModel: ApproveRejectOrder.Forward.Search.ViewModel) {
        colleaguePicker?.show(viewModel)
    }

    public func displayDecision(_ viewModel: ApproveRejectOrder.Decide.ViewModel) {
        say(Self.statusMessage(viewModel.message, kind: viewModel.kind))
        switch viewModel.server {
        case .decisionsWait?: host?.setConnection(.offline("decisions wait in the outbox"), lastRefresh: nil)
        case .answered?: host?.setConnection(.online, lastRefresh: nil)
        case nil: break
        }
        reload()
    }

    public func displayBatchSummary(_ viewModel: ApproveRejectOrder.BatchSummary.ViewModel) {
        say(Self.statusMessage(viewModel.message, kind: viewModel.kind), batchSummary: true)
        if viewModel.waitsForServer {
            host?.setConnection(.offline("decisions wait in the outbox"), lastRefresh: nil)
        } else if viewModel.kind == .success {
            host?.setConnection(.online, lastRefresh: nil)
        }
        reload()
    }

    /// Every message of the decisions goes through here, so the bar offers the outcomes list only while
    /// the line it explains is on screen.
    func say(_ message: StatusMessage, batchSummary: Bool = false) {
        showsBatchSummary = batchSummary
        host?.show(message)
    }

    static func statusMessage(_ text: String, kind: ApproveRejectOrder.Decide.ViewModel.Kind) -> StatusMessage {
        switch kind {
        case .info: return .info(text)
        case .success: return .success(text)
        case .warning: return .warning(text)
        case .error: return .error(text)
        }
    }
}
