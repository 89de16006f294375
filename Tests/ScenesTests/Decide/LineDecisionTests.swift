import AIS
import Foundation
import Resources
import Store
import Testing
@testable import Scenes

/// Deciding some lines of an order (contract §5.2): Space marks lines in the order's lines pane, the home
/// router passes them to the Decide scene, whose dialog names them; only through P43081.
@MainActor
@Suite struct LineDecisionTests {
    static let key = OrderKey(number: 4001, type: "OP", company: "00200", suffix: "000")
    let db: Database

    init() throws {
        db = try makeQueueDatabase(orders: 1) { _ in (7001, 1234.5) }
        try db.write { c in
            try PurchaseOrderLinesDao().insert((1...5).map { n in
                PurchaseOrderLine(key: Self.key, lineNumber: Double(n), lineType: "S", shortItem: n, item: "ITEM-\(n)", description: "d",
                                  description2: "", branch: "M30", unit: "EA", quantity: 1, unitCost: 10, amount: 10, currency: "USD",
                                  requestedDate: nil, lastStatus: "220", nextStatus: "230")
            }, in: c)
            try DatasetStateDao().markLoaded(.lines, owner: "DEMO", rows: 5, at: Date(), in: c)
            try OrderQueueDao().rebuild(in: c)
        }
    }

    @Test func spaceMarksLinesAndAnotherOrderLetsThemGo() throws {
        // Given: the order shown
        let presenter = OrderPresenterSpy()
        let sut = makeOrderInteractor(database: db, presenter: presenter)
        sut.orderKey = Self.key
        // When: lines 2 and 3 marked, 3 unmarked and marked again
        for index in [1, 2, 2, 2] { sut.lineMarks.toggle(.init(index: index)) }
        // Then
        #expect(sut.lineMarks.markedLineNumbers == [2, 3])
        #expect(presenter.lineMarks.last == .init(markedRows: [1, 2], lineCount: 5))
        // When: a decision on them is asked for, or another order shows
        sut.lineMarks.decisionAsked()
        #expect(sut.lineMarks.markedLineNumbers.isEmpty && presenter.lineMarks.last?.markedRows == [])
        sut.lineMarks.toggle(.init(index: 0))
        sut.orderKey = nil
        #expect(sut.lineMarks.markedLineNumbers.isEmpty)
    }

    @Test func theDialogNamesTheLinesOfTheOrder() {
        let presenter = DecidePresenterSpy()
        let desk = makeDesk(database: db, outbox: DecisionSendingSpy())
        desk.linesDecidable = true
        let sut = makeDecideInteractor(desk: desk, presenter: presenter)
        sut.subject = .decision(.reject, orders: [OrderID(Self.key)], lines: [3, 2])
        sut.start()
        #expect(presenter.refusals.isEmpty, "\(presenter.refusals)")
        #expect(presenter.confirms.last?.lines == [3, 2])
        let view = DecideDisplaySpy()
        let words = DecidePresenter(formats: { (.iso, .plain) })
        words.view = view
        words.presentConfirm(presenter.confirms[0])
        // Then: the lines are named with their amounts, the order's total after them, and what still awaits
        #expect(view.confirms.last?.title == "Reject lines 2 and 3 of 5 of order 4001 OP 00200")
        #expect(view.confirms.last?.lines == [3, 2])
        #expect(view.confirms.last?.orderLines == ["Order 4001 OP 00200 · 7001",
                                                    "Ln 3 · ITEM-3 · qty 1 · 10.00 USD",
                                                    "Ln 2 · ITEM-2 · qty 1 · 10.00 USD"])
        #expect(view.confirms.last?.totals == ["The 2 lines: 20.00 USD of the order's total 1,234.50 USD",
                                                "3 other lines of this order still await you."])
    }

    @Test func aLineDecisionSaysWhenNoOtherLineAwaits() {
        // Given: the order's 5 lines, 4 of them rejected before
        let presenter = DecidePresenterSpy()
        let view = DecideDisplaySpy()
        let words = DecidePresenter(formats: { (.iso, .plain) })
        words.view = view
        var order = OrderFacts(id: OrderID(Self.key), supplier: 7001, supplierName: "Acme", originator: 1, originatorName: "",
                               orderDate: nil, daysWaiting: 0, amount: 50, currency: "USD", lineCount: 5, branch: "M30", rejectedLineCount: 4)
        order.changedSinceSeen = false
        // When: the last line is rejected
        words.presentConfirm(.init(verdict: .reject, orders: [order], reasons: [], remarkRequired: false, lines: [5],
                                   decidedLines: [.init(number: 5, item: "ITEM-5", quantity: 2.5, amount: 10)]))
        // Then
        #expect(presenter.confirms.isEmpty)
        #expect(view.confirms.last?.title == "Reject line 5 of 5 of order 4001 OP 00200")
        #expect(view.confirms.last?.orderLines == ["Order 4001 OP 00200 · Acme", "Ln 5 · ITEM-5 · qty 2.50 · 10.00 USD"])
        #expect(view.confirms.last?.totals == ["The line: 10.00 USD of the order's total 50.00 USD", "No other line awaits you on this order."])
    }

    @Test func linesAreRefusedWhereTheMethodDecidesWholeOrders() {
        let presenter = DecidePresenterSpy()
        let outbox = DecisionSendingSpy()
        let sut = makeDecideInteractor(desk: makeDesk(database: db, outbox: outbox), presenter: presenter)
        sut.subject = .decision(.approve, orders: [OrderID(Self.key)], lines: [1])
        sut.start()
        #expect(presenter.confirms.isEmpty)
        #expect(presenter.refusals.last?.contains("approvals.method stock") == true)
        sut.submit(.init(orders: [OrderID(Self.key)], verdict: .approve, remark: "", reason: "", lines: [1]))
        #expect(outbox.savedDecisions.isEmpty, "the desk refuses too")
    }

    @Test func theLinesChosenReachTheOutbox() {
        let outbox = DecisionSendingSpy()
        let desk = makeDesk(database: db, outbox: outbox)
        desk.linesDecidable = true
        let sut = makeDecideInteractor(desk: desk, presenter: DecidePresenterSpy())
        sut.submit(.init(orders: [OrderID(Self.key)], verdict: .reject, remark: "", reason: "", lines: [2, 3]))
        #expect(outbox.savedDecisions.map(\.lines) == [[2, 3]])
    }
}
