import AIS
import Foundation
import Resources
import SceneKit
import Store
import Testing
@testable import Scenes

/// The formats as the settings screen would change them.
@MainActor
final class FormatsSpy {
    var numbers = NumberStyle.plain
}

/// The order view as its factory wires it.
@MainActor
@Suite struct ApproveRejectOrderSceneTests {
    private func makeSUT(
        formats: @escaping @MainActor () -> (dates: DateStyle, numbers: NumberStyle) = { (.iso, .plain) }
    ) throws -> ApproveRejectOrderView {
        let client = AISClient(configuration: AISConfiguration(baseURL: URL(string: "http://127.0.0.1:9/jderest")!,
                                                               environment: "JDV920", role: "*ALL", deviceName: "d"))
        let database = try Database()
        try database.migrate(ClientSchema.migrations)
        let worker = OrderDetailWorker(gate: SessionGate(client: client), database: database)
        return ApproveRejectOrderScene.make(.init(worker: worker, formats: formats))
    }

    @Test func theViewHoldsAnInteractorWhosePresenterPointsBackAtTheView() throws {
        // Given / When
        let sut = try makeSUT()
        // Then
        let interactor = try #require(sut.interactor as? ApproveRejectOrderInteractor)
        let presenter = try #require(interactor.presenter as? ApproveRejectOrderPresenter)
        #expect(presenter.view === sut)
    }

    @Test func theDataStoreARouterInjectsIntoIsTheInteractor() throws {
        // Given
        let sut = try makeSUT()
        let key = OrderKey(number: 4001, type: "OP", company: "00200", suffix: "000")
        // When: a router injects an order
        sut.dataStore?.orderKey = key
        // Then: the interactor shows that order, so selecting it again changes nothing
        #expect(sut.dataStore === sut.interactor)
        #expect(sut.interactor?.selectOrder(.init(order: OrderID(key))) == false)
    }

    @Test func thePresenterTakesTheFormatsAsTheyAreWhenItPresents() throws {
        // Given: formats that change after the scene was built (the settings screen)
        let settings = FormatsSpy()
        let sut = try makeSUT { [settings] in (.iso, settings.numbers) }
        let interactor = try #require(sut.interactor as? ApproveRejectOrderInteractor)
        let presenter = try #require(interactor.presenter as? ApproveRejectOrderPresenter)
        // When
        settings.numbers = .jde(",")
        presenter.presentOrder(.init(detail: nil, route: .loading, attachments: .loading))
        // Then
        #expect(presenter.numbers == .jde(","))
    }
}
