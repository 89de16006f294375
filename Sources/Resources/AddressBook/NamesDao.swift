import Store

/// Reads people's names from the stored address book (`names`, filled by the preload).
public struct NamesDao: Sendable {
    public init() {}

    /// The name of an address number, nil when it is not stored.
    public func name(of addressNumber: Int, in c: Connection) throws -> String? {
        try c.scalar("SELECT alph FROM names WHERE an8 = ?", addressNumber).string
    }
}
