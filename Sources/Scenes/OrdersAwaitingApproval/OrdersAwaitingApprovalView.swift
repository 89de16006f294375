import SceneKit

/// The home scene's View: the queue, and the selected order beside it on wide terminals (Enter opens
/// it on narrow ones). Space marks orders; a and r decide the marked ones, or the current one.
@MainActor
public final class OrdersAwaitingApprovalView: SceneView, OrdersAwaitingApprovalDisplayLogic {
    public let keyScope = KeyScope.orders
    public var interactor: (any OrdersAwaitingApprovalBusinessLogic)?
    public let order: ApproveRejectOrderView
    let list = OrderListFragment()
    /// Whether the message line shows a batch summary now: the bar then offers the outcomes list.
    var showsBatchSummary = false
    /// The queue (or its glance), and the order beside it or instead of it; which pane has the focus.
    var layout: QueueAndOrderLayout
    weak var host: (any SceneHost)?
    /// The filter dialog while it is open: a field it holds that does not fit is said in it.
    weak var filterDialog: FilterDialogView?
    var sceneHost: (any SceneHost)? { host }

    public init(order: ApproveRejectOrderView) {
        self.order = order
        layout = QueueAndOrderLayout(list: list, order: order)
        list.fetch = { [weak self] offset, limit in
            self?.interactor?.fetchWindow(.init(offset: offset, limit: limit))
        }
    }

    public func didAttach(to host: any SceneHost) {
        self.host = host
        order.host = host
        interactor?.startObserving { [weak self] in self?.reload() }
        interactor?.loadSummary()
        interactor?.resumeDecisions()
        interactor?.refreshes.startAutoRefresh(minutes: autoRefreshMinutes)
        if let number = openOrderNumber {
            openOrderNumber = nil
            open(orderNumber: number)
        }
    }

    /// Shows the order view: instead of the list on narrow terminals (Esc returns), with the focus on
    /// its lines on wide ones.
    public func showDetail(_ shown: Bool) {
        layout.showOrder(shown)
        host?.setNeedsDisplay()
    }

    /// Selects an order of the queue and shows it (`:po 4001`); a clear message when it is not there.
    public func open(orderNumber: Int) {
        if interactor?.openOrder(number: orderNumber) == true { showDetail(true) }
    }

    /// An order to open once the list is on screen (`signoff --open po/4001`).
    public var openOrderNumber: Int?

    /// Minutes between automatic refreshes (the settings' data.refresh-interval; 0 is off).
    public var autoRefreshMinutes = 0

    public func willDetach() {
        interactor?.stopObserving()
        interactor?.refreshes.cancel()
        order.stop()
    }

    /// Everything drawn again from the store (the date or number format changed).
    public func reloadAll() {
        reload()
        order.reload()
    }

    func reload() {
        let current = list.heldSelection
        list.invalidateRows()
        interactor?.loadSummary()
        if let current { interactor?.keepCursor(.init(order: current.order, position: current.position)) }
        if layout.glanceShown { interactor?.glance.load() }
        host?.setNeedsDisplay()
    }

    // MARK: Display

    public func displaySummary(_ viewModel: OrdersAwaitingApproval.Summary.ViewModel) {
        list.summary = viewModel
        host?.setNeedsDisplay()
    }

    public func displayWindow(_ viewModel: OrdersAwaitingApproval.Window.ViewModel) {
        list.show(viewModel)
    }

    public func displayCursor(_ viewModel: OrdersAwaitingApproval.Cursor.ViewModel) {
        list.follow(to: viewModel.position, shift: viewModel.shift)
        host?.setNeedsDisplay()
    }

    // MARK: Search

    /// The search as typed (`/`): its field while it is open (the last text is the search part's).
    var search = QueueSearchLine()

    public var capturesText: Bool { search.isOpen }

    public func handleKey(_ key: Key) -> Bool {
        // A click on a row of a list selects it and gives that list the focus (mouse on in settings).
        if case .mouse(let event) = key {
            guard layout.click(event) else { return false }
            if event.kind == .doubleClick { _ = perform(.open) }
            host?.setNeedsDisplay()
            return true
        }
        let outcome = search.handle(key)
        guard outcome != .notTaken else { return false }
        list.searchLine = search.field
        if case .typed(let text?) = outcome { interactor?.search.find(.init(text: text, from: list.state.selected, forward: true)) }
        host?.setNeedsDisplay()
        return true
    }

