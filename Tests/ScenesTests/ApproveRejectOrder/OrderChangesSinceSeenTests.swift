import AIS
import Foundation
import Resources
import SceneKit
import Store
import Terminal
import Testing
@testable import Scenes
import TestSupport

/// What changed since the approver last opened an order: the interactor tells it against what was seen
/// when the order came on screen, keeps what is seen only when the order is opened, and the presenter and
/// fragments show it (`Δ`, before → after, removed lines, the total).
@MainActor
@Suite struct OrderChangesSinceSeenTests {
    let db: Database
    let presenter = OrderPresenterSpy()
    static let key = OrderKey(number: 4001, type: "OP", company: "00200", suffix: "000")

    static func line(_ n: Double, qty: Double, cost: Double = 1) -> PurchaseOrderLine {
        PurchaseOrderLine(key: key, lineNumber: n, lineType: "S", shortItem: Int(n), item: "ITEM-\(Int(n))", description: "d",
                          description2: "", branch: "M30", unit: "EA", quantity: qty, unitCost: cost, amount: qty * cost, currency: "EUR",
                          requestedDate: nil, lastStatus: "220", nextStatus: "230")
    }

    /// Order 4001 of two lines (20 and 5 at 1.00), total 25.00 EUR.
    init() throws {
        db = try Database()
        try db.migrate(ClientSchema.migrations)
        try db.write { c in
            try c.insert([ApprovalQueueEntry(key: Self.key, approver: 4242, status: "2N", route: "R", originator: 1, branch: "M30",
                                             orderDate: nil)])
            try c.insert([PurchaseOrderHeader(key: Self.key, branch: "M30", supplier: 7001, orderDate: nil, requestedDate: nil,
                                              currency: "EUR", total: 25, orderedBy: "", reference: "")])
            try PurchaseOrderLinesDao().insert([Self.line(1, qty: 20), Self.line(2, qty: 5)], in: c)
            try OrderQueueDao().rebuild(in: c)
        }
    }

    private func amendLineOneTo99() throws {
        try db.write { c in
            try PurchaseOrderLinesDao().replace([Self.line(1, qty: 99), Self.line(2, qty: 5)], of: [Self.key], in: c)
            try c.run("UPDATE order_headers SET otot = 104")
        }
    }

    private func seen() throws -> SeenOrder? { try db.read { try SeenOrdersDao().snapshot(of: Self.key, in: $0) } }

    @Test func anOrderGlancedAtIsNotSeenAndOneOpenedIs() throws {
        // Given the order beside the list (the cursor on it)
        let sut = makeOrderInteractor(database: db, presenter: presenter)
        #expect(sut.selectOrder(.init(order: OrderID(Self.key))))
        // Then nothing is kept as seen
        #expect(try seen() == nil)
        // When it is opened (Enter)
        sut.opened = true
        // Then what it shows is kept
        #expect(try seen()?.lines.map(\.quantity) == [20, 5])
        #expect(try seen()?.total == 25)
        sut.stop()
    }

    @Test func theChangesShowWhenOpenedAndStayShownWhileItIsOpenAfterItIsKeptAsSeen() throws {
        // Given the order seen once, then amended: line 1 from 20 to 99
        var sut = makeOrderInteractor(database: db, presenter: presenter)
        _ = sut.selectOrder(.init(order: OrderID(Self.key)))
        sut.opened = true
        sut.stop()
        try amendLineOneTo99()
        // When it comes on screen again and is opened
        sut = makeOrderInteractor(database: db, presenter: presenter)
        _ = sut.selectOrder(.init(order: OrderID(Self.key)))
        let glanced = try #require(presenter.orders.last?.changes)
        sut.opened = true
        // Then the change is told, before and after
        #expect(glanced.changed.map(\.before.quantity) == [20])
        #expect(glanced.changed.map(\.after.quantity) == [99])
        #expect(glanced.totalBefore == 25)
        #expect(glanced.totalAfter == 104)
        // And what is seen now is kept, so the list's Δ goes
        #expect(try seen()?.lines.first?.quantity == 99)
        #expect(try db.read { try OrderQueueDao().rows([Self.key], in: $0) }.first?.changesSinceSeen == nil)
        // And the order loaded again while open still shows what changed
        sut.loadOrder()
        #expect(presenter.orders.last?.changes?.changed.map(\.after.quantity) == [99])
        sut.stop()
    }

    @Test func theSameSnapshotAgainWritesNothing() throws {
        // Given: the order kept as seen at one moment
        let sut = makeOrderInteractor(database: db, presenter: presenter)
        let detail = try sut.worker.stored(Self.key)
        try sut.worker.markSeen(detail, route: nil, at: Date(timeIntervalSince1970: 1_000))
        // When: it is kept again unchanged later, then changed
        try sut.worker.markSeen(detail, route: nil, at: Date(timeIntervalSince1970: 2_000))
        let unchanged = try db.read { try $0.scalar("SELECT seen_at FROM seen_orders").double }
        try sut.worker.markSeen(detail, route: [.init(approver: 4242, status: "2N")], at: Date(timeIntervalSince1970: 3_000))
        // Then: only the change was written
        #expect(unchanged == 1_000)
        #expect(try db.read { try $0.scalar("SELECT seen_at FROM seen_orders").double } == 3_000)
    }

