import Resources

/// What the home View asks of the queue at a glance.
@MainActor
public protocol QueueGlanceBusinessLogic: AnyObject {
    /// The queue at a glance, from the store.
    func load()
    /// Enter on a bar of the glance: the list filtered to its orders.
    func apply(_ request: OrdersAwaitingApproval.Glance.Apply.Request)
}

/// The queue at a glance: read from the store (no server request), and a bar applied as the list's filter
/// through the list's arrangement.
@MainActor
public final class QueueGlanceInteractor: QueueGlanceBusinessLogic {
    public var presenter: (any QueueGlancePresentationLogic)?
    let list: QueueListWorker
    /// The list's arrangement, which a bar is applied through.
    let arrangement: ListArrangementInteractor
    /// How amounts are typed in the filter dialog (a bar's bounds go there), as the settings say now.
    var numbers: @MainActor () -> NumberStyle

    init(list: QueueListWorker, arrangement: ListArrangementInteractor) {
        self.list = list
        self.arrangement = arrangement
        numbers = { [weak arrangement] in arrangement?.numbers() ?? .plain }
    }

    public func load() {
        typealias Glance = OrdersAwaitingApproval.Glance
        do {
            let glance = try list.glance()
            func bars(_ bars: [QueueGlance.Bar]) -> [Glance.Response.Bar] {
                bars.map { bar in
                    Glance.Response.Bar(group: Glance.Group(bar.group), count: bar.count,
                                        totals: bar.totals.map { Glance.Response.Total(currency: $0.currency, amount: $0.amount) })
                }
            }
            presenter?.presentGlance(.init(orders: glance.orders, sections: [
                .init(dimension: .orderType, bars: bars(glance.byOrderType)),
                .init(dimension: .branch, bars: bars(glance.byBranch)),
                .init(dimension: .waiting, bars: bars(glance.byWaiting)),
                .init(dimension: .amount, bars: bars(glance.byAmount)),
            ]))
        } catch {
            presenter?.presentGlance(.init(orders: 0, sections: [], error: "The local store could not be read: \(WorkerFailure(error))"))
        }
    }

    /// Filters the list to the bar's orders, through the filter dialog's fields (so the dialog shows what
    /// was applied and can change it), replacing the filter there was.
    public func apply(_ request: OrdersAwaitingApproval.Glance.Apply.Request) {
        var fields = OrdersAwaitingApproval.Filter.Request()
        switch request.group {
        case .orderType(let type): fields.orderTypes = type
        case .branch(let branch): fields.branches = branch
        case .waiting(let minimum, let maximum):
            fields.minimumDaysWaiting = minimum.map(String.init) ?? ""
            fields.maximumDaysWaiting = maximum.map(String.init) ?? ""
        case .amount(let minimum, let maximum):
            fields.minimumAmount = minimum.map { numbers().amount($0) } ?? ""
            fields.maximumAmount = maximum.map { numbers().amount($0) } ?? ""
        case .noDate:
            arrangement.refuseFilter("No filter selects orders without a readable date; sort by date to find them.")
            return
        }
        arrangement.applyFilter(fields)
    }
}

extension OrdersAwaitingApproval.Glance.Group {
    init(_ group: QueueGlance.Group) {
        switch group {
        case .orderType(let type): self = .orderType(type)
        case .branch(let branch): self = .branch(branch)
        case .waiting(let band) where band == .noDate: self = .noDate
        case .waiting(let band): self = .waiting(minimum: band.days.minimum, maximum: band.days.maximum)
        case .amount(let band): self = .amount(minimum: band.amounts.minimum, maximum: band.amounts.maximum)
        }
    }
}
