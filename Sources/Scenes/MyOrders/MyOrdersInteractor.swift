import Foundation
import Resources

/// What "My orders" asks of its interactor.
@MainActor
public protocol MyOrdersBusinessLogic: AnyObject {
    /// Shows what was kept, and reads the server (the list appeared, or `R`).
    func start()
    func refresh()
    /// Shows the orders of this status.
    func applyFilter(_ filter: MyOrders.StatusFilter)
    /// Reads the order of the row at `index` read-only, with its route (Enter); it counts as seen.
    func open(at index: Int)
    /// Closes the list: the screen beneath shows again as it was.
    func close()
}

/// Holds the user's raised orders and the filter; reads them through `RaisedOrdersReading`, copies them
/// into the scene's plain values, and owns the router that closes the scene.
@MainActor
public final class MyOrdersInteractor: MyOrdersBusinessLogic {
    public var presenter: (any MyOrdersPresentationLogic)?
    public var router: (any MyOrdersRoutingLogic)?
    private let reader: any RaisedOrdersReading
    /// The order under the cursor read-only, with its route (Enter).
    public let readOnlyOrder: ReadOnlyOrderInteractor
    public private(set) var filter = MyOrders.StatusFilter.all
    private var entries: [MyOrders.Entry] = []
    private var shown: [MyOrders.Entry] = []
    private var readAt: Date?
    private var failure: String?
    private var reading = false
    private let reads = LatestAnswer()
    /// The read started last (tests wait for it).
    private(set) var work: Task<Void, Never>?

    public init(reader: any RaisedOrdersReading) {
        self.reader = reader
        readOnlyOrder = ReadOnlyOrderInteractor(reader: reader)
    }

    public func start() {
        if let kept = try? reader.stored() {
            take(kept.orders)
            readAt = kept.readAt
        }
        refresh()
    }

    public func refresh() {
        reading = true
        present()
        let reader = self.reader
        work = reads.ask({ try await reader.read() }) { [weak self] result in
            guard let self else { return }
            self.reading = false
            switch result {
            case .success(let orders):
                self.take(orders)
                self.readAt = Date()
                self.failure = nil
            case .failure(let error):
                self.failure = WorkerFailure(error).message
            }
            self.present()
        }
    }

    public func applyFilter(_ filter: MyOrders.StatusFilter) {
        self.filter = filter
        present()
    }

    public func open(at index: Int) {
        guard shown.indices.contains(index) else { return }
        let order = shown[index].order
        readOnlyOrder.open(order)
        try? reader.markSeen(order.key)
        if let i = entries.firstIndex(where: { $0.order == order }), entries[i].changedSinceSeen {
            entries[i].changedSinceSeen = false
            present()
        }
    }

    public func close() { router?.routeBack() }

    private func take(_ orders: [(order: RaisedOrder, changedSinceSeen: Bool)]) {
        let day = reader.serverToday()
        entries = orders.map { Self.entry($0.order, changed: $0.changedSinceSeen, today: day) }
    }

    static func entry(_ o: RaisedOrder, changed: Bool, today: LocalDate) -> MyOrders.Entry {
        let standing: MyOrders.Standing = switch o.standing {
        case .awaiting(let approver, let budget, let since):
            .awaiting(approver: approver, approverName: o.approverName, budget: budget, since: DateFacts(since),
                      days: since?.day.map { max(0, today.days(since: $0)) })
        case .approved(let by, let on, _): .approved(by: by, on: DateFacts(on))
        case .rejected(let by, let on, _): .rejected(by: by, on: DateFacts(on))
        case .forwarded(let by, let to, let on): .forwarded(by: by, to: to, toName: o.approverName, on: DateFacts(on))
        case .raised(let on): .raised(on: DateFacts(on))
        }
        return MyOrders.Entry(order: OrderID(o.key), standing: standing, supplier: o.supplier, supplierName: o.supplierName, total: o.total,
                              currency: o.currency, route: o.route, changedOn: DateFacts(o.changedOn), changedSinceSeen: changed)
    }

    private func present() {
        shown = entries.filter { filter == .all || $0.standing.status == filter }
        let read = readAt.map { LocalDate.today($0) }.map { DateFacts.day(year: $0.year, month: $0.month, day: $0.day) }
        presenter?.presentOrders(.init(entries: shown, total: entries.count, filter: filter, reading: reading, serverFailure: failure,
                                       readAt: read))
    }
}
