import SceneKit

/// What "My orders" shows.
@MainActor
public protocol MyOrdersDisplayLogic: AnyObject {
    func displayOrders(_ viewModel: MyOrders.List.ViewModel)
}

/// "My orders" over the orders (`:mine`, `M`): a modal scene, so Esc closes it and the list beneath is
/// exactly as it was. `f` steps the status filter (all, waiting, approved, rejected); `R` reads the
/// server again; Enter shows the order read-only with its route, read from the server, in a pane under the
/// list (Esc closes that pane first).
@MainActor
public final class MyOrdersView: HostedSceneView, MyOrdersDisplayLogic, ReadOnlyOrderDisplayLogic {
    public let keyScope = KeyScope.mine
    public var interactor: (any MyOrdersBusinessLogic)?
    let list = MyOrdersListFragment()
    let order = ReadOnlyOrderFragment()
    private(set) var orderShown = false
    private var filter = MyOrders.StatusFilter.all
    public private(set) weak var host: (any SceneHost)?

    public init() {}

    public func didAttach(to host: any SceneHost) {
        self.host = host
        interactor?.start()
    }

    public func displayOrders(_ viewModel: MyOrders.List.ViewModel) {
        list.viewModel = viewModel
        host?.setNeedsDisplay()
    }

    public func displayReadOnlyOrder(_ viewModel: ReadOnlyOrder.ViewModel) {
        order.show(viewModel)
        orderShown = true
        host?.setNeedsDisplay()
    }

    public var offeredActions: Set<Action>? { [.open, .filter, .refresh, .back] }

    public func perform(_ action: Action) -> Bool {
        defer { host?.setNeedsDisplay() }
        switch action {
        case .back, .myOrders:
            if action == .back, orderShown {
                orderShown = false
                return true
            }
            interactor?.close()
            return true
        case .open:
            guard !list.viewModel.rows.isEmpty else { return true }
            interactor?.open(at: list.state.selected)
            return true
        case .filter:
            filter = filter.next
            list.state = ListState()
            interactor?.applyFilter(filter)
            return true
        case .refresh:
            interactor?.refresh()
            return true
        default:
            return list.perform(action)
        }
    }

    public func draw(in canvas: Canvas) {
        if Fragmenter.drawsTooSmall(in: canvas, minimum: list.minimumSize) { return }
        let orderHeight = orderShown ? min(max(4, order.wantedHeight), canvas.height * 3 / 5) : 0
        list.draw(in: canvas.sub(Rect(x: 0, y: 0, width: canvas.width, height: canvas.height - orderHeight)), focused: true)
        if orderShown {
            order.draw(in: canvas.sub(Rect(x: 0, y: canvas.height - orderHeight, width: canvas.width, height: orderHeight)), focused: false)
        }
    }
}
