/// A setting's value as the config file holds it.
public enum SettingValue: Sendable, Hashable, CustomStringConvertible {
    case bool(Bool)
    case int(Int)
    case text(String)
    case list([String])
    /// Names to values (`approvals.p43081.versions`: an order type, or `*` for every other, to a version).
    case map([String: String])

    public var description: String {
        switch self {
        case .bool(let v): return v ? "on" : "off"
        case .int(let v): return String(v)
        case .text(let v): return v
        case .list(let v): return v.joined(separator: ", ")
        case .map(let v): return Self.orderedKeys(v).map { "\($0)=\(v[$0] ?? "")" }.joined(separator: ", ")
        }
    }

    /// `*` first, then the others in order: how a map is shown and written.
    static func orderedKeys(_ map: [String: String]) -> [String] {
        map.keys.sorted { a, b in a == "*" ? b != "*" : b == "*" ? false : a < b }
    }

    /// The value as JSON would hold it (for the config file).
    public var jsonObject: Any {
        switch self {
        case .bool(let v): return v
        case .int(let v): return v
        case .text(let v): return v
        case .list(let v): return v
        case .map(let v): return v
        }
    }
}
