/// What changed in an order between what the approver last saw (`SeenOrder`) and what the store holds
/// now: lines whose quantity, unit cost or amount changed (with before and after), lines added, lines
/// removed, the total, and the route's steps when both sides know them. Lines are matched by line number;
/// an item changed on a line is a change.
public struct OrderChanges: Sendable, Equatable {
    /// A line that is there before and after with other figures.
    public struct ChangedLine: Sendable, Equatable {
        public var before: SeenOrder.Line
        public var after: SeenOrder.Line
        public var lineNumber: Double { after.lineNumber }
        public var quantityChanged: Bool { before.quantity != after.quantity }
        public var unitCostChanged: Bool { before.unitCost != after.unitCost }
        public var amountChanged: Bool { before.amount != after.amount }
        public var itemChanged: Bool { before.item != after.item }
    }

    public var changed: [ChangedLine] = []
    public var added: [SeenOrder.Line] = []
    public var removed: [SeenOrder.Line] = []
    /// The total before and after, when it changed.
    public var total: (before: Double, after: Double)?
    /// The currency before and after, when both are known and differ.
    public var currency: (before: String, after: String)?
    /// The route's steps before and after, when both are known and they differ (an order rejected and sent
    /// again, another approver's decision).
    public var route: (before: [SeenOrder.Step], after: [SeenOrder.Step])?

    public var isEmpty: Bool { changed.isEmpty && added.isEmpty && removed.isEmpty && total == nil && currency == nil && route == nil }

    public static func == (a: OrderChanges, b: OrderChanges) -> Bool {
        a.changed == b.changed && a.added == b.added && a.removed == b.removed
            && a.total?.before == b.total?.before && a.total?.after == b.total?.after
            && a.currency?.before == b.currency?.before && a.currency?.after == b.currency?.after
            && a.route?.before == b.route?.before && a.route?.after == b.route?.after
    }

    public init(changed: [ChangedLine] = [], added: [SeenOrder.Line] = [], removed: [SeenOrder.Line] = [],
                total: (before: Double, after: Double)? = nil) {
        self.changed = changed
        self.added = added
        self.removed = removed
        self.total = total
    }

    /// Compares `before` with `after`, each line by its number, in line-number order. A total or a route
    /// unknown on either side (no header stored, the route not read) is no change.
    public init(from before: SeenOrder, to after: SeenOrder) {
        let old = Dictionary(before.lines.map { ($0.lineNumber, $0) }, uniquingKeysWith: { _, last in last })
        let new = Dictionary(after.lines.map { ($0.lineNumber, $0) }, uniquingKeysWith: { _, last in last })
        for line in after.lines.sorted(by: { $0.lineNumber < $1.lineNumber }) {
            guard let was = old[line.lineNumber] else {
                added.append(line)
                continue
            }
            if was != line { changed.append(ChangedLine(before: was, after: line)) }
        }
        removed = before.lines.filter { new[$0.lineNumber] == nil }.sorted { $0.lineNumber < $1.lineNumber }
        if let was = before.total, let now = after.total, was != now { total = (was, now) }
        if !before.currency.isEmpty, !after.currency.isEmpty, before.currency != after.currency { currency = (before.currency, after.currency) }
        if let was = before.route, let now = after.route, was != now { route = (was, now) }
    }
}
