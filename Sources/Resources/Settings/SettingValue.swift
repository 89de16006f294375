/// A setting's value as the config file holds it.
public enum SettingValue: Sendable, Hashable, CustomStringConvertible {
    case bool(Bool)
    case int(Int)
    case text(String)
    case list([String])

    public var description: String {
        switch self {
        case .bool(let v): return v ? "on" : "off"
        case .int(let v): return String(v)
        case .text(let v): return v
        case .list(let v): return v.joined(separator: ", ")
        }
    }

    /// The value as JSON would hold it (for the config file).
    var jsonObject: Any {
        switch self {
        case .bool(let v): return v
        case .int(let v): return v
        case .text(let v): return v
        case .list(let v): return v
        }
    }
}
