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
    /// Orders waiting at most this many days (order date at most this long ago; a date ahead counts).
    public var maximumDaysWaiting: Int?

    public init(orderTypes: [String] = [], branches: [String] = [], minimumAmount: Double? = nil, maximumAmount: Double? = nil,
                minimumDaysWaiting: Int? = nil, maximumDaysWaiting: Int? = nil) {
        self.orderTypes = orderTypes
        self.branches = branches
        self.minimumAmount = minimumAmount
        self.maximumAmount = maximumAmount
        self.minimumDaysWaiting = minimumDaysWaiting
        self.maximumDaysWaiting = maximumDaysWaiting
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
        // Days waiting need a day: a date the server sent unreadable (kept as its text) passes neither bound,
        // as in the list's index.
        let isDay = "order_date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'"
        if let minimumDaysWaiting {
            clauses.append("\(isDay) AND order_date <= ?")
            params.append(.text(today.adding(days: -minimumDaysWaiting).iso))
        }
        if let maximumDaysWaiting {
            clauses.append("\(isDay) AND order_date >= ?")
            params.append(.text(today.adding(days: -maximumDaysWaiting).iso))
        }
        return (clauses.isEmpty ? "1 = 1" : clauses.joined(separator: " AND "), params)
    }
}
