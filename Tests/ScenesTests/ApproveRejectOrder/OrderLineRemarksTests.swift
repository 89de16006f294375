import AIS
import Foundation
import Resources
import Store
import Testing
@testable import Scenes

/// The order view's lines carry the remarks kept with the order's route (`line_remarks`), so a remarked
/// line is marked and shows its remark also offline, before the route is read again.
@MainActor
@Suite struct OrderLineRemarksTests {
    let db: Database
    let presenter = OrderPresenterSpy()
    static let key = OrderKey(number: 4001, type: "OP", company: "00200", suffix: "000")

    static func line(_ n: Double) -> PurchaseOrderLine {
        PurchaseOrderLine(key: key, lineNumber: n, lineType: "S", shortItem: Int(n), item: "ITEM-\(Int(n))", description: "d",
                          description2: "", branch: "M30", unit: "EA", quantity: 1, unitCost: 1, amount: 1, currency: "EUR",
                          requestedDate: nil, lastStatus: "220", nextStatus: "230")
    }

    /// Order 4001 of two lines, the second with a remark kept.
    init() throws {
        db = try Database()
        try db.migrate(ClientSchema.migrations)
        try db.write { c in
            try c.insert([ApprovalQueueEntry(key: Self.key, approver: 4242, status: "2N", route: "R", originator: 1, branch: "M30",
                                             orderDate: nil)])
            try c.insert([PurchaseOrderHeader(key: Self.key, branch: "M30", supplier: 7001, orderDate: nil, requestedDate: nil,
                                              currency: "EUR", total: 2, orderedBy: "", reference: "")])
            try PurchaseOrderLinesDao().insert([Self.line(1), Self.line(2)], in: c)
            try LineRemarksDao().replace([2: "Keep dry"], of: Self.key, in: c)
            try OrderQueueDao().rebuild(in: c)
        }
    }

    @Test func theKeptRemarkOfALineComesWithItsLine() throws {
        // Given
        let sut = makeOrderInteractor(database: db, presenter: presenter)
        // When
        _ = sut.selectOrder(.init(order: OrderID(Self.key)))
        // Then
        let lines = try #require(presenter.orders.first?.detail?.lines)
        #expect(lines.map(\.remark) == ["", "Keep dry"])
        #expect(sut.detail?.lineRemarks == [2: "Keep dry"])
        sut.stop()
    }
}