    @Test func anOrderNeverOpenedHasNoChanges() throws {
        try amendLineOneTo99()
        let sut = makeOrderInteractor(database: db, presenter: presenter)
        _ = sut.selectOrder(.init(order: OrderID(Self.key)))
        #expect(presenter.orders.last?.changes == nil)
        sut.stop()
    }

    @Test func theRouteAsStoredIsComparedWithTheRouteSeenAndKeptWhenOpened() throws {
        // Given: seen when it awaited OLU (4245) first, and now stored awaiting DEMO after OLU's approval
        try db.write { c in
            try SeenOrdersDao().save(SeenOrder(lines: [.init(lineNumber: 1, item: "ITEM-1", quantity: 20, unitCost: 1, amount: 20),
                                                       .init(lineNumber: 2, item: "ITEM-2", quantity: 5, unitCost: 1, amount: 5)],
                                               total: 25, currency: "EUR", route: [.init(approver: 4245, status: "1N")]),
                                     of: Self.key, at: Date(), in: c)
            try ApprovalRouteDao().replace([ApprovalRouteRow(approver: 4245, status: "1A", decidedBy: "OLU", decidedOn: nil, route: "R",
                                                             approverType: "1"),
                                            ApprovalRouteRow(approver: 4242, status: "2N", decidedBy: "", decidedOn: nil, route: "R",
                                                             approverType: "2")], of: Self.key, in: c)
        }
        // When: the order comes on screen and is opened
        let sut = makeOrderInteractor(database: db, presenter: presenter)
        _ = sut.selectOrder(.init(order: OrderID(Self.key)))
        sut.opened = true
        // Then: the route's change is told, the lines' none
        let changes = try #require(presenter.orders.last?.changes)
        #expect(changes.changed.isEmpty)
        #expect(changes.routeBefore == [.init(approver: 4245, status: "1N")])
        #expect(changes.routeAfter == [.init(approver: 4245, status: "1A"), .init(approver: 4242, status: "2N")])
        // And: the route shown is kept as seen
        #expect(try seen()?.route == [.init(approver: 4245, status: "1A"), .init(approver: 4242, status: "2N")])
        // And: the list, which compares lines and total only, shows no Δ for it
        #expect(try db.read { try OrderQueueDao().rows([Self.key], in: $0) }.first?.changesSinceSeen == nil)
        sut.stop()
    }

    @Test func aRouteChangeIsToldAsANote() throws {
        let changes = OrderChangeFacts(routeBefore: [.init(approver: 4245, status: "1N")],
                                       routeAfter: [.init(approver: 4245, status: "1A"), .init(approver: 4242, status: "2N")])
        let vm = try #require(presented(changes))
        #expect(vm.changeNotes == ["Δ Route · 1N 4245 → 1A 4245, 2N 4242"])
        #expect(vm.changeMarks == ["", "", ""])
    }

    // MARK: Presenter

    private func presented(_ changes: OrderChangeFacts?) -> ApproveRejectOrder.Load.ViewModel? {
        let view = OrderDisplaySpy()
        let sut = ApproveRejectOrderPresenter(dates: .iso, numbers: .plain)
        sut.view = view
        let detail = OrderDetail(key: Self.key, header: PurchaseOrderHeader(key: Self.key, branch: "M30", supplier: 7001, orderDate: nil,
                                                                            requestedDate: nil, currency: "EUR", total: 13_100,
                                                                            orderedBy: "", reference: ""),
                                 supplierName: "", queueEntry: nil, originatorName: "",
                                 lines: [Self.line(1, qty: 99, cost: 100), Self.line(2, qty: 5, cost: 100), Self.line(4, qty: 1, cost: 700)],
                                 lineStatusNames: [:])
        sut.presentOrder(.init(detail: OrderDetailFacts(detail), route: .loaded([]), attachments: .loaded([]), changes: changes))
        return view.orders.last
    }

    static func figures(_ n: Double, qty: Double, cost: Double) -> OrderChangeFacts.LineFigures {
        .init(lineNumber: n, item: "ITEM-\(Int(n))", quantity: qty, unitCost: cost, amount: qty * cost)
    }

    static let changes = OrderChangeFacts(
        changed: [.init(before: figures(1, qty: 20, cost: 100), after: figures(1, qty: 99, cost: 100))],
        added: [figures(4, qty: 1, cost: 700)], removed: [figures(3, qty: 2, cost: 50)], totalBefore: 12_400, totalAfter: 13_100)

