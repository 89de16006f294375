import AIS
import Foundation
import Resources
import Store
import Testing
@testable import Scenes
import TestSupport

/// Orders decided together: the desk tallies every update into one batch, and tells each step of it.
@MainActor
@Suite struct DecisionDeskBatchTests {

    static func key(_ number: Int) -> OrderKey { OrderKey(number: number, type: "OP", company: "00070", suffix: "000") }

    /// Orders 5001…5006 in the queue, and Okafor, Mary (7200), a next approver the store knows.
    private func makeSUT(_ worker: DecisionSendingSpy) throws -> (DecisionDesk, DeskNewsSpy) {
        let db = try Database()
        try db.migrate(ClientSchema.migrations)
        try db.write { c in
            for number in 5001...5006 {
                try c.insert([ApprovalQueueEntry(key: Self.key(number), approver: 4242, status: "2N", route: "R", originator: 1, branch: "M30",
                                                 orderDate: LocalDate(year: 2026, month: 11, day: 2).map(ServerDate.day))])
                try c.insert([PurchaseOrderHeader(key: Self.key(number), branch: "M30", supplier: 7000 + number % 10, orderDate: nil,
                                                  requestedDate: nil, currency: "EUR", total: Double(number), orderedBy: "", reference: "")])
            }
            try c.insert([AddressBookName(addressNumber: 7200, name: "Okafor, Mary"), AddressBookName(addressNumber: 7001, name: "Schäfer GmbH")])
            try OrderQueueDao().rebuild(in: c)
        }
        // The site's reject reason: a rejection's reason is one of its codes.
        let desk = makeDesk(database: db, outbox: worker, reasons: [ReasonFacts(code: "R1", text: "Price")])
        return (desk, DeskNewsSpy(desk))
    }

    private func decide(_ numbers: [Int], _ kind: Decision.Kind = .approve, with sut: (DecisionDesk, DeskNewsSpy)) async -> Bool {
        let passes = sut.1.passes
        do {
            try sut.0.submit(.init(orders: numbers.map { OrderID(Self.key($0)) }, verdict: kind == .approve ? .approve : .reject, remark: "",
                                   reason: kind == .reject ? "R1" : ""))
        } catch {
            return false
        }
        return await eventually { sut.1.passes == passes + 1 }
    }

    static let settledUpdates: [DecisionSendingSpy.Update] = [
        .init(order: 5001, state: .confirmed), .init(order: 5002, state: .forwarded, nextApprover: 7200),
        .init(order: 5003, state: .refused, message: "Order is on hold"), .init(order: 5004, state: .confirmed),
    ]

    @Test(arguments: [[0, 1, 2, 3], [3, 2, 1, 0], [2, 0, 3, 1]])
    func talliesEveryUpdateWhateverOrderTheyArriveIn(order: [Int]) async throws {
        // Given: four orders are sent; each goes to sending, then settles, in the order given
        let sending = (5001...5004).map { DecisionSendingSpy.Update(order: $0, state: .sending) }
        let worker = DecisionSendingSpy(passes: [sending + order.map { Self.settledUpdates[$0] }])
        let sut = try makeSUT(worker)
        let (desk, news) = sut
        // When
        #expect(await decide([5001, 5002, 5003, 5004], with: sut))
        // Then: one summary per update, in progress until the last one settled
        let batch = try #require(desk.lastBatch)
        #expect(batch.entries.map(\.order.number) == [5001, 5002, 5003, 5004])
        #expect(batch.entries(in: .confirmed).count == 2 && batch.settledCount == 4 && batch.isFinished)
        #expect(batch.entries(in: .forwarded).first?.nextApproverName == "Okafor, Mary")
        #expect(batch.entries(in: .refused).first?.message == "Order is on hold")
        #expect(news.batches.map { $0.batch.settledCount } == [0, 0, 0, 0, 1, 2, 3, 4])
        #expect(news.batches.dropLast().allSatisfy { !$0.batch.isFinished })
        // and no single-order message hides the summary
        #expect(news.updates.isEmpty)
    }

    @Test func keepsWhatTheListShowedOfEachOrder() async throws {
        let worker = DecisionSendingSpy(passes: [[.init(order: 5001, state: .confirmed), .init(order: 5002, state: .confirmed)]])
        let sut = try makeSUT(worker)
        let desk = sut.0
        #expect(await decide([5001, 5002], with: sut))
        let first = try #require(desk.lastBatch?.entries.first)
        #expect(first.supplier == 7001 && first.supplierName == "Schäfer GmbH")
        #expect(first.amount == 5001 && first.currency == "EUR")
    }

