import Store

/// An entity that is kept in one table of the local store, one row each.
public protocol StoredRecord: Sendable {
    static var storeTable: String { get }
    /// The columns `storeValues` fills, in the same order.
    static var storeColumns: [String] { get }
    var storeValues: [SQLValue] { get }
}
