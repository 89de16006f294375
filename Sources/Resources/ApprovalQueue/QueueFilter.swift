import AIS
import Store

/// Which orders the home list shows. Empty parts filter nothing.
public struct QueueFilter: Sendable, Equatable {
    public var orderTypes: [String] = []
    public var branches: [String] = []
    public var minimumAmount: Double?
    public var maximumAmount: Double?
    /// Orders waiting at least this many days (order date at least this long ago).
    public var minimumDaysWaiting: Int?

    public init(orderTypes: [String] = [], branches: [String] = [], minimumAmount: Double? = nil, maximumAmount: Double? = nil,
                minimumDaysWaiting: Int? = nil) {
        self.orderTypes = orderTypes
        self.branches = branches
        self.minimumAmount = minimumAmount
        self.maximumAmount = maximumAmount
        self.minimumDaysWaiting = minimumDaysWaiting
    }

    public var isEmpty: Bool { self == QueueFilter() }

    /// The WHERE clause over `queue_list` and its parameters (values are bound, never spliced in).
    func sql(today: LocalDate) -> (String, [SQLValue]) {
        var clauses: [String] = []
        var params: [SQLValue] = []
        if !orderTypes.isEmpty {
            clauses.append("dcto IN (" + Array(repeating: "?", count: orderTypes.count).joined(separator: ", ") + ")")
            params += orderTypes.map { .text($0) }
        }
        if !branches.isEmpty {
            clauses.append("branch IN (" + Array(repeating: "?", count: branches.count).joined(separator: ", ") + ")")
            params += branches.map { .text($0) }
        }
        if let minimumAmount { clauses.append("amount >= ?"); params.append(.real(minimumAmount)) }
        if let maximumAmount { clauses.append("amount <= ?"); params.append(.real(maximumAmount)) }
        if let minimumDaysWaiting {
            clauses.append("order_date <> '' AND order_date <= ?")
            params.append(.text(today.adding(days: -minimumDaysWaiting).iso))
        }
        return (clauses.isEmpty ? "1 = 1" : clauses.joined(separator: " AND "), params)
    }
}
