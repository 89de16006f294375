import Foundation
import Store

/// Text attachments of purchase orders (contract §7): media-object structure `GT4301`, keyed by the
/// order key.
struct MediaObjects: Sendable {
    static let structure = "GT4301"
    static let maximumTextLength = 30_000

    struct Attachment: Sendable {
        let sequence: Int
        let itemName: String
        let text: String
        /// ISO `yyyy-MM-dd`.
        let updateDate: String
        let updateUser: String
    }

    let database: Database
    /// The orders' files and links (made, not stored).
    let files: MediaFiles

    init(database: Database) {
        self.database = database
        files = MediaFiles(database: database)
    }

    /// The order key of a request's `moStructure` and `moKey`.
    static func orderKey(from body: JSONValue) throws(ServiceError) -> OrderKey {
        let structure = body["moStructure"]?.stringValue ?? ""
        guard structure.uppercased() == Self.structure else {
            throw ServiceError("Media object structure \(structure.prefix(20)) is not supported; use \(Self.structure)")
        }
        guard let parts = body["moKey"]?.arrayValue?.compactMap(\.lenientString), parts.count == 4,
              let number = Int(parts[0].trimmingCharacters(in: .whitespaces)), number > 0 else {
            throw ServiceError("moKey must hold the order number, type, company and suffix")
        }
        let codes = parts.dropFirst().map { $0.trimmingCharacters(in: .whitespaces) }
        return OrderKey(number: number, type: codes[0], company: codes[1], suffix: codes[2])
    }

    func list(_ key: OrderKey) throws -> [Attachment] {
        try database.read { c in
            try c.query("SELECT * FROM SIM_MEDIA WHERE \(OrderKey.whereClause) ORDER BY SEQUENCE", key.parameters)
                .map(Self.attachment)
        }
    }

    func text(_ key: OrderKey, sequence: Int) throws -> Attachment? {
        try database.read { c in
            try c.first("SELECT * FROM SIM_MEDIA WHERE \(OrderKey.whereClause) AND SEQUENCE = ?",
                        key.parameters + [.integer(Int64(sequence))]).map(Self.attachment)
        }
    }

    /// Adds a text attachment to an existing order; answers its sequence.
    func add(_ key: OrderKey, itemName: String, text: String, user: String, now: Date = Date()) throws -> Int {
        guard text.utf8.count <= Self.maximumTextLength else {
            throw ServiceError("The text is longer than \(Self.maximumTextLength) bytes")
        }
        return try database.write { c in
            guard try c.first("SELECT 1 FROM F4301 WHERE \(OrderKey.whereClause)", key.parameters) != nil else {
                throw ServiceError("Order \(key) does not exist")
            }
            let sequence = (try c.scalar("SELECT COALESCE(MAX(SEQUENCE), 0) + 1 FROM SIM_MEDIA WHERE \(OrderKey.whereClause)",
                                         key.parameters).int) ?? 1
            try c.run("INSERT INTO SIM_MEDIA (DOCO, DCTO, KCOO, SFXO, SEQUENCE, ITEM_NAME, TEXT, UPDATE_DATE, UPDATE_USER) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                      key.parameters + [.integer(Int64(sequence)), .text(itemName), .text(text),
                                        .text(CalendarDay(now).iso), .text(user)])
            return sequence
        }
    }

    private static func attachment(_ row: Row) -> Attachment {
        Attachment(sequence: row.int("SEQUENCE") ?? 0, itemName: row.string("ITEM_NAME") ?? "", text: row.string("TEXT") ?? "",
                   updateDate: row.string("UPDATE_DATE") ?? "", updateUser: row.string("UPDATE_USER") ?? "")
    }
}