    public func displayMessage(_ viewModel: OrdersAwaitingApproval.Message.ViewModel) {
        say(.error(viewModel.text))
    }

    // MARK: Drawing

    public var offeredActions: Set<Action>? {
        if search.isOpen { return [] }
        if layout.glanceShown { return QueueGlanceFragment.offeredActions.union(interactor?.canUndo == true ? [.undo] : []) }
        var actions: Set<Action> = [.approve, .reject, .refresh, .toggleSelection, .sort, .reverseSort, .search, .filter, .addNote, .inventory,
                                    .selectAll, .unselectAll]
        if interactor?.forwards == true { actions.insert(.forward) }
        if showsBatchSummary { actions.insert(.decisionOutcomes) }
        if interactor?.canUndo == true { actions.insert(.undo) }
        return actions.union(layout.offeredActions)
    }

    public func draw(in canvas: Canvas) {
        prepare(body: canvas.rect)
        layout.draw(in: canvas)
    }

    /// Lays the panes out and gives them what they will show, so that drawing only reads: the order
    /// under the cursor (read only while it is on screen) and the rows of the queue the list shows.
    private func prepare(body: Rect) {
        layout.layOut(in: body)
        if layout.showsOrder { interactor?.showBeside(.init(order: list.selectedID)) }
        if let rect = layout.listRect, let rows = list.prepare(height: rect.height) {
            interactor?.fetchWindow(.init(offset: rows.lowerBound, limit: rows.count))
        }
    }

    // MARK: Keys

    public func perform(_ action: Action) -> Bool {
        defer { host?.setNeedsDisplay() }
        if layout.glanceShown, let handled = performOnGlance(action) { return handled }
        // Enter and Space in the order's panes are the order's: an attachment read, a line shown whole or marked.
        if let pane = layout.focusedOrderPane, let handled = order.perform(action, on: pane) { return handled }
        switch action {
        case .glance:
            toggleGlance()
            return true
        case .approve, .reject, .forward:
            let verdict: Verdict = action == .approve ? .approve : action == .reject ? .reject : .forward
            interactor?.prepareDecision(.init(verdict: verdict, current: list.selectedID))
            return true
        case .refresh:
            interactor?.refreshes.refresh()
            return true
        case .decisionOutcomes:
            interactor?.showOutcomes()
            return true
        case .undo:
            interactor?.undoDecision()
            return true
        case .decidedByMe:
            interactor?.openDecidedByMe()
            return true
        case .myOrders:
            interactor?.openMyOrders()
            return true
        case .inventory:
            interactor?.openInventory(lineIndex: order.selectedLineIndex(on: layout.focused))
            return true
        case .sort:
            interactor?.arrangement.changeSort()
            return true
        case .reverseSort:
            interactor?.arrangement.reverseSort()
            return true
        case .unselectAll:
            interactor?.marking.unmarkAll()
            return true
        case .addNote:
            guard let id = list.selectedID else { return true }
            interactor?.askForNote(on: id)
            return true
        case .filter:
            let dialog = FilterDialogView(arrangement: interactor?.arrangement)
            filterDialog = dialog
            host?.present(dialog)
            return true
        case .search:
            search.open()
            list.searchLine = search.field
            return true
        case .searchNext, .searchPrevious:
            interactor?.search.again(from: list.state.selected, forward: action == .searchNext)
            return true
        case .toggleSelection:
            guard let id = list.selectedID else { return true }
            interactor?.marking.toggle(.init(order: id))
            list.move(.down)
            return true
        case .selectAll:
            interactor?.marking.markAll()
            return true
        case .open:
            if let id = list.selectedID { interactor?.openDetail(of: id) }
            return true
        case .back where layout.showsOrderAlone:
            interactor?.closeDetail()
            return true
        default:
            // Tab, Esc from the order's panes beside the list (Esc never quits from the home screen), moves.
            return layout.perform(action)
        }
    }

    /// Every message of the list goes through here, so the bar offers the outcomes list only while the
    /// batch summary it explains is on the line.
    func say(_ message: StatusMessage, batchSummary: Bool = false) {
        showsBatchSummary = batchSummary
        host?.show(message)
    }
}
