import Foundation

/// A JSON document. Objects keep their keys in order (answers and requests read like the contract).
public enum JSONValue: Sendable, Equatable, CustomStringConvertible {
    case null
    case bool(Bool)
    /// A number; `exact` holds it when it is a whole number that fits in 64 bits.
    case number(Double, exact: Int64?)
    case string(String)
    case array([JSONValue])
    case object([(key: String, value: JSONValue)])

    public static func int(_ v: Int) -> JSONValue { .number(Double(v), exact: Int64(v)) }
    public static func double(_ v: Double) -> JSONValue { .number(v, exact: Int64(exactly: v)) }

    public static func == (a: JSONValue, b: JSONValue) -> Bool {
        switch (a, b) {
        case (.null, .null): return true
        case let (.bool(x), .bool(y)): return x == y
        case let (.number(x, ex), .number(y, ey)): return ex != nil && ey != nil ? ex == ey : x == y
        case let (.string(x), .string(y)): return x == y
        case let (.array(x), .array(y)): return x == y
        case let (.object(x), .object(y)): return x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: return false
        }
    }

    /// The value of `key` in an object (the first when a key repeats).
    public subscript(key: String) -> JSONValue? {
        guard case .object(let pairs) = self else { return nil }
        for pair in pairs where pair.key == key { return pair.value }
        return nil
    }

    public var objectPairs: [(key: String, value: JSONValue)]? { if case .object(let p) = self { return p } else { return nil } }
    public var arrayValue: [JSONValue]? { if case .array(let a) = self { return a } else { return nil } }
    public var isNull: Bool { if case .null = self { return true } else { return false } }

    /// Text for strings, and the number's shortest text for numbers (codes may arrive as numbers).
    public var text: String? {
        switch self {
        case .string(let s): return s
        case .number(let d, let exact): return exact.map(String.init) ?? String(d)
        case .bool(let b): return b ? "true" : "false"
        default: return nil
        }
    }

    /// A whole number from a number or a numeric string ("4001", " 42 ", "1.000").
    public var int: Int? {
        switch self {
        case .number(let d, let exact):
            if let exact { return Int(exactly: exact) }
            return d.isFinite && d == d.rounded() && abs(d) < 9.2e18 ? Int(d) : nil
        case .string(let s):
            let t = s.trimmingBlanks
            if let i = Int(t) { return i }
            if let d = Double(t), d.isFinite, d == d.rounded(), abs(d) < 9.2e18 { return Int(d) }
            return nil
        default: return nil
        }
    }

    /// A number from a number or a numeric string.
    public var double: Double? {
        switch self {
        case .number(let d, _): return d
        case .string(let s): return Double(s.trimmingBlanks).flatMap { $0.isFinite ? $0 : nil }
        default: return nil
        }
    }

    public var bool: Bool? {
        switch self {
        case .bool(let b): return b
        case .string(let s): return ["true", "1", "y"].contains(s.lowercased()) ? true : (["false", "0", "n"].contains(s.lowercased()) ? false : nil)
        case .number(let d, _): return d != 0
        default: return nil
        }
    }

    public var description: String { JSONWriter.string(self) }
}
