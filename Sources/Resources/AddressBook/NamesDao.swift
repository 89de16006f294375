import Store

/// Reads people's names from the stored address book (`names`, filled by the preload).
public struct NamesDao: Sendable {
    public init() {}

    /// The name of an address number, nil when it is not stored.
    public func name(of addressNumber: Int, in c: Connection) throws -> String? {
        try c.scalar("SELECT alph FROM names WHERE an8 = ?", addressNumber).string
    }

    /// The address numbers the queue's orders name (originators and suppliers), once each.
    public func queuedPeople(in c: Connection) throws -> [Int] {
        try c.query("SELECT an8 FROM approval_queue UNION SELECT an8 FROM order_headers").compactMap { $0.int("an8") }
    }
}
