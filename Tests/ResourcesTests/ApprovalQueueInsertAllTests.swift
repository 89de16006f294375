import AIS
import Store
import Testing
@testable import Resources

/// The preload stores a whole queue with `ApprovalQueueEntry.insertAll`, which binds each field itself:
/// it must store what the generic `insert` stores from `storeValues`, field for field.
@Suite struct ApprovalQueueInsertAllTests {
    static let entries = [
        ApprovalQueueEntry(key: OrderKey(number: 4001, type: "OP", company: "00200", suffix: "000"), approver: 4242, status: "2N",
                           route: "ROUTE1", originator: 1001, branch: "M30", orderDate: .day(LocalDate(year: 2026, month: 11, day: 23)!),
                           changedOn: .day(LocalDate(year: 2026, month: 11, day: 24)!), changedAt: 134_501),
        ApprovalQueueEntry(key: OrderKey(number: 4002, type: "OR", company: "", suffix: ""), approver: 4242, status: "1N",
                           route: "", originator: 0, branch: "", orderDate: .unreadable("31/02/2026"), changedOn: nil, changedAt: 0),
        ApprovalQueueEntry(key: OrderKey(number: 4003, type: "OP", company: "東京", suffix: "001"), approver: 7, status: "2N",
                           route: "Ünïcode", originator: -5, branch: "  M30", orderDate: nil),
    ]

    static func stored(_ insert: (Connection) throws -> Void) throws -> [[SQLValue]] {
        let db = try Database()
        try db.migrate(ClientSchema.migrations)
        try db.write { try insert($0) }
        return try db.read { c in
            try c.query("SELECT \(ApprovalQueueEntry.storeColumns.joined(separator: ", ")) FROM approval_queue ORDER BY doco").map { row in
                ApprovalQueueEntry.storeColumns.map { row[$0] }
            }
        }
    }

    @Test func storesWhatTheGenericInsertStores() throws {
        // When
        let direct = try Self.stored { try ApprovalQueueEntry.insertAll(Self.entries, in: $0) }
        let generic = try Self.stored { try $0.insert(Self.entries) }
        // Then
        #expect(direct == generic)
        #expect(direct == Self.entries.map(\.storeValues))
    }
}
