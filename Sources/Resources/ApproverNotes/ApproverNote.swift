import AIS
import Foundation

/// A text attachment the approver adds to an order: kept in the local media queue until the server
/// has it, so it survives restarts and is uploaded once.
public struct ApproverNote: Sendable, Equatable {
    public enum State: String, Sendable {
        case pending, sending, uncertain, uploaded, failed
        public var isOpen: Bool { self == .pending || self == .sending || self == .uncertain }
    }

    /// What the attachment is: a note the approver wrote, or the remark (and reason) of a decision sent
    /// through P43081, which has no remark field (contract §5.2). Its item name starts with the kind's title.
    public enum Kind: String, Sendable {
        case note = "Approver note"
        case decisionRemark = "Decision remark"

        init(itemName: String) { self = itemName.hasPrefix(Self.decisionRemark.rawValue) ? .decisionRemark : .note }
    }

    public var id: Int64
    public var username: String
    public var order: OrderKey
    /// Unique per note ("Approver note · DEMO · 42", "Decision remark · DEMO · 43"), so a lost answer can be
    /// checked in the list.
    public var itemName: String
    public var kind: Kind { Kind(itemName: itemName) }
    public var text: String
    public var state: State
    public var message: String
    public var sequence: Int
    public var createdAt: Date
}
