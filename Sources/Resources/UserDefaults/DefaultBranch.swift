import AIS
import JDESchema
import Store

/// The user's default branch/plant (F40095, an installation choice of table).
public struct DefaultBranch: Sendable, Equatable, StoredRecord {
    public var username: String
    public var branch: String

    public init(username: String, branch: String) {
        self.username = username
        self.branch = branch
    }

    public static let storeTable = "user_default_branch"
    public static let storeColumns = ["username", "mcu"]
    public var storeValues: [SQLValue] { [username.sqlValue, branch.sqlValue] }
}

/// Reads the default branch of a user: the `F40095` row whose `TERM` is the user id (the table is keyed by
/// user or terminal; contract §4).
public struct DefaultBranchService: Sendable {
    public static let table = ColumnCatalogue.defaultLocations.name

    public static func query(username: String) -> DataServiceQuery {
        DataServiceQuery(ColumnCatalogue.defaultLocations, columns: ["TERM", "MCU"],
                         conditions: [Condition(column: "TERM", op: .equal, values: [username])],
                         matchAll: true, orderBy: [], pageSize: 10)
    }

    public static func decode(_ row: DataRow) -> DefaultBranch? {
        guard let user = row.string("TERM"), let branch = row.string("MCU"), !branch.isEmpty else { return nil }
        return DefaultBranch(username: user, branch: branch)
    }
}
