import AIS
import Foundation
import Store

/// Who the user data in the store belongs to. Another user's login, and every logout, clear it:
/// JDE row security means one user's orders are never shown to another.
public struct SessionOwnerDao: Sendable {
    public init() {}

    /// The owner as the store keeps it (`SessionOwner`).
    public typealias Owner = SessionOwner

    /// The owner's decimal format, kept beside the date format (before, a command run offline showed plain
    /// numbers to a user who reads 80.000,00 on screen).
    static let decimalFormatMigration = Migration(version: 15, name: "the owner's decimal format", sql: """
        ALTER TABLE session_owner ADD COLUMN decimal_format TEXT NOT NULL DEFAULT '';
        """)

    public func owner(in c: Connection) throws -> Owner? {
        try c.first("SELECT username, address_number, alpha_name, date_format, decimal_format FROM session_owner WHERE id = 1").map {
            Owner(username: $0.string("username") ?? "", addressNumber: $0.int("address_number") ?? 0,
                  alphaName: $0.string("alpha_name") ?? "", dateFormat: $0.string("date_format") ?? "",
                  decimalFormat: $0.string("decimal_format") ?? "")
        }
    }

    /// Makes `session`'s user the owner; clears the user tables first when they belonged to someone else.
    public func claim(for session: AISSession, at date: Date, in c: Connection) throws {
        if let current = try owner(in: c), current.username != session.username {
            try clearUserData(in: c)
        }
        try c.run("""
            INSERT OR REPLACE INTO session_owner (id, username, address_number, alpha_name, date_format, decimal_format, logged_in_at)
            VALUES (1, ?, ?, ?, ?, ?, ?)
            """, session.username, session.userInfo.addressNumber, session.userInfo.alphaName,
            session.userInfo.simpleDateFormat, session.userInfo.decimalFormat, date.timeIntervalSince1970)
    }

    /// Removes the rows of every per-user table (`ClientSchema.tables`), the owner's with them (logout).
    public func clearUserData(in c: Connection) throws {
        for table in ClientSchema.tableNames(.perUser) { try c.run("DELETE FROM \(table)") }
        try DatasetStateDao().forget(Dataset.allCases.filter { $0.dataClass != .foundation }, in: c)
    }
}
