import AIS
import Foundation
import Resources
import Store
import Testing
@testable import Scenes
import TestSupport

/// The desk's undo window: a confirmed decision waits, counted down, until its window ends and it is sent;
/// `u` takes back the latest still waiting, and says which came too late.
@MainActor
@Suite struct DecisionDeskUndoWindowTests {
    static func key(_ number: Int) -> OrderKey { OrderKey(number: number, type: "OP", company: "00070", suffix: "000") }

    private func makeSUT(_ worker: DecisionSendingSpy, undoSeconds: Int) throws -> (DecisionDesk, DeskNewsSpy) {
        let db = try Database()
        try db.migrate(ClientSchema.migrations)
        let desk = makeDesk(database: db, outbox: worker, rules: DecisionRules(confirmApprovals: false, undoSeconds: undoSeconds))
        return (desk, DeskNewsSpy(desk))
    }

    private func approve(_ numbers: [Int], on desk: DecisionDesk) throws {
        try desk.submit(.init(orders: numbers.map { OrderID(Self.key($0)) }, verdict: .approve, remark: "", reason: ""))
    }

    private var waitingNews: (DeskNewsSpy) -> [(WaitingDecisions, Int)] {
        { spy in spy.news.compactMap { if case .waiting(let w, let s) = $0 { (w, s) } else { nil } } }
    }

    @Test func aConfirmedDecisionWaitsInItsWindow() throws {
        // Given
        let worker = DecisionSendingSpy()
        let (sut, news) = try makeSUT(worker, undoSeconds: 30)
        defer { sut.stop() }
        // When
        try approve([4001], on: sut)
        // Then: saved with the window, counted down, nothing sent
        #expect(worker.undoSecondsAsked == [30])
        #expect(sut.canUndo)
        #expect(waitingNews(news).first?.0.orders == [OrderID(Self.key(4001))])
        #expect(waitingNews(news).first?.1 == 30)
        #expect(worker.passesRun == 0)
        #expect(sut.openDecisionCount() == 1)
    }

    @Test func undoTakesTheDecisionBack() throws {
        // Given
        let worker = DecisionSendingSpy()
        let (sut, news) = try makeSUT(worker, undoSeconds: 30)
        defer { sut.stop() }
        try approve([4001, 4002], on: sut)
        // When
        sut.undoLatest()
        // Then
        #expect(news.news.last == .undone(UndoOutcome(verdict: .approve, undone: [OrderID(Self.key(4001)), OrderID(Self.key(4002))],
                                                      tooLate: [])))
        #expect(worker.savedDecisions.isEmpty)
        #expect(!sut.canUndo)
        #expect(sut.lastBatch == nil, "no outcomes list of a batch taken back")
        #expect(worker.passesRun == 0)
    }

    @Test func undoTooLateSaysTheDecisionIsBeingSent() throws {
        // Given: the sender claimed the decision just before u
        let worker = DecisionSendingSpy()
        let (sut, news) = try makeSUT(worker, undoSeconds: 30)
        defer { sut.stop() }
        try approve([4001], on: sut)
        worker.claimed = Set(worker.savedDecisions.map(\.id))
        // When
        sut.undoLatest()
        // Then
        #expect(news.news.last == .undone(UndoOutcome(verdict: .approve, undone: [], tooLate: [OrderID(Self.key(4001))])))
        #expect(worker.savedDecisions.count == 1)
    }

    @Test func undoWithNothingWaitingSaysSo() throws {
        let (sut, news) = try makeSUT(DecisionSendingSpy(), undoSeconds: 30)
        sut.undoLatest()
        #expect(news.news.last == .undone(UndoOutcome(verdict: .approve, undone: [], tooLate: [])))
    }

    @Test func theWindowEndsAndTheOutboxIsSent() async throws {
        // Given
        let worker = DecisionSendingSpy()
        let (sut, news) = try makeSUT(worker, undoSeconds: 1)
        // When
        try approve([4001], on: sut)
        // Then: the desk wakes when the window ends and sends, without being asked
        #expect(await eventually { worker.passesRun == 1 && news.passes == 1 })
        #expect(!sut.canUndo)
    }

    @Test func noWindowSendsAtOnce() async throws {
        let worker = DecisionSendingSpy()
        let (sut, news) = try makeSUT(worker, undoSeconds: 0)
        try approve([4001], on: sut)
        #expect(!sut.canUndo)
        #expect(worker.undoSecondsAsked == [0])
        #expect(news.news.first == .queued(count: 1, verdict: .approve))
        #expect(await eventually { worker.passesRun == 1 })
    }

    @Test func sendingNowEndsTheWindowsThenCallsBack() async throws {
        // Given
        let worker = DecisionSendingSpy()
        let (sut, _) = try makeSUT(worker, undoSeconds: 30)
        defer { sut.stop() }
        try approve([4001], on: sut)
        var left = false
        // When
        sut.sendWaitingNow { left = true }
        // Then
        #expect(worker.windowsEnded == worker.savedDecisions.map(\.id))
        #expect(!sut.canUndo)
        #expect(await eventually { left })
        #expect(worker.passesRun == 1)
    }

    @Test func undoingAllTakesEveryWindowBack() throws {
        let worker = DecisionSendingSpy()
        let (sut, news) = try makeSUT(worker, undoSeconds: 30)
        defer { sut.stop() }
        try approve([4001], on: sut)
        try approve([4002], on: sut)
        sut.undoAllWaiting()
        #expect(worker.savedDecisions.isEmpty)
        #expect(news.news.filter { if case .undone = $0 { true } else { false } }.count == 2)
    }

    @Test func anOrderWaitingInItsWindowIsRefusedWithTheWayBack() throws {
        // Given: order 4001 in the queue, approved through the real outbox with a window
        let db = try Database()
        try db.migrate(ClientSchema.migrations)
        try db.write { c in
            try c.insert([ApprovalQueueEntry(key: Self.key(4001), approver: 4242, status: "2N", route: "R", originator: 1, branch: "M30",
                                             orderDate: LocalDate(year: 2026, month: 11, day: 2).map(ServerDate.day))])
            try OrderQueueDao().rebuild(in: c)
        }
        let client = AISClient(configuration: AISConfiguration(baseURL: URL(string: "http://127.0.0.1:9/jderest")!,
                                                               environment: "JDV920", role: "*ALL", deviceName: "d"))
        let worker = DecisionWorker(gate: SessionGate(client: client), database: db)
        let sut = makeDesk(database: db, outbox: worker, rules: DecisionRules(confirmApprovals: false, undoSeconds: 30))
        defer { sut.stop() }
        try approve([4001], on: sut)
        // When: deciding it again
        let refusal = sut.decidableRows([OrderID(Self.key(4001))])
        // Then
        #expect(refusal == .failure(DecisionDesk.Refusal("A decision on 4001 OP 00070 waits in its undo window: u takes it back.")))
        // And once taken back it may be decided again
        sut.undoLatest()
        #expect((try? sut.decidableRows([OrderID(Self.key(4001))]).get())?.count == 1)
    }
}
