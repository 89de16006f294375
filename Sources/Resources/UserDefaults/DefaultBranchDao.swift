import Store

/// The default branch/plant the preload stored. The store holds one user's data at a time (a new user's
/// login clears it), so the stored row is the signed-in user's.
public struct DefaultBranchDao: Sendable {
    public init() {}

    /// The stored branch; nil when the user has none or it was not loaded.
    public func branch(in c: Connection) throws -> String? {
        try c.first("SELECT mcu FROM \(DefaultBranch.storeTable) LIMIT 1")?.string("mcu")
    }
}
