import Foundation

/// A data-service request (contract §3), checked against the table catalog: a `BROWSE` for rows, or an
/// `AGGREGATION` that counts them (`COUNT` of `*`, the only aggregation served). A column the table does
/// not have, named in `returnControlIDs`, a condition or an `orderBy`, is left out and listed in
/// `unknownColumns`: the data service refuses such a request as a whole, as a real server does (contract
/// §4.1), unless it plays a lenient one (`--lenient-columns`).
struct DataServiceRequest: Sendable {
    /// What the request asks for.
    enum Kind: Sendable, Equatable {
        /// Rows, a page at a time (`BROWSE`).
        case browse
        /// How many rows match (`AGGREGATION` with `COUNT` of `*`).
        case count
    }

    enum Operator: String, Sendable, CaseIterable {
        case equal = "EQUAL", notEqual = "NOT_EQUAL", less = "LESS", lessEqual = "LESS_EQUAL"
        case greater = "GREATER", greaterEqual = "GREATER_EQUAL", between = "BETWEEN", list = "LIST"
        case startsWith = "STR_START_WITH", endsWith = "STR_END_WITH", contains = "STR_CONTAIN"
        case blank = "STR_BLANK", notBlank = "STR_NOT_BLANK"

        var isStringOperator: Bool { rawValue.hasPrefix("STR_") }
    }

    struct Condition: Sendable {
        let column: ColumnSpec
        let op: Operator
        /// The `content` of each value, as sent.
        let values: [String]
    }

    struct Sort: Sendable {
        let column: ColumnSpec
        let descending: Bool
    }

    static let defaultPageSize = 100
    static let maximumConditions = 100
    static let maximumValues = 1_000

    let kind: Kind
    let table: TableSpec
    let columns: [ColumnSpec]
    let conditions: [Condition]
    let matchAny: Bool
    let sorts: [Sort]
    let pageSize: Int
    let nextPageProcessing: Bool
    /// Every column named that the table does not have, table-qualified (`F4209.UPMJ`), sorted, once each.
    let unknownColumns: [String]

    /// The refusal of a request that names columns the table does not have.
    var invalidColumnsMessage: String {
        "Invalid column(s) for \(table.name): \(unknownColumns.joined(separator: ", "))"
    }

    /// Reads the request body; `pageSizeCap` is the server's largest page. Without `counting`, an
    /// `AGGREGATION` is refused as by a server that offers none.
    init(json body: JSONValue, pageSizeCap: Int, counting: Bool = true) throws(ServiceError) {
        guard let name = body["targetName"]?.stringValue else { throw ServiceError("targetName is required") }
        guard let table = TableCatalog.table(name.trimmingCharacters(in: .whitespaces)) else {
            throw ServiceError("Table \(name.prefix(40)) is not available")
        }
        if let type = body["targetType"]?.stringValue, type.lowercased() != "table" {
            throw ServiceError("targetType \(type.prefix(40)) is not supported; use table")
        }
        var kind = Kind.browse
        if let type = body["dataServiceType"]?.stringValue?.trimmingCharacters(in: .whitespaces).uppercased(),
           type != "BROWSE" {
            guard counting, type == "AGGREGATION" else {
                throw ServiceError("dataServiceType \(type.prefix(40)) is not supported; use BROWSE"
                                   + (counting ? " or AGGREGATION" : ""))
            }
            kind = .count
            try Self.checkCount(body["aggregation"])
        }
        self.kind = kind
        if let type = body["outputType"]?.stringValue, type.uppercased() != "GRID_DATA" {
            throw ServiceError("outputType \(type.prefix(40)) is not supported; use GRID_DATA")
        }
        self.table = table
        var unknown = Set<String>()

        if let ids = body["returnControlIDs"], !ids.isNull {
            guard let text = ids.stringValue else { throw ServiceError("returnControlIDs must be a string") }
            var seen = Set<String>()
            var columns: [ColumnSpec] = []
            for id in text.split(separator: "|") where !id.trimmingCharacters(in: .whitespaces).isEmpty {
                guard let column = Self.column(String(id), of: table, unknown: &unknown) else { continue }
                if seen.insert(column.alias).inserted { columns.append(column) }
            }
            // None named (or none known, for a lenient server): every column, as when the list is omitted.
            self.columns = columns.isEmpty ? table.columns : columns
        } else {
            self.columns = table.columns
        }

        var conditions: [Condition] = []
        var matchAny = false
        if let query = body["query"], !query.isNull {
            if let match = query["matchType"]?.stringValue {
                switch match.uppercased() {
                case "MATCH_ALL": matchAny = false
                case "MATCH_ANY": matchAny = true
                default: throw ServiceError("matchType \(match.prefix(40)) is not MATCH_ALL or MATCH_ANY")
                }
            }
            if let list = query["condition"], !list.isNull {
                guard let items = list.arrayValue else { throw ServiceError("query.condition must be an array") }
                guard items.count <= Self.maximumConditions else { throw ServiceError("too many conditions") }
                for item in items {
                    if let condition = try Self.condition(item, of: table, unknown: &unknown) { conditions.append(condition) }
                }
            }
        }
        self.conditions = conditions
        self.matchAny = matchAny

        var sorts: [Sort] = []
        if kind == .count, let items = body["aggregation"]?["orderBy"]?.arrayValue {
            // A count has no order, but the columns it names must be the table's all the same.
            for name in items.compactMap({ $0["column"]?.stringValue }) { _ = Self.column(name, of: table, unknown: &unknown) }
        } else if kind == .browse, let orderBy = body["aggregation"]?["orderBy"], !orderBy.isNull {
            guard let items = orderBy.arrayValue else { throw ServiceError("aggregation.orderBy must be an array") }
            for item in items {
                guard let name = item["column"]?.stringValue else { throw ServiceError("orderBy needs a column") }
                let direction = item["direction"]?.stringValue?.uppercased() ?? "ASC"
                guard direction == "ASC" || direction == "DESC" else {
                    throw ServiceError("orderBy direction \(direction.prefix(20)) is not ASC or DESC")
                }
                if let column = Self.column(name, of: table, unknown: &unknown) {
                    sorts.append(Sort(column: column, descending: direction == "DESC"))
                }
            }
        }
        self.sorts = sorts

        self.pageSize = try Self.pageSize(body["maxPageSize"], cap: pageSizeCap)
        self.nextPageProcessing = body["enableNextPageProcessing"]?.boolValue
            ?? (body["enableNextPageProcessing"]?.stringValue?.lowercased() == "true")
        self.unknownColumns = unknown.sorted()
    }

