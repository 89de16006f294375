import Foundation
import Store

/// Turns data-service conditions into a SQL `WHERE` clause with bound parameters. Column names come
/// from the catalog only (the request's names were matched against it); every client value is a
/// parameter, never SQL text.
struct ConditionCompiler {
    let dateFormat: SimpleDateFormat
    let decimalSeparator: String

    struct Compiled: Sendable {
        /// Empty when there is no condition.
        let sql: String
        let parameters: [SQLValue]
    }

    func compile(_ conditions: [DataServiceRequest.Condition], matchAny: Bool) throws(ServiceError) -> Compiled {
        guard !conditions.isEmpty else { return Compiled(sql: "", parameters: []) }
        var clauses: [String] = []
        var parameters: [SQLValue] = []
        for condition in conditions {
            clauses.append(try clause(condition, parameters: &parameters))
        }
        return Compiled(sql: clauses.joined(separator: matchAny ? " OR " : " AND "), parameters: parameters)
    }

    private func clause(_ condition: DataServiceRequest.Condition, parameters: inout [SQLValue]) throws(ServiceError) -> String {
        let column = "\"\(condition.column.alias)\""
        switch condition.op {
        case .blank:
            return "(TRIM(\(column)) = '')"
        case .notBlank:
            return "(TRIM(\(column)) <> '')"
        case .startsWith:
            let value = SQLValue.text(condition.values[0])
            parameters += [value, value]
            return "(substr(\(column), 1, length(?)) = ?)"
        case .endsWith:
            let value = SQLValue.text(condition.values[0])
            parameters += [value, value, value]
            return "(length(?) = 0 OR substr(\(column), -length(?)) = ?)"
        case .contains:
            parameters.append(.text(condition.values[0]))
            return "(instr(\(column), ?) > 0)"
        case .between:
            parameters.append(try value(condition.values[0], for: condition.column))
            parameters.append(try value(condition.values[1], for: condition.column))
            return "(\(column) BETWEEN ? AND ?)"
        case .list:
            for content in condition.values { parameters.append(try value(content, for: condition.column)) }
            return "(\(column) IN (\(Array(repeating: "?", count: condition.values.count).joined(separator: ", "))))"
        case .equal, .notEqual, .less, .lessEqual, .greater, .greaterEqual:
            parameters.append(try value(condition.values[0], for: condition.column))
            return "(\(column) \(Self.comparison[condition.op]!) ?)"
        }
    }

    private static let comparison: [DataServiceRequest.Operator: String] = [
        .equal: "=", .notEqual: "<>", .less: "<", .lessEqual: "<=", .greater: ">", .greaterEqual: ">=",
    ]

    /// A condition value as stored: numbers as numbers, dates from the user's format to ISO, right-justified
    /// codes padded the way JDE stores them.
    func value(_ content: String, for column: ColumnSpec) throws(ServiceError) -> SQLValue {
        switch column.kind {
        case .integer, .decimal:
            var text = content.trimmingCharacters(in: .whitespaces)
            if decimalSeparator != ".", !text.contains(".") { text = text.replacingOccurrences(of: decimalSeparator, with: ".") }
            guard let number = Double(text), number.isFinite else {
                throw ServiceError("\(content.prefix(40)) is not a number (column \(column.alias))")
            }
            if number.rounded() == number, abs(number) < 9e15 { return .integer(Int64(number)) }
            return .real(number)
        case .date:
            if content.trimmingCharacters(in: .whitespaces).isEmpty { return .text("") }
            guard let iso = dateFormat.parseISO(content) else {
                throw ServiceError("\(content.prefix(40)) is not a date in the format \(dateFormat.pattern) (column \(column.alias))")
            }
            return .text(iso)
        case .code:
            let trimmed = content.trimmingCharacters(in: .whitespaces)
            return .text(column.rightJustifiedWidth == nil ? content : column.stored(trimmed))
        case .text:
            return .text(content)
        }
    }
}
