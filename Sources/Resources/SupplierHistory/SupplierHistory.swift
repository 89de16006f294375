import AIS
import Foundation

/// A supplier's orders of this year and last (F4301 by `AN8`), with the approval status of the newest,
/// as read at `readAt`: what the order view compares an order with.
public struct SupplierHistory: Sendable, Equatable {
    public struct Order: Sendable, Equatable {
        public var key: OrderKey
        public var date: ServerDate?
        public var total: Double
        public var currency: String
        /// The newest orders' approval status from their F4209 rows ("" when not read or none).
        public var status: String

        public init(key: OrderKey, date: ServerDate?, total: Double, currency: String, status: String = "") {
            self.key = key
            self.date = date
            self.total = total
            self.currency = currency
            self.status = status
        }
    }

    public var supplier: Int
    /// Newest first.
    public var orders: [Order]
    public var readAt: Date
    /// The read stopped at its cap: older orders of the two years exist that were not read.
    public var truncated: Bool

    public init(supplier: Int, orders: [Order], readAt: Date, truncated: Bool) {
        self.supplier = supplier
        self.orders = orders
        self.readAt = readAt
        self.truncated = truncated
    }

    /// What the order view shows beside `order`: the last orders before it, the totals of this year
    /// and last year per currency, and how `order`'s total compares with the average of the others in
    /// its currency. `today` is the server's day where known.
    public func summary(for order: OrderKey, total: Double, currency: String, today: LocalDate, last: Int = 5) -> Summary {
        let others = orders.filter { $0.key != order }
        var years: [Summary.YearTotal] = []
        for year in [today.year, today.year - 1] {
            let ofYear = others.filter { $0.date?.day?.year == year }
            for money in Set(ofYear.map(\.currency)).sorted() {
                let these = ofYear.filter { $0.currency == money }
                years.append(.init(year: year, currency: money, total: these.reduce(0) { $0 + $1.total }, count: these.count))
            }
        }
        let comparable = others.filter { $0.currency == currency && $0.total > 0 }
        let average = comparable.isEmpty ? nil : comparable.reduce(0) { $0 + $1.total } / Double(comparable.count)
        return Summary(last: Array(others.prefix(last)), years: years, average: average, averageOf: comparable.count,
                       ratio: average.map { total / $0 }, readAt: readAt, truncated: truncated)
    }

    public struct Summary: Sendable, Equatable {
        public struct YearTotal: Sendable, Equatable {
            public var year: Int
            public var currency: String
            public var total: Double
            public var count: Int
        }
        public var last: [Order]
        public var years: [YearTotal]
        /// The average of the supplier's other orders in this order's currency, and how many they are.
        public var average: Double?
        public var averageOf: Int
        /// This order's total over that average.
        public var ratio: Double?
        public var readAt: Date
        public var truncated: Bool
    }
}
