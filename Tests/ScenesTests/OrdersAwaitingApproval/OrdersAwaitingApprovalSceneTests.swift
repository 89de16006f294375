import AIS
import Foundation
import Resources
import SceneKit
import Store
import Terminal
import Testing
@testable import Scenes
import TestSupport

/// The home scene as its factory wires it, with the order scene it embeds.
@MainActor
@Suite struct OrdersAwaitingApprovalSceneTests {
    private func makeSUT(database given: Database? = nil) throws -> OrdersAwaitingApprovalView {
        let client = AISClient(configuration: AISConfiguration(baseURL: URL(string: "http://127.0.0.1:9/jderest")!,
                                                               environment: "JDV920", role: "*ALL", deviceName: "d"))
        let database = try given ?? Database()
        try database.migrate(ClientSchema.migrations)
        let list = QueueListWorker(database: database, username: "DEMO")
        let desk = makeDesk(database: database, outbox: DecisionSendingSpy(), rules: DecisionRules(remarkRequiredOnReject: true))
        let formats: @MainActor () -> (dates: DateStyle, numbers: NumberStyle) = { (.iso, .plain) }
        var needs = OrdersAwaitingApprovalScene.Needs(list: list, refresher: nil, connection: desk.connection, formats: formats,
                                                      makeInventoryInquiry: { _ in nil })
        needs.decide = .init(desk: desk, formats: formats)
        return OrdersAwaitingApprovalScene.make(
            needs, order: .init(worker: OrderDetailWorker(gate: SessionGate(client: client), database: database), desk: desk, formats: formats))
    }

    @Test func theViewHoldsAnInteractorWhosePresenterPointsBackAtTheView() throws {
        let sut = try makeSUT()
        let interactor = try #require(sut.interactor as? OrdersAwaitingApprovalInteractor)
        let presenter = try #require(interactor.presenter as? OrdersAwaitingApprovalPresenter)
        #expect(presenter.view === sut)
    }

    @Test func theInteractorOwnsTheRouterWhichLeadsToTheEmbeddedOrderScene() throws {
        let sut = try makeSUT()
        let interactor = try #require(sut.interactor as? OrdersAwaitingApprovalInteractor)
        let router = try #require(interactor.router as? OrdersAwaitingApprovalRouter)
        #expect(router.view === sut)
        #expect(router.orderDataStore === sut.order.dataStore)
    }

    @Test func theListTheOrderAndTheDecideSceneShareTheOneDesk() throws {
        let sut = try makeSUT()
        let home = try #require(sut.interactor as? OrdersAwaitingApprovalInteractor)
        let order = try #require(sut.order.interactor as? ApproveRejectOrderInteractor)
        let router = try #require(home.router as? OrdersAwaitingApprovalRouter)
        let desk = try #require(router.decide?.desk)
        #expect(home.desk === desk && order.desk === desk)
        #expect(desk.rules.remarkRequiredOnReject)
        #expect(desk.connection === home.refreshes.connection)
        #expect(router.decisionSource === home)
        let orderRouter = try #require(sut.order.router as? ApproveRejectOrderRouter)
        #expect(orderRouter.view === sut.order)
    }

    @Test func forwardIsOfferedOnlyWhereTheSiteSetUpItsOrchestration() throws {
        // Given: the desk of a site without the forward orchestration (no colleague finder)
        let sut = try makeSUT()
        // Then: the bar does not offer F; with a finder it does
        #expect(sut.offeredActions?.contains(.forward) == false)
        let database = try Database()
        try database.migrate(ClientSchema.migrations)
        let desk = makeDesk(database: database, outbox: DecisionSendingSpy(), colleagues: ColleagueFinderSpy(everyone: []))
        let interactor = OrdersAwaitingApprovalInteractor(list: QueueListWorker(database: database, username: "DEMO"), refresher: nil,
                                                          desk: desk)
        sut.interactor = interactor
        #expect(sut.offeredActions?.contains(.forward) == true)
    }

