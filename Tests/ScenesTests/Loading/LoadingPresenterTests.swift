import Foundation
import Testing
@testable import Scenes

@MainActor
final class LoadingDisplaySpy: LoadingDisplayLogic {
    var progress: [Loading.Progress.ViewModel] = []
    var outcomes: [Loading.Outcome.ViewModel] = []
    func displayProgress(_ viewModel: Loading.Progress.ViewModel) { progress.append(viewModel) }
    func displayOutcome(_ viewModel: Loading.Outcome.ViewModel) { outcomes.append(viewModel) }
}

@MainActor
@Suite struct LoadingPresenterTests {
    let view = LoadingDisplaySpy()
    let start = Date(timeIntervalSince1970: 1_000_000)

    private func makeSUT(numbers: NumberStyle = .plain) -> LoadingPresenter {
        let sut = LoadingPresenter(numbers: numbers)
        sut.view = view
        return sut
    }

    @Test func showsCountsRateAndTimeLeftWhileLoading() {
        // Given: 4 of 10 chunks and 12,000 rows after 2 seconds
        let sut = makeSUT()
        let lines = Loading.DatasetFacts(title: "Order lines", phase: .loading, rows: 12_000, completedUnits: 4, totalUnits: 10,
                                         fraction: 0.4, startedAt: start)
        // When
        sut.presentProgress(.init(datasets: [lines], now: start.addingTimeInterval(2)))
        // Then
        let row = view.progress.last?.rows.first
        #expect(row?.title == "Order lines")
        #expect(row?.fraction == 0.4)
        #expect(row?.detail == "12,000 rows · 6,000/s · 3.0 s left")
        #expect(row?.failed == false)
    }

    @Test func saysHowManyDatesCouldNotBeReadInsteadOfBlankingThem() {
        // Given: order headers done, 3 of their dates in no shape a date is written in
        let sut = makeSUT()
        let headers = Loading.DatasetFacts(title: "Order headers", phase: .done, rows: 40, fraction: 1, startedAt: start,
                                           finishedAt: start.addingTimeInterval(0.5), unreadableDates: 3)
        // When
        sut.presentProgress(.init(datasets: [headers], now: start.addingTimeInterval(1)))
        // Then
        #expect(view.progress.last?.rows.first?.detail == "40 rows in 500 ms · 3 dates could not be read")
    }

    @Test func rowCountsAndRatesInTheFormatOfAUserWithADecimalComma() {
        // Given: a user whose decimalFormat is ","
        let sut = makeSUT(numbers: .jde(","))
        let loading = Loading.DatasetFacts(title: "Order lines", phase: .loading, rows: 12_000, completedUnits: 4, totalUnits: 10,
                                           fraction: 0.4, startedAt: start)
        let done = Loading.DatasetFacts(title: "Order headers", phase: .done, rows: 1_234_567, fraction: 1, startedAt: start,
                                        finishedAt: start.addingTimeInterval(2.5))
        // When
        sut.presentProgress(.init(datasets: [loading, done], now: start.addingTimeInterval(2)))
        // Then
        #expect(view.progress.last?.rows.first?.detail == "12.000 rows · 6.000/s · 3,0 s left")
        #expect(view.progress.last?.rows.last?.detail == "1.234.567 rows in 2,5 s")
    }

    @Test func showsTheErrorOfAFailedSet() {
        let sut = makeSUT()
        let names = Loading.DatasetFacts(title: "Names", phase: .failed("The server answered 500: boom"), fraction: nil,
                                         startedAt: start)
        sut.presentProgress(.init(datasets: [names], now: start))
        #expect(view.progress.last?.rows.first?.failed == true)
        #expect(view.progress.last?.rows.first?.detail == "The server answered 500: boom")
    }

    @Test func saysWhatToDoWhenSetsFailed() {
        let sut = makeSUT()
        sut.presentOutcome(.init(failed: ["Names"], canContinue: true))
        #expect(view.outcomes.last?.message == "Could not load: Names. Press r to retry, Enter to continue without it, or Esc to log out.")
        sut.presentOutcome(.init(failed: ["Approval queue", "Order headers"], canContinue: false))
        #expect(view.outcomes.last?.canContinue == false)
        #expect(view.outcomes.last?.message == "Could not load: Approval queue, Order headers. Press r to retry or Esc to log out.")
    }

    @Test func aWaitingSetShowsAnEmptyBarAndNoDetail() {
        // Given
        let sut = makeSUT()
        let queue = Loading.DatasetFacts(title: "Approval queue", phase: .waiting, fraction: 0)
        // When
        sut.presentProgress(.init(datasets: [queue], now: start))
        // Then
        #expect(view.progress.last?.rows == [.init(title: "Approval queue", fraction: 0, detail: "", state: "waiting", failed: false)])
    }

    @Test func saysWhyFoundationDataWasKept() {
        let sut = makeSUT()
        let codes = Loading.DatasetFacts(title: "User defined codes", phase: .skipped("up to date, read 2 h ago"), fraction: 1)
        sut.presentProgress(.init(datasets: [codes], now: start))
        #expect(view.progress.last?.rows.first?.state == "kept")
        #expect(view.progress.last?.rows.first?.fraction == 1)
    }

    @Test func saysTheOrderLinesComeAfterTheList() {
        let sut = makeSUT()
        let lines = Loading.DatasetFacts(title: "Order lines", phase: .later("after the list opens, in the background"), fraction: 0)
        sut.presentProgress(.init(datasets: [lines], now: start))
        #expect(view.progress.last?.rows == [.init(title: "Order lines", fraction: 0, detail: "after the list opens, in the background",
                                                   state: "later", failed: false)])
    }
}
