import Resources

/// An order as scenes name it in requests and view models: the parts of its key as plain values. The
/// store's `OrderKey` stays below the interactors, which convert at their boundary.
public struct OrderID: Hashable, Sendable, CustomStringConvertible {
    public var number: Int
    public var type: String
    public var company: String
    public var suffix: String

    public init(number: Int, type: String, company: String, suffix: String) {
        self.number = number
        self.type = type
        self.company = company
        self.suffix = suffix
    }

    public init(_ key: OrderKey) {
        self.init(number: key.number, type: key.type, company: key.company, suffix: key.suffix)
    }

    /// The key workers take.
    var key: OrderKey { OrderKey(number: number, type: type, company: company, suffix: suffix) }

    /// "4001 OP 00200", as the order is named on screen.
    public var description: String { "\(number) \(type) \(company)" }
}

/// What the user decides on an order: approve, reject, or forward it to a colleague (who then decides).
public enum Verdict: Sendable, Equatable {
    case approve
    case reject
    case forward

    init(_ kind: Decision.Kind) {
        switch kind {
        case .approve: self = .approve
        case .reject: self = .reject
        case .forward: self = .forward
        }
    }

    var kind: Decision.Kind {
        switch self {
        case .approve: .approve
        case .reject: .reject
        case .forward: .forward
        }
    }
}