    @Test func countsWhatIsStillOpenOnceThePassSendingItEnded() async throws {
        // Given: the server stops answering after the first order
        let worker = DecisionSendingSpy(passes: [[.init(order: 5001, state: .confirmed), .init(order: 5002, state: .uncertain)]])
        let sut = try makeSUT(worker)
        let news = sut.1
        // When
        #expect(await decide([5001, 5002, 5003], with: sut))
        // Then: the last summary is final, and counts one uncertain and one pending
        let last = try #require(news.batches.last)
        #expect(last.latest == nil)
        #expect(last.batch.isFinished && last.batch.settledCount == 1)
        #expect(last.batch.entries.map(\.state) == [.confirmed, .uncertain, .pending])
    }

    @Test func aSecondBatchReplacesTheFirst() async throws {
        // Given: a first batch finished
        let worker = DecisionSendingSpy(passes: [[.init(order: 5001, state: .confirmed), .init(order: 5002, state: .confirmed)],
                                                 [.init(order: 5003, state: .refused, message: "Order is on hold"),
                                                  .init(order: 5004, state: .confirmed), .init(order: 5001, state: .confirmed)]])
        let sut = try makeSUT(worker)
        let (desk, news) = sut
        #expect(await decide([5001, 5002], with: sut))
        // When: three more are rejected together
        #expect(await decide([5003, 5004, 5005], .reject, with: sut))
        // Then: the outcomes are the second batch's only; an update of the first batch's order is its own message
        // (an open outcomes list was handed each state of the batch as it moved on)
        #expect(news.batches.last?.batch.kind == .reject)
        let shown = try #require(desk.lastBatch)
        #expect(shown.kind == .reject)
        #expect(shown.entries.map(\.order.number) == [5003, 5004, 5005])
        #expect(shown.entries.map(\.state) == [.refused, .confirmed, .pending])
        let single = try #require(news.updates.last?.decision)
        #expect(single.order.number == 5001)
    }

    @Test func aSingleDecisionKeepsItsOwnMessagesAndTheLastBatch() async throws {
        // Given: a batch, then one order decided on its own
        let worker = DecisionSendingSpy(passes: [[.init(order: 5001, state: .confirmed), .init(order: 5002, state: .confirmed)],
                                                 [.init(order: 5003, state: .forwarded, nextApprover: 7200)]])
        let sut = try makeSUT(worker)
        let (desk, news) = sut
        #expect(await decide([5001, 5002], with: sut))
        let summaries = news.batches.count
        // When
        #expect(await decide([5003], with: sut))
        // Then: today's single message, with the next approver's name; the batch is untouched
        let (decision, name) = try #require(news.updates.last)
        #expect(decision.order.number == 5003 && decision.state == .forwarded && name == "Okafor, Mary")
        #expect(news.batches.count == summaries)
        #expect(desk.lastBatch?.entries.map(\.order.number) == [5001, 5002])
    }

    @Test func beforeAnyBatchThereIsNone() throws {
        let (desk, news) = try makeSUT(DecisionSendingSpy())
        #expect(desk.lastBatch == nil)
        #expect(news.news.isEmpty)
    }

    @Test func aDecisionStillSendingLeavesTheConnectionOnlineAndTheNextOrderDecidable() async throws {
        // Given: deciding offline is turned off; the first decision is on its way (a slow server)
        let worker = DecisionSendingSpy(passes: [[.init(order: 5001, state: .sending)]])
        let sut = try makeSUT(worker)
        let (desk, _) = sut
        desk.rules.allowOfflineDecisions = false
        // When
        #expect(await decide([5001], with: sut))
        // Then: still online, and a second decision is an ordinary one, not refused as offline
        #expect(!desk.connection.offline)
        guard case .success = desk.decidableRows([OrderID(Self.key(5002))]) else {
            Issue.record("refused while another decision was being sent")
            return
        }
    }

    @Test func aDecisionTheServerDidNotAnswerMarksTheConnectionOffline() async throws {
        // Given
        let worker = DecisionSendingSpy(passes: [[.init(order: 5001, state: .sending), .init(order: 5001, state: .pending, message: "timed out")]])
        let sut = try makeSUT(worker)
        let (desk, _) = sut
        desk.rules.allowOfflineDecisions = false
        // When
        #expect(await decide([5001], with: sut))
        // Then
        #expect(desk.connection.offline)
        guard case .failure(let refusal) = desk.decidableRows([OrderID(Self.key(5002))]) else {
            Issue.record("decided offline although it is turned off")
            return
        }
        #expect(refusal.why.contains("does not answer"))
    }
}
