/// A value SQLite stores or returns.
public enum SQLValue: Hashable, Sendable, CustomStringConvertible {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
    case blob([UInt8])

    public var description: String {
        switch self {
        case .null: return "NULL"
        case .integer(let v): return String(v)
        case .real(let v): return String(v)
        case .text(let v): return v
        case .blob(let v): return "<\(v.count) bytes>"
        }
    }

    public var isNull: Bool { if case .null = self { return true } else { return false } }
    public var int64: Int64? {
        switch self {
        case .integer(let v): return v
        case .real(let v): return Int64(exactly: v.rounded(.towardZero))
        case .text(let v): return Int64(v)
        default: return nil
        }
    }
    public var int: Int? { int64.map { Int($0) } }
    public var double: Double? {
        switch self {
        case .integer(let v): return Double(v)
        case .real(let v): return v
        case .text(let v): return Double(v)
        default: return nil
        }
    }
    public var string: String? {
        switch self {
        case .text(let v): return v
        case .integer(let v): return String(v)
        case .real(let v): return String(v)
        case .blob(let v): return String(decoding: v, as: UTF8.self)
        case .null: return nil
        }
    }
    public var bool: Bool? { int64.map { $0 != 0 } }
}

/// Swift values that bind to statement parameters.
public protocol SQLBindable: Sendable {
    var sqlValue: SQLValue { get }
}

extension SQLValue: SQLBindable { public var sqlValue: SQLValue { self } }
extension Int: SQLBindable { public var sqlValue: SQLValue { .integer(Int64(self)) } }
extension Int64: SQLBindable { public var sqlValue: SQLValue { .integer(self) } }
extension Int32: SQLBindable { public var sqlValue: SQLValue { .integer(Int64(self)) } }
extension Double: SQLBindable { public var sqlValue: SQLValue { .real(self) } }
extension String: SQLBindable { public var sqlValue: SQLValue { .text(self) } }
extension Substring: SQLBindable { public var sqlValue: SQLValue { .text(String(self)) } }
extension Bool: SQLBindable { public var sqlValue: SQLValue { .integer(self ? 1 : 0) } }
extension Array: SQLBindable where Element == UInt8 { public var sqlValue: SQLValue { .blob(self) } }
extension Optional: SQLBindable where Wrapped: SQLBindable {
    public var sqlValue: SQLValue { self?.sqlValue ?? .null }
}
