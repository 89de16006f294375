import AIS
import AISSimulator
import Foundation
import Resources
import Store
import Testing

/// The outbox deciding through P43081 (`approvals.method stock`, contract §5.2) against the simulator: saved
/// first, sent once, settled from the server's tables when the answer is lost; the remark as the order's text
/// attachment; every test ends with no stack open.
@Suite struct StockDecisionWorkerTests {
    private func prepared(controls: P43081Controls = .standard, lines: Int = 4,
                          configure: (inout SimulatorConfiguration) -> Void = { _ in })
        async throws -> (SimulatorFixture, DecisionWorker, OrderKey) {
        let fixture = try SimulatorFixture(orders: 3, requestTimeout: 5, configure: configure)
        let order = try await fixture.simulator.addOrder(lines: lines)
        _ = try await fixture.login()
        _ = await fixture.workspace.preloadWorker(settings: PreloadSettings()).run { _ in }
        let sut = DecisionWorker(gate: fixture.workspace.gate, database: fixture.database, method: .stock(controls))
        return (fixture, sut, order)
    }

    private func decide(_ sut: DecisionWorker, _ order: OrderKey, _ kind: Decision.Kind, remark: String = "", lines: [Double] = [])
        async throws -> DecisionLog {
        let log = DecisionLog()
        _ = try sut.enqueue([.init(order: order, kind: kind, remark: remark, lines: lines)], username: "DEMO", approver: 4242, offline: false)
        await sut.process(username: "DEMO", approver: 4242) { log.add($0) }
        return log
    }

    private func queued(_ fixture: SimulatorFixture, _ order: OrderKey) throws -> Bool {
        try fixture.database.read { try ApprovalQueueDao().keys(in: $0) }.contains(order)
    }

    @Test func approvesThroughTheApplicationAndTheOrderLeavesTheQueue() async throws {
        let (fixture, sut, order) = try await prepared()
        let log = try await decide(sut, order, .approve)
        #expect(log.last?.state == .confirmed || log.last?.state == .forwarded, "\(log.states)")
        await #expect(try fixture.simulator.decisions(of: order).appStackAccepted == 1)
        #expect(try !queued(fixture, order))
        #expect(fixture.simulator.openAppStacks == 0)
    }

