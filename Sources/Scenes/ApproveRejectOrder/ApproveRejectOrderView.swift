import SceneKit

/// The order view: header, lines, route and attachments. Embedded beside the list on wide terminals,
/// shown alone on narrow ones (Enter opens it, Esc returns).
@MainActor
public final class ApproveRejectOrderView: ApproveRejectOrderDisplayLogic {
    public var interactor: (any ApproveRejectOrderBusinessLogic)?
    public var router: (any ApproveRejectOrderRoutingLogic)?
    /// The order shown, for a router that injects another one or reads its lines (the home scene's).
    public internal(set) weak var dataStore: (any ApproveRejectOrderDataStore)?
    let header = OrderHeaderFragment()
    let changes = OrderChangesFragment()
    let lines = OrderLinesFragment()
    let route = ApprovalRouteFragment()
    let attachments = AttachmentsFragment()
    let supplierOrders = SupplierOrdersFragment()
    let budget = OrderBudgetFragment()
    /// The host of the scene it is embedded in (set when that scene is attached).
    public internal(set) weak var host: (any SceneHost)?

    public init() {}

    /// Rows the lines keep before the supplier history gets any: their title and a few lines.
    static let linesKept = 6
    /// Rows the attachments keep whatever the order shows, on a terminal tall enough: a title and three
    /// entries. An order with more grows its pane (to `panesMost` rows).
    static let steadyRows = 4
    /// Rows the route keeps: a title, the originator's own row (every route starts with it, contract §4)
    /// and three steps.
    static let steadyRouteRows = 5
    /// The most rows the route, the attachments and the changes take (the supplier history: `supplierMost`).
    static let panesMost = 8
    /// The narrowest order pane whose lines show their essentials (`OrderLinesFragment.essentialWidth`).
    public static var essentialLinesWidth: Int { OrderLinesFragment.essentialWidth }
    static let supplierMost = 9
    /// The budget's rows at most: its title, two accounts' three rows each, and its note.
    static let budgetMost = 8

    /// The fragments, stacked, for the Fragmenter, in a pane `width` wide and `height` tall.
    ///
    /// The panes below the lines hold still as the cursor moves from order to order, so the eye finds
    /// the route where it was and the terminal is sent only what changed. On a terminal tall enough for
    /// all of them beside `linesKept` lines, the route keeps `steadyRouteRows` rows, the attachments
    /// `steadyRows` and the supplier history `supplierMost`, whatever this order shows (and whenever its
    /// parts arrive); taller still, the budget keeps `budgetMost` rows right below the lines too, a budget
    /// approval's in the same place, titled as one, and the lines hold still as well. On a shorter one each
    /// takes only what it shows, the supplier history what the lines leave beyond `linesKept` rows (none
    /// when fewer than its title and comparison fit), and a budget approval's budget comes above the lines.
    func pane(width: Int, height: Int) -> Pane {
        let headerRows = header.height(for: width)
        let changeRows = changes.wantedHeight
        let left = height - headerRows - OrderChangesFragment.maximumRows - Self.linesKept - Self.steadyRouteRows - Self.steadyRows
            - Self.supplierMost
        let steady = left >= 0, budgetSteady = left >= Self.budgetMost
        let floor = steady ? Self.steadyRows : 2
        let routeRows = min(Self.panesMost, max(steady ? Self.steadyRouteRows : 2, route.route.count + 1 + (route.routeNote == nil ? 0 : 1)))
        let attachmentRows = min(Self.panesMost, max(floor, attachments.attachments.count + 1 + (attachments.note == nil ? 0 : 1)))
        let room = max(0, height - headerRows - changeRows - routeRows - attachmentRows - Self.linesKept)
        // The budget before the supplier history: it is what a decision on a budget approval turns on.
        let budgetRows = budgetSteady ? Self.budgetMost : min(Self.budgetMost, budget.wantedHeight, room)
        let wanted = supplierOrders.viewModel == nil ? 0 : steady ? Self.supplierMost : supplierOrders.wantedHeight
        let supplierRows = min(Self.supplierMost, wanted, room - budgetRows)
        let budgetPane = Pane.Item(budget, height: .fixed(budgetRows))
        let budgetFirst = !budgetSteady && budget.viewModel?.first == true
        return Pane([
            .init(header, height: .fixed(headerRows)),
            .init(changes, height: .fixed(changeRows)),
        ] + (budgetFirst ? [budgetPane] : []) + [
            .init(lines, height: .fill(weight: 3)),
        ] + (budgetFirst ? [] : [budgetPane]) + [
            .init(supplierOrders, height: .fixed(supplierRows >= 2 ? supplierRows : 0)),
            .init(route, height: .fixed(routeRows)),
            .init(attachments, height: .fixed(attachmentRows)),
        ])
    }

    var focusable: [any Fragment] { [lines, attachments] }

    // MARK: Its panes' keys (the scene that embeds it gives the focus)

