import Foundation
import Store

/// The `query` of an `open` request on W43081A (contract §5.2): conditions on the grid's columns, named
/// `1[ID]` by the column's control id. Read once when the stack opens, checked against the form's ids (an id
/// the site's version does not have is refused), and applied to the rows at each Find.
struct FormQuery: Sendable, Equatable {
    enum Operator: String, Sendable, CaseIterable {
        case equal = "EQUAL", notEqual = "NOT_EQUAL", less = "LESS", lessEqual = "LESS_EQUAL", greater = "GREATER"
        case greaterEqual = "GREATER_EQUAL", between = "BETWEEN", list = "LIST", startsWith = "STR_START_WITH"
        case endsWith = "STR_END_WITH", contains = "STR_CONTAIN", blank = "STR_BLANK", notBlank = "STR_NOT_BLANK"
    }

    /// One condition, its values already in stored form (numbers as numbers, dates as ISO, codes trimmed).
    struct Condition: Sendable, Equatable {
        let column: FormColumn
        let op: Operator
        let values: [SQLValue]
    }

    static let maximumConditions = 50
    static let maximumValues = 100

    var matchAny = false
    var conditions: [Condition] = []
    /// Find when the form opens (`autoFind`), without waiting for a Find action.
    var autoFind = false

    /// Reads `query` (absent: no conditions) for the user, whose date format and decimal separator condition
    /// values are written in.
    init(_ query: JSONValue?, controls: P43081Controls, user: UserAccount) throws(ServiceError) {
        guard let query, query != .null else { return }
        guard case .object = query else { throw ServiceError("formRequest.query must be an object", status: 400) }
        autoFind = query["autoFind"]?.boolValue ?? (query["autoFind"]?.stringValue == "true")
        switch query["matchType"]?.stringValue ?? "MATCH_ALL" {
        case "MATCH_ALL": matchAny = false
        case "MATCH_ANY": matchAny = true
        case let other: throw ServiceError("Unknown matchType \(other.prefix(30)); use MATCH_ALL or MATCH_ANY", status: 400)
        }
        guard let items = query["condition"].map({ $0.arrayValue }) ?? [] else {
            throw ServiceError("query.condition must be an array", status: 400)
        }
        guard items.count <= Self.maximumConditions else {
            throw ServiceError("At most \(Self.maximumConditions) query conditions", status: 400)
        }
        conditions = try items.map { item throws(ServiceError) in try Self.condition(item, controls: controls, user: user) }
    }

    private static func condition(_ item: JSONValue, controls: P43081Controls,
                                  user: UserAccount) throws(ServiceError) -> Condition {
        guard let controlId = item["controlId"]?.stringValue else {
            throw ServiceError("Each query condition needs a controlId such as 1[22]", status: 400)
        }
        let grid = "\(P43081Controls.gridId)["
        guard controlId.hasPrefix(grid), controlId.hasSuffix("]"),
              let id = Int(controlId.dropFirst(grid.count).dropLast()) else {
            throw ServiceError("Query controlId \(controlId.prefix(30)) is not a grid column (1[ID])", status: 400)
        }
        guard let column = controls.orderColumn(id: id) else {
            let known = controls.orderColumns.map { "1[\($0.id)]" }.joined(separator: ", ")
            throw ServiceError("W43081A's grid has no column \(id) (its columns: \(known))")
        }
        guard let name = item["operator"]?.stringValue, let op = Operator(rawValue: name) else {
            throw ServiceError("Unknown operator \(item["operator"]?.stringValue?.prefix(30) ?? "(none)"); use one of "
                               + Operator.allCases.map(\.rawValue).joined(separator: ", "), status: 400)
        }
        let raw = item["value"].map { $0.arrayValue ?? [] } ?? []
        guard raw.count <= maximumValues else {
            throw ServiceError("At most \(maximumValues) values in a condition", status: 400)
        }
        let contents = raw.compactMap { $0["content"]?.lenientString ?? $0.lenientString }
        guard contents.count == raw.count else { throw ServiceError("A condition value needs a content", status: 400) }
        if case .number = column.kind, [.startsWith, .endsWith, .contains].contains(op) {
            throw ServiceError("\(op.rawValue) compares texts; column \(column.alias) holds numbers", status: 400)
        }
        let needed: ClosedRange<Int>
        switch op {
        case .blank, .notBlank: needed = 0...maximumValues
        case .between: needed = 2...2
        case .list: needed = 1...maximumValues
        default: needed = 1...1
        }
        guard needed.contains(contents.count) else {
            let count = needed.lowerBound == needed.upperBound ? "\(needed.lowerBound)" : "at least \(needed.lowerBound)"
            throw ServiceError("\(op.rawValue) on \(controlId) needs \(count) value(s)", status: 400)
        }
        let values = try contents.map { text throws(ServiceError) in try value(text, column: column, user: user) }
        return Condition(column: column, op: op, values: op == .blank || op == .notBlank ? [] : values)
    }

