import Resources

/// What changed in the order since the approver last opened it, as the order scene hands it to its
/// presenters (the view's and `signoff show`'s): plain values copied from the store's `OrderChanges`.
public struct OrderChangeFacts: Sendable, Equatable {
    /// A line's figures as seen, or as they are now.
    public struct LineFigures: Sendable, Equatable {
        public var lineNumber: Double
        public var item: String
        public var quantity: Double
        public var unitCost: Double
        public var amount: Double
    }

    /// A line there before and now, with other figures.
    public struct ChangedLine: Sendable, Equatable {
        public var before: LineFigures
        public var after: LineFigures
    }

    /// One step of the route: who, and its status ("2N", "1A").
    public struct RouteMark: Sendable, Equatable {
        public var approver: Int
        public var status: String
    }

    public var changed: [ChangedLine]
    public var added: [LineFigures]
    public var removed: [LineFigures]
    public var totalBefore: Double?
    public var totalAfter: Double?
    /// The currency as seen and as it is now, when it changed.
    public var currencyBefore: String?
    public var currencyAfter: String?
    /// The route's steps as seen and as they are now, when they differ (both known).
    public var routeBefore: [RouteMark]?
    public var routeAfter: [RouteMark]?

    public var isEmpty: Bool {
        changed.isEmpty && added.isEmpty && removed.isEmpty && totalBefore == nil && currencyBefore == nil && routeBefore == nil
    }

    public init(changed: [ChangedLine] = [], added: [LineFigures] = [], removed: [LineFigures] = [], totalBefore: Double? = nil,
                totalAfter: Double? = nil, routeBefore: [RouteMark]? = nil, routeAfter: [RouteMark]? = nil) {
        self.changed = changed
        self.routeBefore = routeBefore
        self.routeAfter = routeAfter
        self.added = added
        self.removed = removed
        self.totalBefore = totalBefore
        self.totalAfter = totalAfter
    }

    init(_ changes: OrderChanges) {
        func figures(_ l: SeenOrder.Line) -> LineFigures {
            LineFigures(lineNumber: l.lineNumber, item: l.item, quantity: l.quantity, unitCost: l.unitCost, amount: l.amount)
        }
        self.init(changed: changes.changed.map { ChangedLine(before: figures($0.before), after: figures($0.after)) },
                  added: changes.added.map(figures), removed: changes.removed.map(figures),
                  totalBefore: changes.total?.before, totalAfter: changes.total?.after,
                  routeBefore: changes.route?.before.map { RouteMark(approver: $0.approver, status: $0.status) },
                  routeAfter: changes.route?.after.map { RouteMark(approver: $0.approver, status: $0.status) })
        currencyBefore = changes.currency?.before
        currencyAfter = changes.currency?.after
    }
}