    /// An action on `pane`, the focused pane, when it is one of the order's: Enter on an attachment reads or
    /// opens it, Enter on a line shows it whole (a removed line, shown only for its change, has nothing more
    /// to show), Space on a line marks it for a decision on marked lines alone and moves down. nil when the
    /// action is not one the pane takes: the embedding scene's then (Space on an attachment marks the order,
    /// and the moves are the focused pane's own).
    public func perform(_ action: Action, on pane: any Fragment) -> Bool? {
        switch action {
        case .open where pane === attachments:
            interactor?.attachmentOpening.open(at: attachments.state.selected)
        case .open where pane === lines:
            guard wholeLines.indices.contains(lines.state.selected) else { return true }
            router?.routeToWholeLine(wholeLines[lines.state.selected])
        case .toggleSelection where pane === lines:
            interactor?.lineMarks.toggle(.init(index: lines.state.selected))
            _ = lines.perform(.moveDown)
        default:
            return nil
        }
        return true
    }

    /// What `pane`, the focused pane, offers beyond moves: Enter on an attachment, or on a line when there are lines.
    public func offeredActions(on pane: any Fragment) -> Set<Action> {
        pane === attachments || (pane === lines && !lines.lines.isEmpty) ? [.open] : []
    }

    /// The order line under the cursor when `pane`, the focused pane, is the lines' (`i` asks the inventory of its item).
    public func selectedLineIndex(on pane: any Fragment) -> Int? {
        pane === lines && !lines.lines.isEmpty ? lines.state.selected : nil
    }

    /// A click on row `row` of `pane`'s rows (below its title and header), drawn `height` rows tall: the
    /// lines' cursor goes there. False when `pane` is not the lines'.
    public func click(on pane: any Fragment, row: Int, height: Int) -> Bool {
        guard pane === lines else { return false }
        lines.state.apply(.to(lines.state.top + row), rowCount: lines.lines.count, visibleRows: max(1, height - 2))
        return true
    }

    /// Another order is shown (a router injected it): the cursors start at the top again, and with none
    /// the panes are emptied.
    public func displaySelection(_ viewModel: ApproveRejectOrder.Select.ViewModel) {
        lines.state = ListState()
        attachments.state = ListState()
        if viewModel.none {
            header.viewModel = nil
            lines.lines = []
            changes.notes = []
            route.route = []
            attachments.attachments = []
            supplierOrders.viewModel = nil
            budget.viewModel = nil
        }
    }

    public func reload() { interactor?.loadOrder() }

    /// Stops reading from the server (the scene it is embedded in left the screen).
    public func stop() { interactor?.stop() }

    /// The lines of the order shown, whole, as Enter on one shows it.
    private var wholeLines: [ApproveRejectOrder.Load.WholeLine] = []

    public func displayOrder(_ viewModel: ApproveRejectOrder.Load.ViewModel) {
        header.viewModel = viewModel
        lines.lines = viewModel.lines
        lines.summary = viewModel.lineTotal
        lines.rejectedRows = viewModel.rejectedRows
        lines.changeMarks = viewModel.changeMarks
        lines.removedRows = viewModel.removedRows
        wholeLines = viewModel.wholeLines
        changes.notes = viewModel.changeNotes
        route.route = viewModel.route
        route.routeNote = viewModel.routeNote
        attachments.attachments = viewModel.attachments
        attachments.note = viewModel.attachmentsNote
        host?.setNeedsDisplay()
    }

    public func displayChangedWhileShown(_ viewModel: ApproveRejectOrder.ChangedWhileShown.ViewModel) {
        host?.show(.warning(viewModel.message))
    }
}

/// An attachment opened: a text over the screen (through the router), a file or a link on the status line.
extension ApproveRejectOrderView: OrderAttachmentsDisplayLogic {
    public func displayOpenedAttachment(_ viewModel: ApproveRejectOrder.OpenAttachment.ViewModel) {
        host?.show(StatusMessage(viewModel.isError ? .error : viewModel.isDone ? .success : .info, viewModel.message))
    }

    public func displayAttachment(_ viewModel: ApproveRejectOrder.ReadAttachment.ViewModel) {
        router?.routeToAttachmentText(viewModel)
    }
}

/// The lines marked for a decision on them alone, in the lines pane.
extension ApproveRejectOrderView: OrderLineMarksDisplayLogic {
    public func displayLineMarks(_ viewModel: ApproveRejectOrder.LineMarks.ViewModel) {
        lines.marks = viewModel
        host?.setNeedsDisplay()
    }
}

/// The supplier history in its pane.
extension ApproveRejectOrderView: SupplierOrdersDisplayLogic {
    public func displaySupplierOrders(_ viewModel: ApproveRejectOrder.SupplierOrders.ViewModel) {
        supplierOrders.viewModel = viewModel
        host?.setNeedsDisplay()
    }
}
