import AIS
import AISSimulator
import Foundation
@testable import Resources
import Store
import Testing

/// The decision methods as strategies: what each says of itself, and a worker that sends through any of
/// them without knowing which.
@Suite struct DecisionMethodsTests {
    static let client = AISClient(configuration: AISConfiguration(baseURL: URL(string: "http://127.0.0.1:9/jderest")!,
                                                                  environment: "JDV920", role: "*ALL", deviceName: "d"))
    static let order = OrderKey(number: 4001, type: "OP", company: "00200", suffix: "000")

    static func decision(_ kind: Decision.Kind, reason: String = "", remark: String = "", lines: [Double] = []) -> Decision {
        Decision(id: 1, username: "DEMO", approver: 4242, order: order, kind: kind, remark: remark, reason: reason, lines: lines,
                 state: .pending, attempts: 0, message: "", nextApprover: 0, seen: nil, madeOffline: false, createdAt: Date(), updatedAt: Date())
    }

    @Test func theSettingsMethodGivesItsSender() {
        #expect(DecisionMethod.orchestration.sender(client: Self.client) is OrchestrationMethod)
        #expect((DecisionMethod.stock(.standard).sender(client: Self.client) as? StockP43081Method)?.controls == .standard)
    }

    @Test func anOrchestrationSendsOneAtATimeAndLeavesTheReviewAndTheRemarkToOthers() async throws {
        let sut = OrchestrationMethod(client: Self.client)
        #expect(sut.decisionsAtOnce == 1)
        #expect(!sut.reviewsOrder(of: Self.decision(.approve)))
        #expect(sut.remarkAttachment(of: Self.decision(.reject, reason: "PR", remark: "too dear")) { _ in "Price" } == nil)
        let settled = await sut.settle(lostAnswerOf: Self.decision(.approve), orders: OrderDetailWorker(gate: SessionGate(client: Self.client), database: try Database()))
        #expect(settled == .askTheRoute)
    }

    @Test func p43081SendsFourAtOnceReviewsItsOwnFormAndAttachesTheReasonAndRemark() {
        let sut = StockP43081Method(client: Self.client, controls: .standard)
        #expect(sut.decisionsAtOnce == 4)
        #expect(sut.reviewsOrder(of: Self.decision(.approve)))
        #expect(!sut.reviewsOrder(of: Self.decision(.forward)), "a forward goes through the orchestration, which does not review")
        #expect(sut.remarkAttachment(of: Self.decision(.reject, reason: "PR", remark: "too dear", lines: [2])) { _ in "Price too high" }
                == "Rejected (lines 2): PR · Price too high · too dear")
        #expect(sut.remarkAttachment(of: Self.decision(.approve)) { _ in "" } == nil)
        #expect(sut.remarkAttachment(of: Self.decision(.forward, remark: "for you")) { _ in "" } == nil)
    }

    @Test func aMethodThatKnowsNothingWasDecidedHasTheDecisionRefusedOnceAndNeverSentAgain() async throws {
        // Given: a method of no known kind that refuses, and an order in the queue
        let fixture = try SimulatorFixture(orders: 2, requestTimeout: 5)
        _ = try await fixture.login()
        _ = await fixture.workspace.preloadWorker(settings: PreloadSettings()).run { _ in }
        let order = try #require(try fixture.database.read { try ApprovalQueueDao().keys(in: $0) }.first)
        let method = RefusingMethod()
        let sut = DecisionWorker(gate: fixture.workspace.gate, database: fixture.database, sending: method)
        _ = try sut.enqueue([.init(order: order, kind: .approve, remark: "")], username: "DEMO", approver: 4242, offline: false)
        // When: processed twice
        await sut.process(username: "DEMO", approver: 4242)
        await sut.process(username: "DEMO", approver: 4242)
        // Then: sent once, refused with the method's words, never sent again
        #expect(method.sent.withLock { $0 } == 1)
        let decision = try #require(try fixture.database.read { try DecisionOutboxDao().all(for: "DEMO", in: $0) }.first)
        #expect(decision.state == .refused && decision.message == "the form said no", "\(decision)")
    }
}

/// A decision method that refuses every decision, counting them.
private final class RefusingMethod: DecisionSendingMethod {
    let sent = Locked(0)
    var decisionsAtOnce: Int { 2 }
    func reviewsOrder(of decision: Decision) -> Bool { false }
    func decide(_ decision: Decision, session: AISSession) async throws -> DecisionResult {
        sent.withLock { $0 += 1 }
        throw DecisionNotMade.refused("the form said no")
    }
    func settle(lostAnswerOf decision: Decision, orders: OrderDetailWorker) async -> LostAnswer { .askTheRoute }
    func remarkAttachment(of decision: Decision, reasonWords: (String) throws -> String) rethrows -> String? { nil }
}