    private static func value(_ text: String, column: FormColumn, user: UserAccount) throws(ServiceError) -> SQLValue {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        switch column.kind {
        case .number:
            let normalized = user.decimalFormat == "," ? trimmed.replacingOccurrences(of: ",", with: ".") : trimmed
            guard let number = Double(normalized), number.isFinite else {
                throw ServiceError("\(trimmed.prefix(30)) is not a number (column \(column.alias))", status: 400)
            }
            return .real(number)
        case .date:
            guard let iso = user.dateFormat.parseISO(trimmed) else {
                throw ServiceError("\(trimmed.prefix(30)) is not a date in \(user.dateFormat.pattern) (column \(column.alias))",
                                   status: 400)
            }
            return .text(iso)
        case .code, .text:
            return .text(trimmed)
        }
    }

    /// The order number the query pins (`1[DOCO] EQUAL n` under MATCH_ALL): the rows can be read for it alone.
    var orderNumber: Int? {
        guard !matchAny else { return nil }
        return conditions.first { $0.column.alias == "DOCO" && $0.op == .equal }?.values.first?.double.flatMap {
            $0.rounded() == $0 && abs($0) < 1e12 ? Int($0) : nil
        }
    }

    func matches(_ row: GridRow) -> Bool {
        guard !conditions.isEmpty else { return true }
        return matchAny ? conditions.contains { $0.matches(row) } : conditions.allSatisfy { $0.matches(row) }
    }
}

extension FormQuery.Condition {
    func matches(_ row: GridRow) -> Bool {
        let stored = row.values[column.alias] ?? .null
        if case .number = column.kind {
            let n = stored.double ?? 0
            let v = values.compactMap(\.double)
            switch op {
            case .equal: return v.first == n
            case .notEqual: return v.first != n
            case .less: return n < v[0]
            case .lessEqual: return n <= v[0]
            case .greater: return n > v[0]
            case .greaterEqual: return n >= v[0]
            case .between: return v[0] <= n && n <= v[1]
            case .list: return v.contains(n)
            case .blank: return stored.isNull
            case .notBlank: return !stored.isNull
            case .startsWith, .endsWith, .contains: return false  // refused when the query is read
            }
        }
        let s = text(of: stored)
        let v = values.map { $0.string ?? "" }
        switch op {
        case .equal: return s == v[0]
        case .notEqual: return s != v[0]
        case .less: return s < v[0]
        case .lessEqual: return s <= v[0]
        case .greater: return s > v[0]
        case .greaterEqual: return s >= v[0]
        case .between: return v[0] <= s && s <= v[1]
        case .list: return v.contains(s)
        case .startsWith: return s.hasPrefix(v[0])
        case .endsWith: return s.hasSuffix(v[0])
        case .contains: return s.contains(v[0])
        case .blank: return s.isEmpty
        case .notBlank: return !s.isEmpty
        }
    }

    private func text(of value: SQLValue) -> String {
        (value.string ?? value.double.map { String($0) } ?? "").trimmingCharacters(in: .whitespaces)
    }
}
