import AIS
import Foundation
import Store
import Testing
@testable import Resources

/// Search and filter text full of SQL and format metacharacters is matched literally, changes nothing
/// in the store, and never fails a query.
@Suite struct HostileSearchInputTests {
    /// A search text, shown escaped in test names (a NUL would cut the runner's output short).
    struct Needle: Sendable, CustomTestStringConvertible {
        let text: String
        var testDescription: String { text.debugDescription }
    }

    static let needles = ["'", "\"", "%", "_", "--", ";", "%s%n", "\\", "\u{0}", "'; DROP TABLE queue_list; --", "' OR '1'='1",
                          "%%", "\\%", "_%_", "\")--", "%n%n%n%n", "{0}", "$1", "?", "*", "[a-z]", "\u{0}'", "O'B", "100%", "s_w"].map(Needle.init)
    static let suppliers = ["O'Brien & Sons", "100% Steel_Works", "Back\\slash \"Quoted\"", "Drop; -- Ltd", "Plain Supplies"]

    private func makeDatabase() throws -> Database {
        let db = try Database()
        try db.migrate(ClientSchema.migrations)
        try db.write { c in
            for (i, name) in Self.suppliers.enumerated() {
                let key = OrderKey(number: 5001 + i, type: "OP", company: "00200", suffix: "000")
                let branch = i == 1 ? "M'3%_" : "M30"
                try c.insert([ApprovalQueueEntry(key: key, approver: 4242, status: "2N", route: "R", originator: 1001, branch: branch,
                                                 orderDate: LocalDate(year: 2026, month: 10, day: 1 + i).map(ServerDate.day))])
                try c.insert([PurchaseOrderHeader(key: key, branch: branch, supplier: 7001 + i, orderDate: LocalDate(year: 2026, month: 10, day: 1 + i).map(ServerDate.day),
                                                  requestedDate: nil, currency: "EUR", total: Double(100 * (i + 1)), orderedBy: "B", reference: "")])
                try c.insert([AddressBookName(addressNumber: 7001 + i, name: name)])
            }
            try OrderQueueDao().rebuild(in: c)
            try InventoryDao().save(Self.suppliers.enumerated().map { i, name in
                InventoryItem(shortNumber: 60001 + i, number: "ITM-\(i)", description: name, unit: "EA", stockingType: "P")
            }, readAt: Date(), in: c)
        }
        return db
    }

    /// The store's tables and row counts, to show nothing was changed.
    private func shape(_ db: Database) throws -> String {
        try db.read { c in
            let tables = try c.query("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").compactMap { $0.string("name") }
            return try tables.map { "\($0)=\(try c.scalar("SELECT count(*) FROM \"\($0)\"").int ?? -1)" }.joined(separator: ",")
        }
    }

    @Test(arguments: needles)
    func queueSearchMatchesLiterally(needle argument: Needle) throws {
        let needle = argument.text
        // Given
        let db = try makeDatabase()
        let before = try shape(db)
        let sut = OrderQueueDao()
        let sort = QueueSort()
        // When
        let hit = try db.read { try sut.position(ofMatch: needle, from: 0, forward: true, sort: sort, in: $0) }
        // Then: the first row, in list order, whose search text holds the needle as typed (controls dropped)
        let searchTexts = try db.read { c in try c.query("SELECT search FROM queue_list ORDER BY \(sort.orderBy)").map { $0.string("search") ?? "" } }
        let literal = String(needle.unicodeScalars.filter { $0.value >= 0x20 }.map(Character.init)).trimmingCharacters(in: .whitespaces).lowercased()
        let expected = literal.isEmpty ? nil : searchTexts.firstIndex { $0.lowercased().contains(literal) }
        #expect(hit == expected, "\(needle.debugDescription) found row \(String(describing: hit)), expected \(String(describing: expected))")
        #expect(try shape(db) == before)
    }

    @Test(arguments: needles)
    func queueFiltersTakeAnyTextAsAValue(needle argument: Needle) throws {
        let needle = argument.text
        let db = try makeDatabase()
        let before = try shape(db)
        let filter = QueueFilter(orderTypes: [needle, "OP"], branches: [needle])
        let (count, window) = try db.read { c in
            (try OrderQueueDao().count(filter: filter, in: c), try OrderQueueDao().window(offset: 0, limit: 10, filter: filter, in: c))
        }
        #expect(count == 0 && window.isEmpty, "\(needle.debugDescription) matched \(count) orders")
        #expect(try shape(db) == before)
    }

    @Test func aBranchWithMetacharactersIsFoundExactly() throws {
        let db = try makeDatabase()
        let rows = try db.read { try OrderQueueDao().window(offset: 0, limit: 10, filter: QueueFilter(branches: ["M'3%_"]), in: $0) }
        #expect(rows.map(\.key.number) == [5002])
    }

    @Test(arguments: needles)
    func inventorySearchMatchesLiterally(needle argument: Needle) throws {
        let needle = argument.text
        let db = try makeDatabase()
        let before = try shape(db)
        let found = try db.read { try InventoryDao().items(matching: needle, limit: 50, in: $0) }.items
        let literal = String(needle.unicodeScalars.filter { $0.value >= 0x20 }.map(Character.init)).lowercased()
        let expected = Self.suppliers.enumerated().filter { offset, name in
            name.lowercased().contains(literal) || "itm-\(offset)".hasPrefix(literal)
        }.map { 60001 + $0.offset }
        #expect(found.map(\.shortNumber).sorted() == expected.sorted(), "\(needle.debugDescription)")
        #expect(try shape(db) == before)
    }
}