    @Test func changedAddedAndRemovedLinesAreMarkedAndTold() throws {
        let vm = try #require(presented(Self.changes))
        // Marks in their own column: Δ changed, + added, − removed (the removed line after the order's own)
        #expect(vm.changeMarks == ["Δ", "", "+", "−"])
        #expect(vm.lines.count == 4)
        #expect(vm.lines.last?.first == "3")
        #expect(vm.lines.last?.last == "removed")
        #expect(vm.removedRows == [3])
        #expect(vm.changeNotes == ["Δ Ln 1 · qty 20 → 99 · amount 2,000.00 → 9,900.00",
                                   "+ Ln 4 added · ITEM-4 · qty 1 · amount 700.00",
                                   "− Ln 3 removed · ITEM-3 · qty 2 · amount 100.00"])
        #expect(vm.fields.first { $0.label == "Total" }?.value == "12,400.00 → 13,100.00 EUR")
    }

    @Test func withoutChangesNothingIsMarked() throws {
        let vm = try #require(presented(nil))
        #expect(vm.changeMarks.isEmpty)
        #expect(vm.changeNotes.isEmpty)
        #expect(vm.lines.count == 3)
        #expect(vm.fields.first { $0.label == "Total" }?.value == "13,100.00 EUR")
    }

    // MARK: Fragments

    @Test func theOrderViewDrawsTheMarksBesideTheCursorAndTheNotesAboveTheLines() throws {
        // Given
        let vm = try #require(presented(Self.changes))
        let screen = MemoryScreen(width: 132, height: 40)
        let view = ApproveRejectOrderView()
        // When
        view.displayOrder(vm)
        let placements = view.pane(width: 132, height: 40).layout(in: Rect(size: Size(width: 132, height: 40)))
        for p in placements { p.fragment.draw(in: Canvas(screen: screen, rect: p.rect), focused: p.fragment === view.lines) }
        // Then the cursor's `>` and the change mark both show on the first line
        let first = try #require(screen.find("ITEM-1"))
        #expect(screen.line(first.y).hasPrefix("> Δ"), "\(screen.text)")
        #expect(screen.find("qty 20 → 99") != nil, "\(screen.text)")
        #expect(screen.find("Changed since you last opened it") != nil)
        #expect(screen.find("12,400.00 → 13,100.00 EUR") != nil)
        let removed = try #require(screen.find("ITEM-3"))
        #expect(screen.line(removed.y).contains("removed"))
        #expect(screen.line(removed.y).contains("−"))
    }

    @Test func anOrderWithoutChangesGivesTheNotesNoRoom() throws {
        let view = ApproveRejectOrderView()
        view.displayOrder(try #require(presented(nil)))
        let placements = view.pane(width: 132, height: 40).layout(in: Rect(size: Size(width: 132, height: 40)))
        #expect(placements.first { $0.fragment === view.changes }?.rect.height ?? 0 == 0)
    }

    @Test func theOrderShownFollowsTheStoreAndSaysWhatChangedUnderTheApproversEyes() async throws {
        // Given: the order opened beside the list
        let sut = makeOrderInteractor(database: db, presenter: presenter)
        _ = sut.selectOrder(.init(order: OrderID(Self.key)))
        sut.opened = true
        let shownBefore = presenter.orders.count
        // When: a refresh writes the order amended (line 1 from 20 to 99)
        try amendLineOneTo99()
        // Then: shown again with the new figures and its changes, and the approver is told
        #expect(await eventually { presenter.changedWhileShown.count == 1 })
        #expect(presenter.orders.count > shownBefore)
        #expect(presenter.orders.last?.detail?.lines.first?.quantity == 99)
        #expect(presenter.orders.last?.changes?.changed.first?.after.quantity == 99)
        let told = try #require(presenter.changedWhileShown.first)
        #expect(told.changes.totalBefore == 25 && told.changes.totalAfter == 104 && told.currency == "EUR")
        sut.stop()
    }

    @Test func aWriteThatLeavesTheFiguresAsTheyAreSaysNothing() async throws {
        // Given
        let sut = makeOrderInteractor(database: db, presenter: presenter)
        _ = sut.selectOrder(.init(order: OrderID(Self.key)))
        // When: the same lines written again (a read of the order that found nothing new), then an amendment
        try db.write { try PurchaseOrderLinesDao().replace([Self.line(1, qty: 20), Self.line(2, qty: 5)], of: [Self.key], in: $0) }
        try amendLineOneTo99()
        // Then: once the amendment is shown (both writes were heard, in order), it alone was told
        #expect(await eventually { presenter.orders.last?.detail?.lines.first?.quantity == 99 })
        #expect(presenter.changedWhileShown.count == 1)
        #expect(presenter.changedWhileShown.first?.changes.changed.map(\.after.quantity) == [99])
        sut.stop()
    }
}
