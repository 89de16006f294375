import AIS

/// What the approver saw of an order when they last opened it: its lines (number, item, quantity, unit
/// cost, amount), its total and, when it was shown, its approval route (each step's approver and status). Kept per order (`SeenOrdersDao`) so that what changed since can be told.
public struct SeenOrder: Sendable, Equatable, Codable {
    /// One line as it was seen.
    public struct Line: Sendable, Equatable, Codable {
        public var lineNumber: Double
        public var item: String
        public var quantity: Double
        public var unitCost: Double
        public var amount: Double

        public init(lineNumber: Double, item: String, quantity: Double, unitCost: Double, amount: Double) {
            self.lineNumber = lineNumber
            self.item = item
            self.quantity = quantity
            self.unitCost = unitCost
            self.amount = amount
        }

        // Short keys: a snapshot is one small value per order opened.
        enum CodingKeys: String, CodingKey {
            case lineNumber = "n", item = "i", quantity = "q", unitCost = "u", amount = "a"
        }
    }

    /// One step of the approval route as it was seen.
    public struct Step: Sendable, Equatable, Codable {
        public var approver: Int
        public var status: String

        public init(approver: Int, status: String) {
            self.approver = approver
            self.status = status
        }

        enum CodingKeys: String, CodingKey { case approver = "p", status = "s" }
    }

    public var lines: [Line]
    /// The route's steps in their order; nil when the route was not known (not read yet): then it is not compared.
    public var route: [Step]?
    /// The order's total (`F4301.OTOT`), nil when the store held no header.
    public var total: Double?
    public var currency: String

    public init(lines: [Line], total: Double?, currency: String, route: [Step]? = nil) {
        self.lines = lines
        self.total = total
        self.currency = currency
        self.route = route
    }

    /// The order as the store holds it now, in the shape a snapshot keeps.
    public init(lines: [PurchaseOrderLine], header: PurchaseOrderHeader?, route: [Step]? = nil) {
        self.init(lines: lines.sorted { $0.lineNumber < $1.lineNumber }.map {
                      Line(lineNumber: $0.lineNumber, item: $0.item, quantity: $0.quantity, unitCost: $0.unitCost, amount: $0.amount)
                  },
                  total: header?.total, currency: header?.currency ?? lines.first?.currency ?? "", route: route)
    }

    enum CodingKeys: String, CodingKey {
        case lines = "l", total = "t", currency = "c", route = "r"
    }
}

extension SeenOrder {
    /// What differs in `found` from this order as the approver saw it, when deciding: its lines are
    /// compared only when some were seen (an order decided before its lines were read, as the list shows
    /// it while they load, was seen by its total alone).
    public func differences(to found: SeenOrder) -> OrderChanges {
        var found = found
        if lines.isEmpty { found.lines = [] }
        return OrderChanges(from: self, to: found)
    }
}
