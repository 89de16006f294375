import AIS
import AISSimulator
import Foundation
import Resources
import Testing

/// Deciding through P43081's application stack (contract §5.2) against the simulator: whole orders, lines,
/// the form's refusals, moved control ids, forgotten stacks; every test ends with no stack open.
@Suite struct StockDeciderTests {
    private func prepared(moved: Bool = false, transport: AppStackHookTransport? = nil)
        async throws -> (SimulatorFixture, OrderKey) {
        let fixture = try SimulatorFixture(orders: 5, transport: transport) { $0.movedControlIds = moved }
        _ = try await fixture.login()
        return await (fixture, try fixture.simulator.addOrder(lines: 4))
    }

    private func decide(_ fixture: SimulatorFixture, _ order: OrderKey, _ action: StockDecider.Action, lines: [Double] = [],
                        controls: P43081Controls = .standard) async throws -> DecisionResult {
        let gate = fixture.workspace.gate
        let client = await gate.client
        let sut = StockDecider(client: client, controls: controls)
        return try await gate.perform { try await sut.decide(order, action, lines: lines, session: $0) }
    }

    @Test func approvesTheWholeOrder() async throws {
        let (fixture, order) = try await prepared()
        let result = try await decide(fixture, order, .approve)
        let state = try await fixture.simulator.decisions(of: order)
        #expect(state.appStackAccepted == 1)
        #expect(state.demoStatus.hasSuffix("A"), "\(state.json)")
        #expect(result.approvalStatus == state.demoStatus)
        #expect(result.message.contains("approved"))
        #expect(fixture.simulator.openAppStacks == 0)
    }

    @Test func rejectsWithoutAReason() async throws {
        let (fixture, order) = try await prepared()
        let result = try await decide(fixture, order, .reject)
        let state = try await fixture.simulator.decisions(of: order)
        #expect(state.demoStatus.hasSuffix("R"), "\(state.json)")
        #expect(result.approvalStatus == state.demoStatus && result.nextApprover == 0)
        #expect(state.lineNextStatuses == ["980"] || state.lineNextStatuses == ["999"], "\(state.lineNextStatuses)")
        #expect(fixture.simulator.openAppStacks == 0)
    }

    @Test func rejectsTwoLinesThenApprovesTheRest() async throws {
        let (fixture, order) = try await prepared()
        let partly = try await decide(fixture, order, .reject, lines: [2, 3])
        #expect(partly.nextApprover == 0 && partly.message.contains("lines 2, 3 rejected"), "\(partly)")
        var state = try await fixture.simulator.decisions(of: order)
        #expect(state.demoStatus.hasSuffix("N"), "the order keeps awaiting DEMO: \(state.json)")
        #expect(state.decisions.last?["action"]?.text == "reject lines")
        _ = try await decide(fixture, order, .approve)
        state = try await fixture.simulator.decisions(of: order)
        #expect(state.demoStatus.hasSuffix("A"), "\(state.json)")
        #expect(state.appStackAccepted == 2)
        #expect(fixture.simulator.openAppStacks == 0)
    }

    @Test func aLineNotOnTheOrderIsRefusedBeforeAnythingIsPressed() async throws {
        let (fixture, order) = try await prepared()
        await #expect(throws: StockDecisionError.lineNotOnForm(9)) { _ = try await decide(fixture, order, .reject, lines: [2, 9]) }
        await #expect(try fixture.simulator.decisions(of: order).decisions.isEmpty)
        #expect(fixture.simulator.openAppStacks == 0)
    }