    /// `F4209.DOCO` (or `F4209_DOCO`, or a bare `DOCO`) → the catalog column; nil for a column the table does
    /// not have, whose table-qualified name (`F4209.UPMJ`, at most 40 characters of it) goes into `unknown`.
    static func column(_ id: String, of table: TableSpec, unknown: inout Set<String>) -> ColumnSpec? {
        let trimmed = id.trimmingCharacters(in: .whitespaces).uppercased()
        var alias = trimmed
        for separator in [".", "_"] where trimmed.hasPrefix(table.name + separator) {
            alias = String(trimmed.dropFirst(table.name.count + 1))
        }
        guard let column = table.column(alias) else {
            // Named with this table's prefix or none: `F4209.ALIAS`; with another table's: as sent.
            unknown.insert(String((alias == trimmed && trimmed.contains(".") ? trimmed : "\(table.name).\(alias)").prefix(40)))
            return nil
        }
        return column
    }

    /// A condition, or nil when its column is not the table's (its name noted in `unknown`, nothing else of
    /// it checked).
    private static func condition(_ item: JSONValue, of table: TableSpec,
                                  unknown: inout Set<String>) throws(ServiceError) -> Condition? {
        guard let id = item["controlId"]?.stringValue else { throw ServiceError("a condition needs a controlId") }
        guard let column = column(id, of: table, unknown: &unknown) else { return nil }
        guard let name = item["operator"]?.stringValue, let op = Operator(rawValue: name.uppercased()) else {
            throw ServiceError("Unknown operator \(item["operator"]?.lenientString?.prefix(40) ?? "(none)")")
        }
        var values: [String] = []
        if let list = item["value"], !list.isNull {
            guard let items = list.arrayValue, items.count <= maximumValues else {
                throw ServiceError("a condition's value must be an array of at most \(maximumValues) values")
            }
            for value in items {
                if let special = value["specialValueId"]?.stringValue, special.uppercased() != "LITERAL" {
                    throw ServiceError("specialValueId \(special.prefix(40)) is not supported; use LITERAL")
                }
                guard let content = value["content"]?.lenientString else {
                    throw ServiceError("a condition value needs a content")
                }
                values.append(content)
            }
        }
        let expected: ClosedRange<Int>
        switch op {
        case .blank, .notBlank: expected = 0...maximumValues
        case .between: expected = 2...2
        case .list: expected = 1...maximumValues
        default: expected = 1...1
        }
        guard expected.contains(values.count) else {
            throw ServiceError("Operator \(op.rawValue) on \(table.name).\(column.alias) needs \(expected.lowerBound == expected.upperBound ? "\(expected.lowerBound)" : "at least \(expected.lowerBound)") value(s)")
        }
        if op.isStringOperator, !column.isString {
            throw ServiceError("Operator \(op.rawValue) needs a string column; \(table.name).\(column.alias) is not one")
        }
        return Condition(column: column, op: op, values: values)
    }

    /// An `AGGREGATION` must ask for `COUNT` of `*`, and only that: `{ "aggregations": [ { "aggregation": "COUNT",
    /// "column": "*" } ] }`. Other aggregations and `groupBy` are refused by name.
    private static func checkCount(_ aggregation: JSONValue?) throws(ServiceError) {
        guard let items = aggregation?["aggregations"]?.arrayValue, !items.isEmpty else {
            throw ServiceError("an AGGREGATION needs aggregation.aggregations: [{aggregation: COUNT, column: *}]")
        }
        for item in items {
            let function = item["aggregation"]?.stringValue?.uppercased() ?? ""
            let column = item["column"]?.stringValue?.trimmingCharacters(in: .whitespaces) ?? ""
            guard function == "COUNT", column == "*" else {
                throw ServiceError("aggregation \(function.prefix(20)) of \(column.prefix(40)) is not supported; only COUNT of *")
            }
        }
        if let groupBy = aggregation?["groupBy"], !groupBy.isNull, groupBy.arrayValue?.isEmpty != true {
            throw ServiceError("aggregation.groupBy is not supported")
        }
    }

    private static func pageSize(_ value: JSONValue?, cap: Int) throws(ServiceError) -> Int {
        guard let value, !value.isNull else { return min(defaultPageSize, cap) }
        if let text = value.stringValue, text.trimmingCharacters(in: .whitespaces).lowercased() == "no max" { return cap }
        guard let number = value.lenientDouble, number.isFinite, number >= 1 else {
            throw ServiceError("maxPageSize \(value.lenientString?.prefix(20) ?? "") is not a positive number")
        }
        return number >= Double(cap) ? cap : Int(number)
    }
}
