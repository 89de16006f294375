import AIS
import Foundation

/// A text attachment the approver adds to an order: kept in the local media queue until the server
/// has it, so it survives restarts and is uploaded once.
public struct ApproverNote: Sendable, Equatable {
    public enum State: String, Sendable {
        case pending, sending, uncertain, uploaded, failed
        public var isOpen: Bool { self == .pending || self == .sending || self == .uncertain }
    }

    public var id: Int64
    public var username: String
    public var order: OrderKey
    /// Unique per note ("Approver note · DEMO · 42"), so a lost answer can be checked in the list.
    public var itemName: String
    public var text: String
    public var state: State
    public var message: String
    public var sequence: Int
    public var createdAt: Date
}
