import AIS
import Foundation
import Resources
import SceneKit
import Store
import Testing
@testable import Scenes

/// The home scene and the undo window: `u` is offered only while decisions wait in it, and takes them back;
/// orders decided together come back marked, as they were.
@MainActor
@Suite struct OrdersAwaitingApprovalUndoTests {
    static func order(_ number: Int) -> OrderID { OrderID(OrderKey(number: number, type: "OP", company: "00070", suffix: "000")) }

    private func makeSUT(_ outbox: DecisionSendingSpy) throws -> (OrdersAwaitingApprovalView, DecisionDesk) {
        let client = AISClient(configuration: AISConfiguration(baseURL: URL(string: "http://127.0.0.1:9/jderest")!,
                                                               environment: "JDV920", role: "*ALL", deviceName: "d"))
        let database = try Database()
        try database.migrate(ClientSchema.migrations)
        let list = QueueListWorker(database: database, username: "DEMO")
        let desk = makeDesk(database: database, outbox: outbox, rules: DecisionRules(confirmApprovals: false, undoSeconds: 30))
        let formats: @MainActor () -> (dates: DateStyle, numbers: NumberStyle) = { (.iso, .plain) }
        var needs = OrdersAwaitingApprovalScene.Needs(list: list, refresher: nil, connection: desk.connection, formats: formats,
                                                      makeInventoryInquiry: { _ in nil })
        needs.decide = .init(desk: desk, formats: formats)
        let view = OrdersAwaitingApprovalScene.make(
            needs, order: .init(worker: OrderDetailWorker(gate: SessionGate(client: client), database: database), desk: desk, formats: formats))
        return (view, desk)
    }

    @Test func uIsOfferedOnlyWhileADecisionWaitsAndTakesItBack() throws {
        // Given
        let outbox = DecisionSendingSpy()
        let (sut, desk) = try makeSUT(outbox)
        defer { desk.stop() }
        #expect(sut.offeredActions?.contains(.undo) == false)
        // When: an approval waits in its window
        try desk.submit(.init(orders: [Self.order(4001)], verdict: .approve, remark: "", reason: ""))
        // Then
        #expect(sut.offeredActions?.contains(.undo) == true)
        // When: u
        _ = sut.perform(.undo)
        // Then: taken back, nothing left to undo
        #expect(outbox.savedDecisions.isEmpty)
        #expect(sut.offeredActions?.contains(.undo) == false)
    }

    @Test func ordersDecidedTogetherComeBackMarked() throws {
        // Given: two marked orders approved together
        let outbox = DecisionSendingSpy()
        let (sut, desk) = try makeSUT(outbox)
        defer { desk.stop() }
        let interactor = try #require(sut.interactor as? OrdersAwaitingApprovalInteractor)
        try desk.submit(.init(orders: [Self.order(4001), Self.order(4002)], verdict: .approve, remark: "", reason: ""))
        interactor.decisionAsked()
        #expect(interactor.marks.isEmpty)
        // When
        interactor.undoDecision()
        // Then
        #expect(interactor.marks == [Self.order(4001), Self.order(4002)])
    }
}