    @Test func aVerdictOpensTheDecideSceneOverTheListWithItsSubject() throws {
        // Given: the home scene on screen, one order in the queue
        let database = try makeQueueDatabase(orders: 1) { _ in (7001, 10) }
        let sut = try makeSUT(database: database)
        let host = HostSpy()
        sut.didAttach(to: host)
        let router = try #require((sut.interactor as? OrdersAwaitingApprovalInteractor)?.router as? OrdersAwaitingApprovalRouter)
        // When
        router.routeToDecision(.approve, orders: [OrderID(number: 4001, type: "OP", company: "00200", suffix: "000")])
        // Then: its confirm dialog over the screen, about that order
        let dialog = try #require(host.presented.last as? DecisionDialogView)
        #expect(dialog.viewModel.orders.map(\.number) == [4001])
        #expect(dialog.viewModel.verdict == .approve)
    }

    @Test func theCursorStaysOnItsOrderThroughSeveralChangesBeforeTheNextFrame() throws {
        // Given: six orders on screen, the cursor on the fourth (4003)
        let database = try Database()
        try database.migrate(ClientSchema.migrations)
        let keys = (1...6).reversed().map { OrderKey(number: 4000 + $0, type: "OP", company: "00200", suffix: "000") }
        try database.write { c in
            try c.insert(keys.map { ApprovalQueueEntry(key: $0, approver: 4242, status: "2N", route: "R", originator: 1, branch: "M30",
                                                       orderDate: nil) })
            try OrderQueueDao().rebuild(in: c)
        }
        let sut = try makeSUT(database: database)
        sut.didAttach(to: HostSpy())
        defer { sut.willDetach() }
        let screen = MemoryScreen(width: 80, height: 24)
        sut.draw(in: Canvas(screen: screen))
        for _ in 0..<3 { _ = sut.perform(.moveDown) }
        sut.draw(in: Canvas(screen: screen))
        #expect(sut.list.selectedID?.number == 4003)
        // When: the three orders above it leave one by one (a batch of decisions), each change reloading
        // the list before any frame fetched its rows again
        for key in keys.prefix(3) {
            try database.write { try OrderQueueDao().remove(key, in: $0) }
            sut.reload()
        }
        sut.draw(in: Canvas(screen: screen))
        // Then: the cursor is still on 4003, now the first row
        #expect(sut.list.selectedID?.number == 4003)
        #expect(sut.list.state.selected == 0)
    }

    @Test func enterOnALineOfTheOrderBesideTheListShowsTheLineWhole() async throws {
        // Given: one order with its lines, side by side at 140 columns, the focus Tabbed into its lines
        let database = try makeQueueDatabase(orders: 1) { _ in (7001, 10) }
        let key = OrderKey(number: 4001, type: "OP", company: "00200", suffix: "000")
        try database.write { c in
            try PurchaseOrderLinesDao().insert([PurchaseOrderLine(key: key, lineNumber: 1, lineType: "S", shortItem: 60002, item: "FST-10001", description: "Nut, hex, M12",
                                            description2: "", branch: "M30", unit: "BX", quantity: 1, unitCost: 10, amount: 10, currency: "USD",
                                            requestedDate: nil, lastStatus: "220", nextStatus: "230")], in: c)
        }
        let sut = try makeSUT(database: database)
        let host = HostSpy()
        sut.didAttach(to: host)
        defer { sut.willDetach() }
        let screen = MemoryScreen(width: 140, height: 40)
        sut.draw(in: Canvas(screen: screen))
        #expect(await eventually(10) { sut.draw(in: Canvas(screen: screen)); return screen.find("Nut, hex") != nil })
        _ = sut.perform(.nextPane)
        sut.draw(in: Canvas(screen: screen))
        // When
        _ = sut.perform(.open)
        // Then
        let shown = try #require(host.presented.last as? TextReportView, "\(host.presented)")
        #expect(shown.title.hasPrefix("Line 1 of order 4001 OP 00200"))
    }
}
