import AIS
import Foundation
import Resources
import Store
import Testing
@testable import Scenes

/// Orders decided together: the interactor tallies every update into one batch.
@MainActor
@Suite struct DecisionBatchInteractorTests {
    let presenter = OrderPresenterSpy()
    let router = OrderRouterSpy()

    static func key(_ number: Int) -> OrderKey { OrderKey(number: number, type: "OP", company: "00070", suffix: "000") }

    /// Orders 5001…5006 in the queue, and Okafor, Mary (7200), a next approver the store knows.
    private func makeSUT(_ worker: DecisionSendingSpy) throws -> ApproveRejectOrderInteractor {
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
        let sut = makeDecidingInteractor(database: db, outbox: worker, presenter: presenter)
        sut.router = router
        return sut
    }

    private func decide(_ numbers: [Int], _ kind: Decision.Kind = .approve, with sut: ApproveRejectOrderInteractor) async -> Bool {
        var passes = 0
        sut.onOutboxPass = { passes += 1 }
        sut.decide(.init(orders: numbers.map { OrderID(Self.key($0)) }, verdict: kind == .approve ? .approve : .reject, remark: "",
                         reason: kind == .reject ? "R1" : ""))
        return await eventually { passes == 1 }
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
        // When
        #expect(await decide([5001, 5002, 5003, 5004], with: sut))
        // Then: one summary per update, in progress until the last one settled
        let batch = try #require(sut.lastDecisionBatch)
        #expect(batch.entries.map(\.order.number) == [5001, 5002, 5003, 5004])
        #expect(batch.entries(in: .confirmed).count == 2 && batch.settledCount == 4 && batch.isFinished)
        #expect(batch.entries(in: .forwarded).first?.nextApproverName == "Okafor, Mary")
        #expect(batch.entries(in: .refused).first?.message == "Order is on hold")
        #expect(presenter.batchSummaries.map { $0.batch.settledCount } == [0, 0, 0, 0, 1, 2, 3, 4])
        #expect(presenter.batchSummaries.dropLast().allSatisfy { !$0.batch.isFinished })
        // and no single-order message hides the summary
        #expect(!presenter.decisions.contains { if case .updated = $0 { return true } else { return false } })
    }

    @Test func keepsWhatTheListShowedOfEachOrder() async throws {
        let worker = DecisionSendingSpy(passes: [[.init(order: 5001, state: .confirmed), .init(order: 5002, state: .confirmed)]])
        let sut = try makeSUT(worker)
        #expect(await decide([5001, 5002], with: sut))
        let first = try #require(sut.lastDecisionBatch?.entries.first)
        #expect(first.supplier == 7001 && first.supplierName == "Schäfer GmbH")
        #expect(first.amount == 5001 && first.currency == "EUR")
    }

    @Test func countsWhatIsStillOpenOnceThePassSendingItEnded() async throws {
        // Given: the server stops answering after the first order
        let worker = DecisionSendingSpy(passes: [[.init(order: 5001, state: .confirmed), .init(order: 5002, state: .uncertain)]])
        let sut = try makeSUT(worker)
        // When
        #expect(await decide([5001, 5002, 5003], with: sut))
        // Then: the last summary is final, and counts one uncertain and one pending
        let last = try #require(presenter.batchSummaries.last)
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
        #expect(await decide([5001, 5002], with: sut))
        // When: three more are rejected together
        #expect(await decide([5003, 5004, 5005], .reject, with: sut))
        // Then: the outcomes are the second batch's only; an update of the first batch's order is its own message
        // (an open outcomes list was handed each state of the batch as it moved on)
        #expect(router.outcomesUpdated.last?.kind == .reject)
        sut.showOutcomes()
        let shown = try #require(router.outcomesOpened.last)
        #expect(shown.kind == .reject)
        #expect(shown.entries.map(\.order.number) == [5003, 5004, 5005])
        #expect(shown.entries.map(\.state) == [.refused, .confirmed, .pending])
        guard case .updated(let single, _)? = presenter.decisions.last else { Issue.record("\(presenter.decisions)"); return }
        #expect(single.order.number == 5001)
    }

    @Test func aSingleDecisionKeepsItsOwnMessagesAndTheLastBatch() async throws {
        // Given: a batch, then one order decided on its own
        let worker = DecisionSendingSpy(passes: [[.init(order: 5001, state: .confirmed), .init(order: 5002, state: .confirmed)],
                                                 [.init(order: 5003, state: .forwarded, nextApprover: 7200)]])
        let sut = try makeSUT(worker)
        #expect(await decide([5001, 5002], with: sut))
        let summaries = presenter.batchSummaries.count
        // When
        #expect(await decide([5003], with: sut))
        // Then: today's single message, with the next approver's name; the batch is untouched
        guard case .updated(let decision, let name)? = presenter.decisions.last else { Issue.record("\(presenter.decisions)"); return }
        #expect(decision.order.number == 5003 && decision.state == .forwarded && name == "Okafor, Mary")
        #expect(presenter.batchSummaries.count == summaries)
        #expect(sut.lastDecisionBatch?.entries.map(\.order.number) == [5001, 5002])
    }

    @Test func beforeAnyBatchTheOutcomesSayThereIsNone() throws {
        let sut = try makeSUT(DecisionSendingSpy())
        sut.showOutcomes()
        #expect(presenter.noOutcomes == 1)
        #expect(router.outcomesOpened.isEmpty)
    }
}
