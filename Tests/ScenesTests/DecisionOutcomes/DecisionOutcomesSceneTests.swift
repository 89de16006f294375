import SceneKit
import Testing
@testable import Scenes

/// The outcomes list as its factory wires it.
@MainActor
@Suite struct DecisionOutcomesSceneTests {
    private func makeSUT() -> DecisionOutcomesView {
        DecisionOutcomesScene.make(.init(), outcomes: DecisionOutcomesViewTests.viewModel())
    }

    @Test func theViewHoldsAnInteractorThatShowsBackOnTheView() throws {
        // Given / When
        let sut = makeSUT()
        // Then
        let interactor = try #require(sut.interactor as? DecisionOutcomesInteractor)
        #expect(interactor.view === sut)
    }

    @Test func theOutcomesGoIntoTheInteractorsDataStoreAndShowOnceAttached() throws {
        // Given
        let sut = makeSUT()
        let store = try #require(sut.interactor as? any DecisionOutcomesDataStore)
        #expect(store.outcomes == DecisionOutcomesViewTests.viewModel())
        #expect(sut.list.viewModel.rows.isEmpty)
        // When
        sut.didAttach(to: HostSpy())
        // Then
        #expect(sut.list.viewModel == DecisionOutcomesViewTests.viewModel())
    }

    @Test func theInteractorOwnsTheRouterWhichClosesTheList() throws {
        // Given: the list over the orders
        let sut = makeSUT()
        let interactor = try #require(sut.interactor as? DecisionOutcomesInteractor)
        let router = try #require(interactor.router as? DecisionOutcomesRouter)
        #expect(router.view === sut)
        let host = HostSpy()
        host.presentScene(sut)
        sut.didAttach(to: host)
        // When: the key that opened it
        _ = sut.perform(.decisionOutcomes)
        // Then
        #expect(host.scenes.isEmpty)
    }
}
