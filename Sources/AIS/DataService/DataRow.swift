import Foundation

/// One row of a data-service answer. Columns are read by alias ("MCU"); the row's keys are
/// `TABLE_ALIAS`. Values are read tolerantly: codes as numbers or strings, blank padding trimmed,
/// nulls as missing.
public struct DataRow: Sendable {
    public let table: String
    let values: [String: JSONValue]

    public init(table: String, values: [String: JSONValue]) {
        self.table = table
        self.values = values
    }

    public func value(_ alias: String) -> JSONValue? {
        if let v = values["\(table)_\(alias)"] { return v }
        return values[alias]
    }

    public func isNull(_ alias: String) -> Bool { value(alias)?.isNull ?? true }

    /// Text trimmed of blank padding (codes, keys); nil when missing or null.
    public func string(_ alias: String) -> String? {
        value(alias)?.text?.trimmingCharacters(in: .whitespaces)
    }

    /// Text exactly as received (names, descriptions: untrusted, stored as is).
    public func rawString(_ alias: String) -> String? { value(alias)?.text }

    public func int(_ alias: String) -> Int? { value(alias)?.int }
    public func double(_ alias: String) -> Double? { value(alias)?.double }

    /// A date written in the user's format; nil for "" or what does not parse.
    public func date(_ alias: String, format: JDEDateFormat) -> LocalDate? {
        guard let text = string(alias), !text.isEmpty else { return nil }
        return format.parse(text)
    }
}

/// One page of a browse.
public struct DataPage: Sendable {
    public let rows: [DataRow]
    public let moreRecords: Bool
    /// 1 for the first page.
    public let pageNumber: Int
    /// True on the first page of a query restarted after its result set expired: a caller counting
    /// rows starts again.
    public let restarted: Bool
}
