import Foundation
import Resources
import SceneKit
import Testing
@testable import Scenes

/// The inventory inquiry as its factory wires it.
@MainActor
@Suite struct InventoryInquirySceneTests {
    let worker = InventoryWorkerSpy()

    private func makeSUT(mode: InventoryInquiry.Mode = .orderLine(InventoryFixtures.line)) -> InventoryInquiryView {
        InventoryInquiryScene.make(.init(worker: worker, branches: ["M30"], defaultBranch: "M30", numbers: .jde(",")),
                                   mode: mode)
    }

    @Test func theViewHoldsAnInteractorWhosePresenterPointsBackAtTheView() throws {
        // Given / When
        let sut = makeSUT()
        // Then
        let interactor = try #require(sut.interactor as? InventoryInquiryInteractor)
        let presenter = try #require(interactor.presenter as? InventoryInquiryPresenter)
        #expect(presenter.view === sut)
        #expect(presenter.numbers == .jde(","))
    }

    @Test func theModeGoesIntoTheInteractorsDataStore() throws {
        // Given / When
        let sut = makeSUT(mode: .standalone(item: "FST-10000"))
        // Then
        let store = try #require(sut.interactor as? any InventoryInquiryDataStore)
        #expect(store.mode == .standalone(item: "FST-10000"))
    }

    @Test func theInteractorOwnsTheRouterWhichClosesTheView() throws {
        // Given: the inquiry presented over its caller
        let sut = makeSUT()
        let interactor = try #require(sut.interactor as? InventoryInquiryInteractor)
        let router = try #require(interactor.router as? DismissRouter)
        #expect(router.view === sut && router.presentation == .scene)
        let host = HostSpy()
        host.presentScene(sut)
        sut.didAttach(to: host)
        // When
        interactor.close()
        // Then
        #expect(host.scenes.isEmpty)
    }
}
