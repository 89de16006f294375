import AIS

/// What the approver saw of an order when they last opened it: its lines (number, item, quantity, unit
/// cost, amount) and its total. Kept per order (`SeenOrdersDao`) so that what changed since can be told.
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

    public var lines: [Line]
    /// The order's total (`F4301.OTOT`), nil when the store held no header.
    public var total: Double?
    public var currency: String

    public init(lines: [Line], total: Double?, currency: String) {
        self.lines = lines
        self.total = total
        self.currency = currency
    }

    /// The order as the store holds it now, in the shape a snapshot keeps.
    public init(lines: [PurchaseOrderLine], header: PurchaseOrderHeader?) {
        self.init(lines: lines.sorted { $0.lineNumber < $1.lineNumber }.map {
                      Line(lineNumber: $0.lineNumber, item: $0.item, quantity: $0.quantity, unitCost: $0.unitCost, amount: $0.amount)
                  },
                  total: header?.total, currency: header?.currency ?? lines.first?.currency ?? "")
    }

    enum CodingKeys: String, CodingKey {
        case lines = "l", total = "t", currency = "c"
    }
}
