import AIS
import Foundation
import Resources
import SceneKit
import Scenes
import Store
import Terminal
import Testing
@testable import App

/// The composition root as the app wires it: logged in (a store with one order, a server that never
/// answers), the home scene on screen; each route and each of the home router's ways out opens its scene.
@MainActor
@Suite struct CompositionRootTests {
    let root: RootController
    let container: AppContainer
    let folder = NSTemporaryDirectory() + "signoff-wiring-" + UUID().uuidString.prefix(8)

    init() throws {
        let database = try Database()
        try database.migrate(ClientSchema.migrations)
        let key = OrderKey(number: 4001, type: "OP", company: "00200", suffix: "000")
        try database.write { c in
            try c.insert([ApprovalQueueEntry(key: key, approver: 4242, status: "2N", route: "R", originator: 1, branch: "M30",
                                             orderDate: LocalDate(year: 2026, month: 11, day: 2).map(ServerDate.day))])
            try c.insert([PurchaseOrderHeader(key: key, branch: "M30", supplier: 7001, orderDate: nil, requestedDate: nil,
                                              currency: "USD", total: 10, orderedBy: "", reference: "")])
            try OrderQueueDao().rebuild(in: c)
        }
        let configuration = AISConfiguration(baseURL: URL(string: "http://127.0.0.1:9/jderest")!, environment: "JDV920", role: "*ALL",
                                             deviceName: "d")
        let context = AppContext(settings: Settings(), location: DataLocation(dataHome: folder, configHome: folder))
        context.workspace = ServerWorkspace(configuration: configuration, database: database)
        context.session = AISSession(token: "t", username: "DEMO", environment: "JDV920", role: "*ALL", deviceName: "d",
                                     userInfo: AISUserInfo(addressNumber: 4242, alphaName: "Demo, Dana"))
        container = AppContainer(context: context) {}
        root = RootController(factory: container, keyTable: DefaultKeyTable.make())
        context.root = root
        // The home scene, as after a preload.
        root.start()
        root.loginSucceeded()
        root.preloadFinished()
    }

    private var home: OrdersAwaitingApprovalView? { root.scene as? OrdersAwaitingApprovalView }

    @Test func theHomeSceneIsOnScreenWithTheSessionsDesk() throws {
        let home = try #require(home)
        let interactor = try #require(home.interactor as? OrdersAwaitingApprovalInteractor)
        let desk = try #require(container.orderScenes.desk)
        #expect(interactor.desk === desk)
        #expect((home.order.interactor as? ApproveRejectOrderInteractor)?.desk === desk)
        #expect(desk.approver == Approver(username: "DEMO", addressNumber: 4242))
    }

    @Test func eachRouteThatOpensASceneOpensIt() throws {
        let router = container.appRouter(root)
        router.perform(.inventory(item: nil))
        #expect(root.modalScenes.last is InventoryInquiryView)
        router.perform(.history)
        #expect(root.modalScenes.count == 1 && root.modalScenes.last is DecidedByMeView, "a route closes what is over the list first")
        router.perform(.settings)
        #expect(root.modalScenes.count == 1 && root.modalScenes.last is SettingsView)
        router.perform(.orders)
        #expect(root.modalScenes.isEmpty)
        router.perform(.help)
        #expect(root.overlays.last is HelpView)
    }

    @Test func theOutcomesRouteBeforeAnyBatchSaysWhy() {
        container.appRouter(root).perform(.outcomes)
        #expect(root.modalScenes.isEmpty)
        #expect(root.message?.text.hasPrefix("No outcomes to list yet") == true)
    }

    @Test func anOrderRouteOpensTheOrderBesideTheList() throws {
        container.appRouter(root).perform(.order(4001))
        // The order pane shows what the cursor is on when the screen is next drawn.
        home?.draw(in: Canvas(screen: MemoryScreen(width: 160, height: 40)))
        let order = try #require(home?.order.dataStore)
        #expect(order.orderKey?.number == 4001)
    }

    @Test func aVerdictOpensTheDecideSceneAndANoteItsDialog() throws {
        let router = try #require((home?.interactor as? OrdersAwaitingApprovalInteractor)?.router)
        let order = OrderID(number: 4001, type: "OP", company: "00200", suffix: "000")
        router.routeToDecision(.approve, orders: [order])
        let dialog = try #require(root.overlays.last as? DecisionDialogView)
        #expect(dialog.viewModel.orders == [order])
        router.routeToNote(order: order)
        #expect(root.overlays.last is NoteDialogView)
    }

    @Test func theHomeRoutersModalScenesOpenOverTheList() throws {
        let router = try #require((home?.interactor as? OrdersAwaitingApprovalInteractor)?.router)
        router.routeToDecidedByMe()
        #expect(root.modalScenes.last is DecidedByMeView)
        root.closeModalScenes()
        router.routeToInventoryInquiry(lineIndex: nil)
        #expect(root.modalScenes.last is InventoryInquiryView)
    }

    @Test func loggingOutStopsTheDeskAndShowsTheLogin() {
        container.appRouter(root).perform(.logout)
        #expect(container.orderScenes.desk == nil)
        #expect(root.state == .loggedOut)
    }

    @Test func theDeskTakesItsUndoWindowFromTheSettings() throws {
        #expect(try #require(container.orderScenes.desk).rules.undoSeconds == 5, "approvals.undo-seconds, 5 by default")
    }

    @Test func loggingOutInsideTheUndoWindowAsksAndUndoTakesTheDecisionBack() throws {
        // Given: an approval waiting in its window
        let desk = try #require(container.orderScenes.desk)
        let database = try #require(container.context.workspace?.database)
        try desk.submit(.init(orders: [OrderID(number: 4001, type: "OP", company: "00200", suffix: "000")], verdict: .approve,
                              remark: "", reason: ""))
        #expect(desk.canUndo)
        // When: logging out
        container.appRouter(root).perform(.logout)
        // Then: asked (send now, undo, stay), still logged in
        let question = try #require(root.overlays.last as? ConfirmView)
        #expect(question.offeredActions == [.submit, .cancel, .undo])
        #expect(root.state != .loggedOut)
        // When: u
        _ = question.perform(.undo)
        // Then: taken back, nothing left in the outbox, logged out
        #expect(try database.read { try DecisionOutboxDao().all(for: "DEMO", in: $0) }.isEmpty)
        #expect(root.state == .loggedOut)
    }
}
