import AIS
import Foundation
import Resources
import SceneKit
import Store
import Testing
@testable import Scenes

/// What the app was asked by the Loading scene's router.
@MainActor
final class LoadingAppSpy {
    var preloaded: [Date?] = []
    var loggedOut: [StatusMessage] = []
}

/// The Loading scene as its factory wires it.
@MainActor
@Suite struct LoadingSceneTests {
    let app = LoadingAppSpy()

    private func makeSUT() throws -> LoadingView {
        let client = AISClient(configuration: AISConfiguration(baseURL: URL(string: "http://127.0.0.1:9/jderest")!,
                                                               environment: "JDV920", role: "*ALL", deviceName: "d"))
        let worker = PreloadWorker(gate: SessionGate(client: client), database: try Database(), settings: PreloadSettings())
        let scene = LoadingScene.make(.init(worker: worker, username: "DEMO", numbers: .jde(","),
                                            preloaded: { [app] in app.preloaded.append($0) },
                                            loggedOut: { [app] in app.loggedOut.append($0) }))
        return try #require(scene as? LoadingView)
    }

    @Test func theViewHoldsAnInteractorWhosePresenterPointsBackAtTheView() throws {
        // Given / When
        let sut = try makeSUT()
        // Then
        let interactor = try #require(sut.interactor as? LoadingInteractor)
        let presenter = try #require(interactor.presenter as? LoadingPresenter)
        #expect(presenter.view === sut)
        #expect(presenter.numbers == .jde(","))
    }

    @Test func theInteractorOwnsTheRouterWhichAsksTheApp() throws {
        // Given
        let sut = try makeSUT()
        let interactor = try #require(sut.interactor as? LoadingInteractor)
        let router = try #require(interactor.router as? LoadingRouter)
        let readAt = Date(timeIntervalSince1970: 1_795_000_000)
        // When
        router.routeToHome()
        router.routeToHome(fromStoreReadAt: readAt)
        interactor.cancel()
        // Then
        #expect(app.preloaded == [nil, readAt])
        #expect(app.loggedOut == [.info("Loading cancelled; logged out.")])
    }
}