    @Test func aHeldOrderIsRefusedWithTheFormsReason() async throws {
        let (fixture, order) = try await prepared()
        fixture.simulator.faults.refusedOrders = [order.number]
        await #expect(throws: StockDecisionError.refused(reason: "Order \(order.number) is on hold and cannot be approved.",
                                                         code: "4373")) {
            _ = try await decide(fixture, order, .approve)
        }
        await #expect(try fixture.simulator.decisions(of: order).demoStatus.hasSuffix("N"))
        #expect(fixture.simulator.openAppStacks == 0)
    }

    @Test func anOrderNoLongerAwaitingIsNotDecided() async throws {
        let (fixture, order) = try await prepared()
        try await fixture.simulator.decideAsAnotherApprover(order)
        _ = fixture.simulator.resetRequestCounts()
        await #expect(throws: StockDecisionError.noLongerAwaits(order)) { _ = try await decide(fixture, order, .approve) }
        await #expect(try fixture.simulator.decisions(of: order).appStackAccepted == 0)
        // Two stacks opened (Find, then find-on-open to tell a gone order from a Find that did nothing), both closed.
        #expect(fixture.simulator.requestCounts.appStacks == 4)
        #expect(fixture.simulator.openAppStacks == 0)
    }

    @Test func movedIdsWithTheStandardSettingsNameTheSettingToChange() async throws {
        let (fixture, order) = try await prepared(moved: true)
        var controls = P43081Controls.standard
        await #expect(throws: StockDecisionError.controlDidNothing(name: P43081Control.orderNumberColumn.name,
                                                                   setting: "approvals.p43081.order-number-column")) {
            _ = try await decide(fixture, order, .approve, controls: controls)
        }
        controls.orderNumberColumn = 31
        controls.orderTypeColumn = 32
        await #expect(throws: StockDecisionError.controlDidNothing(name: P43081Control.find.name,
                                                                   setting: "approvals.p43081.find")) {
            _ = try await decide(fixture, order, .approve, controls: controls)
        }
        controls.find = 16
        await #expect(throws: StockDecisionError.controlDidNothing(name: P43081Control.review.name,
                                                                   setting: "approvals.p43081.review")) {
            _ = try await decide(fixture, order, .approve, controls: controls)
        }
        controls.review = 119
        await #expect(throws: StockDecisionError.controlDidNothing(name: P43081Control.approve.name,
                                                                   setting: "approvals.p43081.approve")) {
            _ = try await decide(fixture, order, .approve, controls: controls)
        }
        await #expect(throws: StockDecisionError.controlDidNothing(name: P43081Control.reject.name,
                                                                   setting: "approvals.p43081.reject")) {
            _ = try await decide(fixture, order, .reject, controls: controls)
        }
        await #expect(try fixture.simulator.decisions(of: order).decisions.isEmpty)
        #expect(fixture.simulator.openAppStacks == 0)
    }

    @Test func movedIdsInTheSettingsDecide() async throws {
        let (fixture, order) = try await prepared(moved: true)
        _ = try await decide(fixture, order, .reject, lines: [1], controls: .moved)
        _ = try await decide(fixture, order, .approve, controls: .moved)
        let state = try await fixture.simulator.decisions(of: order)
        #expect(state.appStackAccepted == 2 && state.demoStatus.hasSuffix("A"), "\(state.json)")
        #expect(fixture.simulator.openAppStacks == 0)
    }

    @Test func aStackForgottenBeforeReviewIsTypedAndNothingIsDecided() async throws {
        let transport = AppStackHookTransport()
        let (fixture, order) = try await prepared(transport: transport)
        let simulator = fixture.simulator
        transport.before("execute") { _ = simulator.expireAllAppStacks() }
        do {
            _ = try await decide(fixture, order, .approve)
            Issue.record("decided on a forgotten stack")
        } catch AISError.appStackForgotten(let why) {
            #expect(why.contains("not found"), "\(why)")
        }
        await #expect(try simulator.decisions(of: order).decisions.isEmpty)
        #expect(transport.actions == ["open", "execute"], "a forgotten stack needs no close: \(transport.actions)")
        #expect(simulator.openAppStacks == 0)
    }

    @Test func aStackForgottenAtTheDecisionLeavesItsOutcomeToSettle() async throws {
        let transport = AppStackHookTransport()
        let (fixture, order) = try await prepared(transport: transport)
        let simulator = fixture.simulator
        transport.before("execute", skip: 1) { _ = simulator.expireAllAppStacks() }
        do {
            _ = try await decide(fixture, order, .approve)
            Issue.record("decided on a forgotten stack")
        } catch StockDecisionError.outcomeUnknown(let cause) {
            guard case .appStackForgotten = cause else { Issue.record("\(cause)"); return }
        }
        await #expect(try simulator.decisions(of: order).decisions.isEmpty)
        #expect(simulator.openAppStacks == 0)
    }

    @Test func aTokenRejectedOnAStepIsNotSentAgainWithANewSession() async throws {
        let transport = AppStackHookTransport()
        let (fixture, order) = try await prepared(transport: transport)
        let simulator = fixture.simulator
        transport.before("execute") { _ = simulator.expireAllTokens() }
        await #expect(throws: AISError.appStackForgotten("Invalid Token")) { _ = try await decide(fixture, order, .approve) }
        #expect(transport.actions == ["open", "execute"], "\(transport.actions)")
        #expect(simulator.openAppStacks == 0)
    }

    @Test func aCancelledDecisionStillClosesItsStack() async throws {
        let transport = AppStackHookTransport()
        let (fixture, order) = try await prepared(transport: transport)
        let started = AsyncStream<Void>.makeStream()
        // The execute step waits until the decision has been cancelled (never on a clock: a loaded machine
        // once let 0.3 s pass before the cancel came, and the step went out). It awaits: a semaphore here held
        // a thread of the cooperative pool until the test's own code, which needs one, signalled it (a
        // minute-long stall of every in-process test when the other thread was busy too).
        let cancelled = AsyncStream<Void>.makeStream()
        transport.before("execute") {
            started.continuation.yield()
            for await _ in cancelled.stream { break }
        }
        let task = Task { try await decide(fixture, order, .approve) }
        for await _ in started.stream { break }
        task.cancel()
        cancelled.continuation.yield()
        cancelled.continuation.finish()
        _ = try? await task.value
        #expect(transport.actions.last == "close", "\(transport.actions)")
        await #expect(try fixture.simulator.decisions(of: order).decisions.isEmpty)
        #expect(fixture.simulator.openAppStacks == 0)
    }
}
