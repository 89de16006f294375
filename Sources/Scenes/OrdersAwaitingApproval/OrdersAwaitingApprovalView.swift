import SceneKit

/// The home scene's View: the queue list. Order detail, search, filters and decisions build on it.
@MainActor
public final class OrdersAwaitingApprovalView: SceneView, OrdersAwaitingApprovalDisplayLogic {
    public let keyScope = "orders"
    public var interactor: OrdersAwaitingApprovalInteractor?
    let list = OrderListFragment()
    private let fragmenter = Fragmenter()
    private weak var host: (any SceneHost)?

    public init() {
        list.fetch = { [weak self] offset, limit in
            self?.interactor?.fetchWindow(.init(offset: offset, limit: limit))
        }
    }

    public func didAttach(to host: any SceneHost) {
        self.host = host
        interactor?.startObserving { [weak self] in self?.reload() }
        interactor?.loadSummary()
    }

    public func willDetach() {
        interactor?.stopObserving()
        interactor?.cancelRefresh()
    }

    func reload() {
        list.invalidateRows()
        interactor?.loadSummary()
    }

    public func displaySummary(_ viewModel: OrdersAwaitingApproval.Summary.ViewModel) {
        list.summary = viewModel
        host?.setNeedsDisplay()
    }

    public func displayWindow(_ viewModel: OrdersAwaitingApproval.Window.ViewModel) {
        list.show(viewModel)
    }

    public func displayRefresh(_ viewModel: OrdersAwaitingApproval.Refresh.ViewModel) {
        if viewModel.syncing {
            host?.setConnection(.syncing, lastRefresh: nil)
        } else if let offline = viewModel.offline {
            host?.setConnection(.offline(offline), lastRefresh: nil)
        } else {
            host?.setConnection(.online, lastRefresh: viewModel.lastRefresh)
        }
        if let message = viewModel.message { host?.show(viewModel.isError ? .error(message) : .success(message)) }
    }

    public func draw(in canvas: Canvas) {
        let layout = fragmenter.layout(body: canvas.rect, master: Pane([.init(list, height: .fill(weight: 1))]), detail: nil,
                                       narrowShows: .master)
        if case .tooSmall(let minimum) = layout.mode {
            Fragmenter.drawTooSmall(in: canvas, minimum: minimum)
            return
        }
        for placement in layout.placements {
            placement.fragment.draw(in: Canvas(screen: canvas.screen, rect: placement.rect), focused: true)
        }
    }

    public func perform(_ action: Action) -> Bool {
        if list.perform(action) {
            host?.setNeedsDisplay()
            return true
        }
        if action == .refresh {
            interactor?.refresh()
            return true
        }
        return false
    }
}
