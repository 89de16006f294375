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
        for index in [1, 2, 2, 2] { sut.toggleLineMark(.init(index: index)) }
        // Then
        #expect(sut.markedLineNumbers == [2, 3])
        #expect(presenter.lineMarks.last == .init(markedRows: [1, 2], lineCount: 5))
        // When: a decision on them is asked for, or another order shows
        sut.decisionAsked()
        #expect(sut.markedLineNumbers.isEmpty && presenter.lineMarks.last?.markedRows == [])
        sut.toggleLineMark(.init(index: 0))
        sut.orderKey = nil
        #expect(sut.markedLineNumbers.isEmpty)
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
        #expect(view.confirms.last?.title == "Reject lines 2 and 3 of 5 of order 4001 OP 00200 · 1,234.50 USD")
        #expect(view.confirms.last?.lines == [3, 2])
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
