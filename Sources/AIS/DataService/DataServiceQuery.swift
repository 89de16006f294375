/// A data-service BROWSE of one table: the columns wanted, the conditions, the order.
public struct DataServiceQuery: Sendable, Equatable {
    public struct OrderBy: Sendable, Equatable {
        public var column: String
        public var ascending: Bool
        public init(column: String, ascending: Bool) {
            self.column = column
            self.ascending = ascending
        }
    }

    public var table: String
    /// Aliases without the table prefix ("DOCO"); empty means all columns.
    public var columns: [String]
    public var conditions: [Condition]
    /// MATCH_ALL (and) when true, MATCH_ANY (or) otherwise.
    public var matchAll: Bool
    public var orderBy: [OrderBy]
    /// Rows per page; nil uses the configuration's.
    public var pageSize: Int?
    /// Returned columns the read can do without: at a site whose table lacks one (a refusal naming it,
    /// contract §4.1), `browse` reads again without it, and leaves it out of later reads.
    public var optionalColumns: [String] = []

    public init(table: String, columns: [String], conditions: [Condition], matchAll: Bool = true, orderBy: [OrderBy] = [],
                pageSize: Int? = nil) {
        self.table = table
        self.columns = columns
        self.conditions = conditions
        self.matchAll = matchAll
        self.orderBy = orderBy
        self.pageSize = pageSize
    }

    /// The request body of §3 (without the token, which the client adds).
    public func body(maxPageSize: Int) -> [(key: String, value: JSONValue)] {
        var pairs: [(key: String, value: JSONValue)] = [
            ("targetName", .string(table)), ("targetType", .string("table")), ("dataServiceType", .string("BROWSE")),
            ("outputType", .string("GRID_DATA")),
        ]
        if !columns.isEmpty {
            pairs.append(("returnControlIDs", .string(columns.map { "\(table).\($0)" }.joined(separator: "|"))))
        }
        pairs.append(("maxPageSize", .string(String(max(1, min(pageSize ?? maxPageSize, maxPageSize))))))
        pairs.append(("enableNextPageProcessing", .bool(true)))
        var query: [(key: String, value: JSONValue)] = [("autoFind", .bool(true)), ("matchType", .string(matchAll ? "MATCH_ALL" : "MATCH_ANY"))]
        query.append(("condition", .array(conditions.map { $0.json(table: table) })))
        pairs.append(("query", .object(query)))
        if !orderBy.isEmpty {
            let order = orderBy.map { JSONValue.object([("column", .string("\(table).\($0.column)")), ("direction", .string($0.ascending ? "ASC" : "DESC"))]) }
            pairs.append(("aggregation", .object([("orderBy", .array(order))])))
        }
        return pairs
    }
}

/// One condition of a query.
public struct Condition: Sendable, Equatable {
    public enum Operator: String, Sendable, CaseIterable {
        case equal = "EQUAL", notEqual = "NOT_EQUAL", less = "LESS", lessEqual = "LESS_EQUAL", greater = "GREATER"
        case greaterEqual = "GREATER_EQUAL", between = "BETWEEN", list = "LIST", startsWith = "STR_START_WITH"
        case endsWith = "STR_END_WITH", contains = "STR_CONTAIN", blank = "STR_BLANK", notBlank = "STR_NOT_BLANK"
    }

    public var column: String
    public var op: Operator
    public var values: [String]

    public init(column: String, op: Operator, values: [String]) {
        self.column = column
        self.op = op
        self.values = values
    }

    func json(table: String) -> JSONValue {
        .object([
            ("controlId", .string("\(table).\(column)")), ("operator", .string(op.rawValue)),
            ("value", .array(values.map { .object([("content", .string($0)), ("specialValueId", .string("LITERAL"))]) })),
        ])
    }
}
