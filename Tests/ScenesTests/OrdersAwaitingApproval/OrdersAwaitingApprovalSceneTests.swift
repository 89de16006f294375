import AIS
import Foundation
import Resources
import SceneKit
import Store
import Testing
@testable import Scenes

/// The home scene as its factory wires it, with the order scene it embeds.
@MainActor
@Suite struct OrdersAwaitingApprovalSceneTests {
    private func makeSUT() throws -> OrdersAwaitingApprovalView {
        let client = AISClient(configuration: AISConfiguration(baseURL: URL(string: "http://127.0.0.1:9/jderest")!,
                                                               environment: "JDV920", role: "*ALL", deviceName: "d"))
        let database = try Database()
        try database.migrate(ClientSchema.migrations)
        let list = QueueListWorker(database: database, username: "DEMO")
        let connection = ConnectionState()
        let deciding = DecisionNeeds(outbox: DecisionSendingSpy(), queue: list, approver: Approver(username: "DEMO", addressNumber: 4242),
                                     connection: connection)
        let formats: @MainActor () -> (dates: DateStyle, numbers: NumberStyle) = { (.iso, .plain) }
        return OrdersAwaitingApprovalScene.make(
            .init(list: list, refresher: nil, connection: connection, formats: formats, makeInventoryInquiry: { _ in nil }),
            order: .init(worker: OrderDetailWorker(gate: SessionGate(client: client), database: database), deciding: deciding,
                         rules: DecisionRules(remarkRequiredOnReject: true), formats: formats))
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

    @Test func theOrderSceneDecidesWithTheRulesGivenAndLetsTheListsMarksGo() throws {
        let sut = try makeSUT()
        let home = try #require(sut.interactor as? OrdersAwaitingApprovalInteractor)
        let order = try #require(sut.order.interactor as? ApproveRejectOrderInteractor)
        #expect(order.rules.remarkRequiredOnReject)
        #expect(order.deciding?.connection === home.connection)
        let router = try #require(order.router as? ApproveRejectOrderRouter)
        #expect(router.listDataStore === home)
        #expect(router.view === sut.order)
    }
}
