import SceneKit
import Testing
@testable import Scenes

/// The outcomes list as its factory wires it.
@MainActor
@Suite struct DecisionOutcomesSceneTests {
    private func makeSUT() -> DecisionOutcomesView {
        DecisionOutcomesScene.make(.init(formats: { (.iso, .plain) }), batch: batch(24, [5003: (.refused, "Order is on hold", 0, nil)]))
    }

    @Test func theViewHoldsAnInteractorWhosePresenterPointsBackAtTheView() throws {
        // Given / When
        let sut = makeSUT()
        // Then
        let interactor = try #require(sut.interactor as? DecisionOutcomesInteractor)
        let presenter = try #require(interactor.presenter as? DecisionOutcomesPresenter)
        #expect(presenter.view === sut)
        #expect(sut.dataStore === interactor)
    }

    @Test func theOutcomesGoIntoTheInteractorsDataStoreAndShowOnceAttached() throws {
        // Given
        let sut = makeSUT()
        let store = try #require(sut.dataStore)
        #expect(store.batch?.entries.count == 24)
        #expect(sut.list.viewModel.rows.isEmpty)
        // When
        sut.didAttach(to: HostSpy())
        // Then
        #expect(sut.list.viewModel.rows.count == 24)
        #expect(sut.list.viewModel.rows[2].isProblem)
        // When: a newer batch while it is open
        store.batch = batch(24)
        #expect(!sut.list.viewModel.rows[2].isProblem)
    }

    @Test func theInteractorOwnsTheRouterWhichClosesTheList() throws {
        // Given: the list over the orders
        let sut = makeSUT()
        let interactor = try #require(sut.interactor as? DecisionOutcomesInteractor)
        let router = try #require(interactor.router as? DismissRouter)
        #expect(router.view === sut && router.presentation == .scene)
        let host = HostSpy()
        host.presentScene(sut)
        sut.didAttach(to: host)
        // When: the key that opened it
        _ = sut.perform(.decisionOutcomes)
        // Then
        #expect(host.scenes.isEmpty)
    }
}
