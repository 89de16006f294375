import Foundation
import Resources
import Store
import Testing
@testable import Scenes
import TestSupport

/// The order lines read after the list opened: how far they got, in the top bar, and a failure said.
@MainActor
@Suite struct BackgroundLinesTests {
    let presenter = OrdersPresenterSpy()

    private func makeSUT(_ refresher: QueueRefresherSpy, connection: ConnectionState = ConnectionState()) throws
        -> OrdersAwaitingApprovalInteractor {
        let db = try Database()
        try db.migrate(ClientSchema.migrations)
        let sut = OrdersAwaitingApprovalInteractor(list: QueueListWorker(database: db), refresher: refresher, connection: connection)
        sut.presenter = presenter
        sut.refreshes.presenter = presenter
        sut.marking.presenter = presenter
        sut.search.presenter = presenter
        return sut
    }

    private func settled() async -> Bool {
        await eventually { presenter.lines.contains(where: { if case .loading = $0 { return false } else { return true } }) }
    }

    @Test func saysHowFarTheLinesGotThenThatTheyAreDone() async throws {
        // Given
        let refresher = QueueRefresherSpy()
        refresher.linesProgress = [DatasetProgress(dataset: .lines, phase: .loading, rows: 1_200, completedUnits: 1, totalUnits: 4)]
        refresher.linesOutcome = PreloadWorker.Outcome(phases: [.lines: .done])
        let sut = try makeSUT(refresher)
        // When
        sut.refreshes.loadMissingLines()
        // Then
        #expect(await settled())
        #expect(presenter.lines.contains(.loading(completed: 1, total: 4, lines: 1_200)))
        #expect(presenter.lines.last == .done)
    }

    @Test func aFailureIsSaidWithWhatStillWorks() async throws {
        let failing = QueueRefresherSpy()
        failing.linesOutcome = PreloadWorker.Outcome(phases: [.lines: .failed("Cannot reach the server")])
        let sut = try makeSUT(failing)
        sut.refreshes.loadMissingLines()
        #expect(await settled())
        #expect(presenter.lines.last == .failed("Cannot reach the server"))
    }

    @Test func aServerGoneWhileTheScreenSaysOfflineLeavesTheRefreshMessageStanding() async throws {
        // Given: a refresh already found the server gone (the top bar says OFFLINE and the message why)
        let connection = ConnectionState()
        connection.offline = true
        let failing = QueueRefresherSpy()
        failing.linesOutcome = PreloadWorker.Outcome(phases: [.lines: .failed("Cannot reach the server")],
                                                     failures: [.lines: WorkerFailure(kind: .offline, message: "Cannot reach the server")])
        let sut = try makeSUT(failing, connection: connection)
        // When the lines still being read fail for the same reason
        sut.refreshes.loadMissingLines()
        // Then the lines say nothing over the refresh's message
        #expect(await settled())
        #expect(presenter.lines.last == .stoppedOffline)
        let view = OrdersDisplaySpy()
        let presenting = QueueRefreshPresenter(numbers: .plain)
        presenting.view = view
        presenting.presentLines(.stoppedOffline)
        #expect(view.lines.last == .init(activity: nil, message: nil, isError: false))
    }

    @Test func aServerGoneBeforeAnyRefreshSaidSoIsStillSaidByTheLines() async throws {
        let failing = QueueRefresherSpy()
        failing.linesOutcome = PreloadWorker.Outcome(phases: [.lines: .failed("Cannot reach the server")],
                                                     failures: [.lines: WorkerFailure(kind: .offline, message: "Cannot reach the server")])
        let sut = try makeSUT(failing)
        sut.refreshes.loadMissingLines()
        #expect(await settled())
        #expect(presenter.lines.last == .failed("Cannot reach the server"))
    }

    @Test func thePresenterPutsTheShareInTheTopBarAndClearsItWhenDone() {
        let view = OrdersDisplaySpy()
        let sut = QueueRefreshPresenter(numbers: .plain)
        sut.view = view
        sut.presentLines(.loading(completed: 1, total: 4, lines: 12_000))
        #expect(view.lines.last?.activity == "order lines 25 % (12,000)")
        sut.presentLines(.done)
        #expect(view.lines.last?.activity == nil)
        sut.presentLines(.failed("Cannot reach the server"))
        #expect(view.lines.last?.message?.contains("Each order's lines are read when it is opened") == true)
        #expect(view.lines.last?.isError == true)
    }
}
