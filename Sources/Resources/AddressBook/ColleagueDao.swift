import Foundation
import Store

/// The employees read for the forward picker, kept so the picker answers offline and a forward made
/// offline can still be checked against the address book. Shared by every user of the server (the
/// address book is the company's, not the user's).
public struct ColleagueDao: Sendable {
    public init() {}

    static let migration = Migration(version: 11, name: "colleagues for forwarding", sql: """
        CREATE TABLE colleagues (an8 INTEGER PRIMARY KEY, alph TEXT NOT NULL, read_at REAL NOT NULL);
        """)

    /// Keeps employees as read now; their names also name them wherever the app shows an approver.
    public func save(_ colleagues: [Colleague], readAt: Date, in c: Connection) throws {
        for colleague in colleagues {
            try c.run("INSERT OR REPLACE INTO colleagues (an8, alph, read_at) VALUES (?, ?, ?)",
                      colleague.addressNumber, colleague.name, readAt.timeIntervalSince1970)
            try c.run("INSERT OR REPLACE INTO names (an8, alph) VALUES (?, ?)", colleague.addressNumber, colleague.name)
        }
    }

    /// Kept employees whose name contains `text` (any case) or whose number is `text`, by name.
    public func colleagues(matching text: String, limit: Int, in c: Connection) throws -> [Colleague] {
        let typed = text.trimmingCharacters(in: .whitespaces)
        let rows: [Row]
        if let number = Int(typed) {
            rows = try c.query("SELECT an8, alph FROM colleagues WHERE an8 = ?", number)
        } else {
            let pattern = "%" + typed.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "%", with: "\\%")
                .replacingOccurrences(of: "_", with: "\\_") + "%"
            rows = try c.query("SELECT an8, alph FROM colleagues WHERE alph LIKE ? ESCAPE '\\' ORDER BY alph LIMIT ?", pattern, limit)
        }
        return rows.map { Colleague(addressNumber: $0.int("an8") ?? 0, name: $0.string("alph") ?? "") }
    }

    /// The kept employee numbered `addressNumber`, nil when none was read.
    public func colleague(_ addressNumber: Int, in c: Connection) throws -> Colleague? {
        try c.first("SELECT an8, alph FROM colleagues WHERE an8 = ?", addressNumber).map {
            Colleague(addressNumber: $0.int("an8") ?? 0, name: $0.string("alph") ?? "")
        }
    }
}