    @Test func aRejectNeedsNoReasonAndItsRemarkGoesAsAnAttachmentOnce() async throws {
        // Given
        let (fixture, sut, order) = try await prepared()
        // When: rejected with a remark, then the notes queue sent
        let log = try await decide(sut, order, .reject, remark: "over budget")
        let notes = ApproverNoteWorker(gate: fixture.workspace.gate, database: fixture.database)
        await notes.process(username: "DEMO")
        await notes.process(username: "DEMO")
        // Then: rejected on the server, and one attachment that says so
        #expect(log.last?.state == .confirmed, "\(log.states)")
        await #expect(try fixture.simulator.decisions(of: order).demoStatus.hasSuffix("R"))
        let kept = try fixture.database.read { try $0.query("SELECT text, state FROM media_queue") }
        #expect(kept.count == 1 && kept.first?.string("text") == "Rejected: over budget" && kept.first?.string("state") == "uploaded",
                "\(kept)")
        let listed = try await OrderDetailWorker(gate: fixture.workspace.gate, database: fixture.database).attachments(order)
        #expect(listed.filter { $0.itemName.hasPrefix("Decision remark · DEMO") }.count == 1, "\(listed)")
        #expect(fixture.simulator.openAppStacks == 0)
    }

    @Test func theRemarkShowsInTheRouteAndInDecidedByMeThoughP43081LeavesRMKBlank() async throws {
        // Given: an order approved through P43081 with a remark
        let (fixture, sut, order) = try await prepared()
        let log = try await decide(sut, order, .approve, remark: "price agreed by phone")
        #expect(log.last?.state == .confirmed || log.last?.state == .forwarded, "\(log.states)")
        // When: its route is read from the server, and Decided by me
        let route = try await OrderDetailWorker(gate: fixture.workspace.gate, database: fixture.database).fetchRoute(order)
        let decided = await DecidedByMeWorker(gate: fixture.workspace.gate, database: fixture.database, username: "DEMO")
            .decisions(days: 3650)
        // Then: the server's row has no RMK, and both show the remark this desk sent
        let mine = route.filter { $0.row.decidedBy.trimmingCharacters(in: .whitespaces) == "DEMO" && $0.row.isApproved }
        #expect(mine.count == 1 && mine.first?.row.remark == "price agreed by phone", "\(route)")
        #expect(route.filter { !$0.row.decidedBy.isEmpty && $0.row.decidedBy.trimmingCharacters(in: .whitespaces) != "DEMO" }
                    .allSatisfy { $0.row.remark != "price agreed by phone" })
        let entry = decided.entries.first { $0.order == order && $0.outcome == .approved }
        #expect(entry?.remark == "price agreed by phone" && entry?.state == .recorded, "\(String(describing: entry))")
        #expect(fixture.simulator.openAppStacks == 0)
    }

    @Test func linesRejectedKeepTheOrderInTheQueueAndTheRestIsApprovedAfter() async throws {
        let (fixture, sut, order) = try await prepared()
        let rejected = try await decide(sut, order, .reject, lines: [2, 3])
        #expect(rejected.last?.state == .confirmed, "\(rejected.states)")
        #expect(try queued(fixture, order), "the order awaits its other lines")
        await #expect(try fixture.simulator.decisions(of: order).demoStatus.hasSuffix("N"))
        let stored = try fixture.database.read { try PurchaseOrderLinesDao().lines(of: order, in: $0) }
        #expect(stored.filter(\.isRejected).map(\.lineNumber) == [2, 3], "the stored lines show the reject at once")
        #expect(stored.filter { $0.approvalStatus == "R" }.map(\.lineNumber) == [2, 3], "as P43081 marks them: STTS R")
        let approved = try await decide(sut, order, .approve)
        #expect(approved.last?.state == .confirmed || approved.last?.state == .forwarded, "\(approved.states)")
        await #expect(try fixture.simulator.decisions(of: order).appStackAccepted == 2)
        #expect(fixture.simulator.openAppStacks == 0)
    }

    @Test func aRefusalOnTheFormIsFinalWithItsWords() async throws {
        let (fixture, sut, order) = try await prepared { _ in }
        fixture.simulator.faults.refusedOrders.insert(order.number)
        let log = try await decide(sut, order, .approve)
        #expect(log.last?.state == .refused, "\(log.states)")
        #expect(log.last?.message.contains("is on hold") == true, "\(log.last?.message ?? "")")
        #expect(log.last?.attempts == 1, "a refusal the form gave is not sent again")
        #expect(fixture.simulator.openAppStacks == 0)
    }

    @Test func aSiteWhoseIdsMovedNamesTheSettingAndDecidesNothing() async throws {
        let (fixture, sut, order) = try await prepared { $0.movedControlIds = true }
        let log = try await decide(sut, order, .approve)
        #expect(log.last?.state == .refused, "\(log.states)")
        #expect(log.last?.message.contains("approvals.p43081.") == true, "\(log.last?.message ?? "")")
        await #expect(try fixture.simulator.decisions(of: order).appStackAccepted == 0)
        #expect(fixture.simulator.openAppStacks == 0)
    }

    @Test func theDecisiveAnswerLostIsSettledFromTheServerOnce() async throws {
        let (fixture, sut, order) = try await prepared()
        fixture.simulator.faults.decisionLostRate = 1
        let log = try await decide(sut, order, .approve)
        #expect(log.states.contains(.uncertain), "\(log.states)")
        #expect(log.last?.state == .confirmed || log.last?.state == .forwarded, "\(log.states)")
        fixture.simulator.faults.decisionLostRate = 0
        await sut.process(username: "DEMO", approver: 4242) { _ in }
        await #expect(try fixture.simulator.decisions(of: order).appStackAccepted == 1)
        #expect(fixture.simulator.openAppStacks == 0)
    }

    @Test func linesRejectedWhoseAnswerWasLostAreSettledFromTheLines() async throws {
        let (fixture, sut, order) = try await prepared()
        fixture.simulator.faults.decisionLostRate = 1
        let log = try await decide(sut, order, .reject, lines: [2])
        #expect(log.states.contains(.uncertain), "\(log.states)")
        #expect(log.last?.state == .confirmed, "settled from F4311, not sent again: \(log.states)")
        await #expect(try fixture.simulator.decisions(of: order).appStackAccepted == 1)
        #expect(try queued(fixture, order))
        #expect(fixture.simulator.openAppStacks == 0)
    }
}
