import AIS
import Store
import Testing
@testable import Resources

/// `storeQueuedLines` (as `insertQueued`) keeps the rows of orders in the approval queue and drops the others, asking the queue
/// once per run of rows of one order.
@Suite struct InsertQueuedTests {
    static let queued = OrderKey(number: 4001, type: "OP", company: "00200", suffix: "000")
    static let otherType = OrderKey(number: 4001, type: "OR", company: "00200", suffix: "000")
    static let alsoQueued = OrderKey(number: 4000, type: "OP", company: "00200", suffix: "000")

    static func line(_ key: OrderKey, _ number: Double) -> PageOrderLines {
        let row = OrderLinesFromPageTests.row([("DOCO", .int(key.number)), ("DCTO", .string(key.type)), ("KCOO", .string(key.company)),
                                           ("SFXO", .string(key.suffix)), ("LNID", .number(number, exact: nil)),
                                           ("LITM", .string("ITEM-\(Int(number))"))])
        return PurchaseOrderLineService.ordersOfPage([row], dates: OrderLinesFromPageTests.dates)[0]
    }

    static func queueEntry(_ key: OrderKey) -> ApprovalQueueEntry {
        ApprovalQueueEntry(key: key, approver: 4242, status: "2N", route: "", originator: 0, branch: "M30", orderDate: nil)
    }

    static func store(queuing keys: [OrderKey]) throws -> Database {
        let db = try Database()
        try db.migrate(ClientSchema.migrations)
        try db.write { try $0.insert(keys.map(Self.queueEntry)) }
        return db
    }

    static func storedKeys(_ db: Database) throws -> [String] {
        try db.read { c in
            try PurchaseOrderLinesDao().allLines(in: c).map { "\($0.key.number) \($0.key.type) \($0.lineNumber)" }
        }
    }

    @Test func linesOfAnOrderNotQueuedAreDroppedEvenWhenTheyInterleave() throws {
        // Given: 4001 OP and 4000 OP queued, 4001 OR not; the server sends the two 4001s by line number
        let sut = try Self.store(queuing: [Self.queued, Self.alsoQueued])
        let lines = [Self.line(Self.queued, 1), Self.line(Self.otherType, 1), Self.line(Self.queued, 2),
                     Self.line(Self.otherType, 2), Self.line(Self.alsoQueued, 1)]

        // When
        let inserted = try sut.write { try $0.storeQueuedLines(lines) }

        // Then
        #expect(inserted == 3)
        #expect(try Self.storedKeys(sut) == ["4001 OP 1.0", "4001 OP 2.0", "4000 OP 1.0"])
    }

    @Test func anOrderThatLeftTheQueueBetweenTwoWritesKeepsNoLaterLines() throws {
        // Given: the first of an order's lines stored, then the order decided (leaving the queue with its lines)
        let sut = try Self.store(queuing: [Self.queued])
        _ = try sut.write { try $0.storeQueuedLines([Self.line(Self.queued, 1)]) }
        try sut.write { try ApprovalQueueDao().remove(Self.queued, in: $0) }

        // When: its remaining lines arrive
        let inserted = try sut.write { try $0.storeQueuedLines([Self.line(Self.queued, 2), Self.line(Self.queued, 3)]) }

        // Then
        #expect(inserted == 0)
        #expect(try Self.storedKeys(sut).isEmpty)
    }

    @Test func nothingToInsertStoresNothing() throws {
        let sut = try Self.store(queuing: [])
        #expect(try sut.write { try $0.storeQueuedLines([]) } == 0)
    }
}
