import AIS
import Foundation
import Resources
import Store
import Testing
@testable import Scenes
import TestSupport

/// The home list opens before the order lines are read (they load in the background): an order shown
/// without its lines gets them without the user doing anything, whichever read stores them first.
@MainActor
@Suite struct OrderLinesAfterTheListTests {
    let db: Database
    let presenter = OrderPresenterSpy()
    static let key = OrderKey(number: 4001, type: "OP", company: "00200", suffix: "000")

    init() throws {
        db = try Database()
        try db.migrate(ClientSchema.migrations)
        let session = AISSession(token: "t", username: "DEMO", environment: "JDV920", role: "*ALL", deviceName: "d",
                                 userInfo: AISUserInfo(addressNumber: 4242, alphaName: "Demo"))
        try db.write { c in
            try SessionOwnerDao().claim(for: session, at: Date(), in: c)
            try c.insert([ApprovalQueueEntry(key: Self.key, approver: 4242, status: "2N", route: "R", originator: 1, branch: "M30",
                                             orderDate: nil)])
            try c.insert([PurchaseOrderHeader(key: Self.key, branch: "M30", supplier: 7001, orderDate: nil, requestedDate: nil,
                                              currency: "USD", total: 10, orderedBy: "", reference: "")])
            try OrderQueueDao().rebuild(in: c)
        }
    }

    @Test func linesStoredByTheBackgroundReadAfterTheOrderShowedAreShown() async throws {
        // Given: the order shown while its lines are still to come
        let sut = makeOrderInteractor(database: db, presenter: presenter)
        #expect(sut.selectOrder(.init(order: OrderID(Self.key))))
        #expect(presenter.orders.first?.detail?.lines.isEmpty == true)

        // When: the background read stores them and finishes before the order scene's own read starts
        try db.write { c in
            try PurchaseOrderLinesDao().insert([PurchaseOrderLine(key: Self.key, lineNumber: 1, lineType: "S", shortItem: 1, item: "ITEM-1",
                                                                  description: "d", description2: "", branch: "M30", unit: "EA", quantity: 1,
                                                                  unitCost: 10, amount: 10, currency: "USD", requestedDate: nil,
                                                                  lastStatus: "220", nextStatus: "230")], in: c)
            try DatasetStateDao().markLoaded(.lines, owner: "DEMO", rows: 1, at: Date(), in: c)
        }

        // Then: shown as reading at first, then again with its line (the server, unreachable here, is not needed)
        #expect(presenter.orders.first?.lines == .reading)
        #expect(await eventually { presenter.orders.contains { $0.detail?.lines.count == 1 && $0.lines == .stored } })
        sut.stop()
    }

    @Test func anOrderWhoseOwnLinesReadFailsSaysSoInsteadOfNoLines() async throws {
        // Given: the order shown while its lines are still to come, the server unreachable
        let sut = makeOrderInteractor(database: db, presenter: presenter)
        #expect(sut.selectOrder(.init(order: OrderID(Self.key))))
        #expect(presenter.orders.first?.lines == .reading)

        // When: its own read of the lines fails
        let failed = await eventually {
            presenter.orders.contains { if case .failed = $0.lines { return true } else { return false } }
        }

        // Then: the order says why its lines are not there
        #expect(failed, "\(presenter.orders.map(\.lines))")
        sut.stop()
    }
}
