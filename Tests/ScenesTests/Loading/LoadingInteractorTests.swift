import AIS
import Foundation
import Resources
import Store
import Testing
@testable import Scenes

@MainActor
final class LoadingRouterSpy: LoadingRoutingLogic {
    var toHome = 0
    var fromStore: [Date] = []
    var toLogin = 0
    func routeToHome() { toHome += 1 }
    func routeToHome(fromStoreReadAt date: Date) { fromStore.append(date) }
    func routeToLogin() { toLogin += 1 }
}

@MainActor
final class LoadingPresenterSpy: LoadingPresentationLogic {
    var progress: [Loading.Progress.Response] = []
    var outcomes: [Loading.Outcome.Response] = []
    func presentProgress(_ response: Loading.Progress.Response) { progress.append(response) }
    func presentOutcome(_ response: Loading.Outcome.Response) { outcomes.append(response) }
}

@MainActor
@Suite struct LoadingInteractorTests {
    let router = LoadingRouterSpy()
    let presenter = LoadingPresenterSpy()
    let queueReadAt = Date(timeIntervalSince1970: 1_795_000_000)

    private func makeSUT(storeHoldsEverythingFor user: String?) throws -> LoadingInteractor {
        let db = try Database()
        try db.migrate(ClientSchema.migrations)
        if let user {
            let session = AISSession(token: "t", username: user, environment: "JDV920", role: "*ALL", deviceName: "d",
                                     userInfo: AISUserInfo(addressNumber: 4242, alphaName: user))
            try db.write { c in
                try SessionOwnerDao().claim(for: session, at: queueReadAt, in: c)
                for dataset in Dataset.allCases {
                    try DatasetStateDao().markLoaded(dataset, owner: user, rows: 1, at: queueReadAt, in: c)
                }
            }
        }
        let client = AISClient(configuration: AISConfiguration(baseURL: URL(string: "http://127.0.0.1:9/jderest")!,
                                                               environment: "JDV920", role: "*ALL", deviceName: "d"))
        let worker = PreloadWorker(gate: SessionGate(client: client), database: db, settings: PreloadSettings(),
                                   clock: { [queueReadAt] in queueReadAt.addingTimeInterval(3600) })
        let sut = LoadingInteractor(worker: worker, username: "DEMO")
        sut.router = router
        sut.presenter = presenter
        return sut
    }

    @Test func aWarmStoreOpensTheHomeScreenAtOnceWithoutLoading() throws {
        // Given
        let sut = try makeSUT(storeHoldsEverythingFor: "DEMO")
        // When
        sut.start()
        // Then
        #expect(router.fromStore == [queueReadAt])
        #expect(presenter.progress.isEmpty, "nothing is loaded before the home screen")
    }

    @Test func anotherUsersStoreIsLoadedFirst() throws {
        // Given
        let sut = try makeSUT(storeHoldsEverythingFor: "MARIE")
        // When
        sut.start()
        // Then
        #expect(router.fromStore.isEmpty)
        #expect(presenter.progress.last?.datasets.count == Dataset.allCases.count)
        #expect(presenter.progress.last?.datasets.first { $0.title == "Order lines" }?.phase == .later("after the list opens, in the background"))
        sut.cancel()
    }

    @Test func anEmptyStoreIsLoadedFirst() throws {
        // Given
        let sut = try makeSUT(storeHoldsEverythingFor: nil)
        // When
        sut.start()
        // Then
        #expect(router.fromStore.isEmpty)
        #expect(router.toHome == 0)
        #expect(!presenter.progress.isEmpty)
        sut.cancel()
    }

    @Test func handsThePresenterEachDatasetAsPlainFactsInTheOrderTheScreenListsThem() throws {
        // Given
        let sut = try makeSUT(storeHoldsEverythingFor: nil)
        // When
        sut.start()
        // Then: every dataset, titled, waiting with nothing loaded yet, but the order lines, which load after
        // the list opens
        let first = try #require(presenter.progress.first)
        #expect(first.datasets.map(\.title) == ["User defined codes", "Branch/plants", "Approval queue", "Order headers", "Order lines",
                                                "Names", "Default branch"])
        #expect(first.datasets.filter { $0.title != "Order lines" }
            .allSatisfy { $0 == Loading.DatasetFacts(title: $0.title, phase: .waiting, fraction: 0) })
        #expect(first.datasets[4].phase == .later("after the list opens, in the background"))
        sut.cancel()
    }
}
