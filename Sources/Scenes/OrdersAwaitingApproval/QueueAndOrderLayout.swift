import SceneKit

/// The home screen's panes and their focus: the queue (or its glance, in the list's place) with the order
/// beside it on wide terminals or instead of it on narrow ones; where Tab, Esc and a click put the focus; and
/// which of the order's panes has it, for the View to hand the keys there to the order View.
@MainActor
struct QueueAndOrderLayout {
    let list: OrderListFragment
    let order: ApproveRejectOrderView
    /// The queue at a glance, and whether it shows in the list's place (`v`).
    let glance = QueueGlanceFragment()
    private(set) var glanceShown = false
    private var panes: MasterDetail

    init(list: OrderListFragment, order: ApproveRejectOrderView) {
        (self.list, self.order) = (list, order)
        // Side by side, the order gives way to the list's columns down to the width that shows its lines'
        // essentials (at 120–160 columns the list keeps how long each order waited, and who raised it).
        panes = MasterDetail(master: Pane([.init(list, height: .fill(weight: 1))]),
                             fragmenter: Fragmenter(masterWants: OrderListFragment.fullWidth,
                                                    detailMinimum: ApproveRejectOrderView.essentialLinesWidth))
    }

    /// Shows the order, instead of the list on narrow terminals (Esc returns) and with the focus on its
    /// lines on wide ones; or the list again.
    mutating func showOrder(_ shown: Bool) {
        panes.narrowShows = shown ? .detail : .master
        panes.focusFirst()
        if shown, case .sideBySide = panes.mode { panes.focus(order.lines) }
    }

    /// Shows the glance instead of the list (on narrow terminals too, with the focus), or the list again.
    mutating func showGlance(_ shown: Bool) {
        glanceShown = shown
        panes.master = Pane([.init(shown ? glance : list, height: .fill(weight: 1))])
        if shown { panes.narrowShows = .master }
        panes.focusWhenShown(shown ? glance : list)
    }

    /// Places the panes in `body` (screen coordinates); the View then gives them what they will show and
    /// draws the last layout (`draw(in:)`, the focused pane last, so that the terminal cursor rests on it).
    mutating func layOut(in body: Rect) {
        panes.detail = order.pane(width: panes.fragmenter.detailWidth(in: body.width), height: body.height)
        panes.layOut(in: body)
    }

    func draw(in canvas: Canvas) { panes.draw(in: canvas) }

    /// Where the list was placed by the last layout; nil when it is not on screen.
    var listRect: Rect? { panes.rect(of: list) }

    /// Whether the last layout shows the order, beside the list or alone (only then is it read).
    var showsOrder: Bool { panes.mode == .sideBySide || showsOrderAlone }
    var showsOrderAlone: Bool { panes.mode == .single(.detail) }

    /// The focused pane (the list when none can take the focus), and the order's pane when it is one of them.
    var focused: any Fragment { panes.focused ?? list }
    var focusedOrderPane: (any Fragment)? { focused !== list && focused !== glance ? focused : nil }

    /// What the panes offer: Esc from the order, opened alone or beside the list (where Enter moved the focus
    /// into it), with what its focused pane offers (Enter reads an attachment or shows a line whole); Enter
    /// from the list, which opens the order.
    var offeredActions: Set<Action> {
        if showsOrderAlone { return [.back] }
        if let pane = focusedOrderPane { return order.offeredActions(on: pane).union([.back]) }
        return [.open]
    }

    /// The panes' keys, once the scene's own are done: Tab and Shift-Tab go round the panes on screen, Esc
    /// from the order's panes beside the list gives the list the focus (the order shown alone is the scene's
    /// to close), other keys are the focused pane's (its moves).
    mutating func perform(_ action: Action) -> Bool {
        switch action {
        case .nextPane, .previousPane: panes.cycleFocus(forward: action == .nextPane)
        case .back: if focusedOrderPane != nil { panes.focusFirst() }
        default: return focused.perform(action)
        }
        return true
    }

    /// A click or double click: the pane under it takes the focus, and on a row of the list or of the order's
    /// lines, that row the cursor (mouse on in settings). False when no pane is under it.
    mutating func click(_ event: MouseEvent) -> Bool {
        guard event.kind == .click || event.kind == .doubleClick, let (pane, rect) = panes.click(at: event.position) else { return false }
        // Lists draw a title row and a header row above their first data row.
        let row = event.position.y - rect.y - 2
        guard row >= 0 else { return true }
        if pane === list { list.move(.to(list.state.top + row)) } else { _ = order.click(on: pane, row: row, height: rect.height) }
        return true
    }
}
