/// An order's key: number (DOCO), type (DCTO), company (KCOO), suffix (SFXO).
public struct OrderKey: Hashable, Sendable, Codable, CustomStringConvertible {
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

    /// By the number alone (equal keys still compare every field): orders of one number and another type
    /// or company are few, and a preload hashes hundreds of thousands of keys, where the three texts were
    /// most of a key's hash.
    public func hash(into hasher: inout Hasher) { hasher.combine(number) }

    /// "4001 OP 00200".
    public var description: String { "\(number) \(type) \(company)" }
}

/// What the server said about a decision it recorded.
public struct DecisionResult: Sendable, Equatable {
    public var approvalStatus: String
    public var orderStatus: String
    /// The next approver's address number when the approval was above this user's limit; 0 otherwise.
    public var nextApprover: Int
    public var message: String
    public var serverSeconds: Double?

    public init(approvalStatus: String, orderStatus: String, nextApprover: Int, message: String, serverSeconds: Double?) {
        self.approvalStatus = approvalStatus
        self.orderStatus = orderStatus
        self.nextApprover = nextApprover
        self.message = message
        self.serverSeconds = serverSeconds
    }
}
