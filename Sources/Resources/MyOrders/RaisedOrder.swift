import AIS

/// An order the user raised, and where it stands (contract §4.2): its `F4209` rows with `AN8` = the user,
/// read together. An order awaits while any of its rows awaits; else its newest decision says whether it
/// was approved or rejected, and by whom; an order with only the originator's own row (`' O'`) was raised
/// and is not routed yet.
public struct RaisedOrder: Sendable, Equatable {
    public enum Standing: Sendable, Equatable {
        /// Awaiting `approver` (`RPER`) since `since`; `budget`: the budget approver (`1N`).
        case awaiting(approver: Int, budget: Bool, since: ServerDate?)
        case approved(by: String, on: ServerDate?, at: Int)
        case rejected(by: String, on: ServerDate?, at: Int)
        /// Forwarded by `by` to `to`, who has not decided yet (contract §5.1).
        case forwarded(by: String, to: Int, on: ServerDate?)
        /// Only the originator's own row: raised, not routed yet.
        case raised(on: ServerDate?)

        /// The status filter's word: waiting, approved, rejected (`raised` and `forwarded` wait too).
        public var word: String {
            switch self {
            case .awaiting, .forwarded, .raised: return "waiting"
            case .approved: return "approved"
            case .rejected: return "rejected"
            }
        }
    }

    public var key: OrderKey
    public var standing: Standing
    public var route: String
    /// The newest row's day and time (`RDJ`, `RDT` as HHmmss): the list's order, newest change first, and
    /// what the `Δ` compares with the stamp last seen.
    public var changedOn: ServerDate?
    public var changedAt: Int
    /// From the order's header (`F4301`), when read: empty and 0 otherwise.
    public var supplier: Int
    public var supplierName: String
    public var total: Double
    public var currency: String
    /// The name of the approver it awaits (or was forwarded to): the address book's.
    public var approverName: String

    public init(key: OrderKey, standing: Standing, route: String, changedOn: ServerDate?, changedAt: Int, supplier: Int = 0,
                supplierName: String = "", total: Double = 0, currency: String = "", approverName: String = "") {
        self.key = key
        self.standing = standing
        self.route = route
        self.changedOn = changedOn
        self.changedAt = changedAt
        self.supplier = supplier
        self.supplierName = supplierName
        self.total = total
        self.currency = currency
        self.approverName = approverName
    }

    /// The newest change as one comparable text (ISO day, then HHmmss).
    public var stamp: String {
        let time = String(changedAt)
        return (changedOn?.stored ?? "") + String(repeating: "0", count: max(0, 6 - time.count)) + time
    }

    /// Where an order stands from its rows; nil without a row that says (only `3N` rows).
    public static func standing(of rows: [ApprovalRouteRow]) -> Standing? {
        let newestFirst = rows.sorted { $0.stamp > $1.stamp }
        if let waiting = newestFirst.first(where: \.isAwaiting) {
            return .awaiting(approver: waiting.approver, budget: waiting.status == "1N", since: waiting.decidedOn)
        }
        if let forward = newestFirst.first(where: \.isForwarded), !newestFirst.contains(where: { $0.isDecided && $0.stamp > forward.stamp }) {
            return .forwarded(by: forward.decidedBy, to: forward.approver, on: forward.decidedOn)
        }
        if let rejected = newestFirst.first(where: \.isRejected) {
            return .rejected(by: rejected.decidedBy, on: rejected.decidedOn, at: rejected.decidedAt)
        }
        if let approved = newestFirst.first(where: \.isApproved) {
            return .approved(by: approved.decidedBy, on: approved.decidedOn, at: approved.decidedAt)
        }
        if let raised = newestFirst.first(where: \.isRaised) { return .raised(on: raised.decidedOn) }
        return nil
    }

    /// The user's orders from their rows (several per order), newest change first; `3N` rows (which may
    /// carry another `AN8`) never decide anything.
    public static func orders(from rows: [(key: OrderKey, row: ApprovalRouteRow)]) -> [RaisedOrder] {
        var byOrder: [OrderKey: [ApprovalRouteRow]] = [:]
        for (key, row) in rows where !row.isOriginatorTold { byOrder[key, default: []].append(row) }
        return byOrder.compactMap { key, rows -> RaisedOrder? in
            guard let standing = standing(of: rows), let newest = rows.max(by: { $0.stamp < $1.stamp }) else { return nil }
            return RaisedOrder(key: key, standing: standing, route: rows.first { !$0.route.isEmpty }?.route ?? "",
                               changedOn: newest.decidedOn, changedAt: newest.decidedAt)
        }.sorted { a, b in a.stamp != b.stamp ? a.stamp > b.stamp : a.key.number > b.key.number }
    }
}
