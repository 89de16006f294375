/// One result row. Columns are read by position or by name.
public struct Row: Sendable {
    public let columns: ColumnNames
    public let values: [SQLValue]

    public init(columns: ColumnNames, values: [SQLValue]) {
        self.columns = columns
        self.values = values
    }

    public subscript(index: Int) -> SQLValue { index < values.count ? values[index] : .null }
    public subscript(name: String) -> SQLValue {
        guard let i = columns.index(of: name) else { return .null }
        return values[i]
    }

    public func string(_ name: String) -> String? { self[name].string }
    public func int(_ name: String) -> Int? { self[name].int }
    public func int64(_ name: String) -> Int64? { self[name].int64 }
    public func double(_ name: String) -> Double? { self[name].double }
    public func bool(_ name: String) -> Bool? { self[name].bool }
}

/// The column names of a result, shared by all its rows.
public final class ColumnNames: Sendable {
    public let names: [String]
    private let positions: [String: Int]

    public init(_ names: [String]) {
        self.names = names
        var p: [String: Int] = [:]
        for (i, n) in names.enumerated() where p[n.lowercased()] == nil { p[n.lowercased()] = i }
        self.positions = p
    }
    public func index(of name: String) -> Int? { positions[name.lowercased()] }
}
