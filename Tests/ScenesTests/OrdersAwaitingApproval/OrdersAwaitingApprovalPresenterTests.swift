import AIS
import Foundation
import Resources
import Testing
@testable import Scenes

/// The refreshes' words, told to `view` (the home View shows both the list and its refreshes).
@MainActor
func refreshWords(to view: OrdersDisplaySpy, numbers: NumberStyle = .plain) -> QueueRefreshPresenter {
    let words = QueueRefreshPresenter(numbers: numbers)
    words.view = view
    return words
}

@MainActor
final class OrdersDisplaySpy: OrdersAwaitingApprovalDisplayLogic, QueueRefreshDisplayLogic, QueueMarksDisplayLogic, QueueSearchDisplayLogic {
    var decisionNews: [OrdersAwaitingApproval.DecisionNewsShown.ViewModel] = []
    func displayDecisionNews(_ viewModel: OrdersAwaitingApproval.DecisionNewsShown.ViewModel) { decisionNews.append(viewModel) }
    var summaries: [OrdersAwaitingApproval.Summary.ViewModel] = []
    var windows: [OrdersAwaitingApproval.Window.ViewModel] = []
    var refreshes: [OrdersAwaitingApproval.Refresh.ViewModel] = []
    func displaySummary(_ viewModel: OrdersAwaitingApproval.Summary.ViewModel) { summaries.append(viewModel) }
    func displayWindow(_ viewModel: OrdersAwaitingApproval.Window.ViewModel) { windows.append(viewModel) }
    func displayRefresh(_ viewModel: OrdersAwaitingApproval.Refresh.ViewModel) { refreshes.append(viewModel) }
    var news: [OrdersAwaitingApproval.News] = []
    func displayNewOrders(_ viewModel: OrdersAwaitingApproval.News) { news.append(viewModel) }
    var lines: [OrdersAwaitingApproval.Lines.ViewModel] = []
    func displayLines(_ viewModel: OrdersAwaitingApproval.Lines.ViewModel) { lines.append(viewModel) }
    var searches: [OrdersAwaitingApproval.Search.ViewModel] = []
    func displaySearch(_ viewModel: OrdersAwaitingApproval.Search.ViewModel) { searches.append(viewModel) }
    var cursors: [OrdersAwaitingApproval.Cursor.ViewModel] = []
    func displayCursor(_ viewModel: OrdersAwaitingApproval.Cursor.ViewModel) { cursors.append(viewModel) }
    var messages: [OrdersAwaitingApproval.Message.ViewModel] = []
    func displayMessage(_ viewModel: OrdersAwaitingApproval.Message.ViewModel) { messages.append(viewModel) }
    var marks: [OrdersAwaitingApproval.Marks.ViewModel] = []
    func displayMarks(_ viewModel: OrdersAwaitingApproval.Marks.ViewModel) { marks.append(viewModel) }
    var hiddenMarks: [OrdersAwaitingApproval.HiddenMarks.ViewModel] = []
    func displayHiddenMarks(_ viewModel: OrdersAwaitingApproval.HiddenMarks.ViewModel) { hiddenMarks.append(viewModel) }
}

@MainActor
@Suite struct OrdersAwaitingApprovalPresenterTests {
    let view = OrdersDisplaySpy()

    private func makeSUT(_ dates: DateStyle = .jde(JDEDateFormat(simpleDateFormat: "dd/MM/yyyy")),
                         numbers: NumberStyle = .plain) -> OrdersAwaitingApprovalPresenter {
        let sut = OrdersAwaitingApprovalPresenter(dates: dates, numbers: numbers)
        sut.view = view
        return sut
    }

    @Test func titlesTheListWithTheCount() {
        let sut = makeSUT()
        sut.presentSummary(.init(count: 12_345, error: nil))
        #expect(view.summaries.last?.title == "Orders awaiting approval (12,345)")
        sut.presentSummary(.init(count: 0, error: nil))
        #expect(view.summaries.last?.emptyText == "Nothing awaits your approval.")
    }

    @Test func theCursorFollowingItsOrderScrollsTheListByAsManyRows() {
        let sut = makeSUT()
        sut.presentCursor(.init(position: 7, from: 4))
        sut.presentCursor(.init(position: 2, from: 3))
        #expect(view.cursors == [.init(position: 7, shift: 3), .init(position: 2, shift: -1)])
    }

    @Test func formatsARowInTheUsersDateFormat() {
        let sut = makeSUT()
        let row = OrderQueueRow(key: OrderKey(number: 4001, type: "OP", company: "00200", suffix: "000"), supplier: 7001,
                                supplierName: "Schäfer GmbH", originator: 1001, originatorName: "", orderDate: LocalDate(year: 2026, month: 11, day: 12).map(ServerDate.day),
                                amount: 1234.5, currency: "EUR", lineCount: 3, branch: "M30")
        sut.presentWindow(.init(offset: 40, rows: [OrderFacts(row, today: LocalDate(year: 2026, month: 11, day: 22)!)]))
        #expect(view.windows.last?.offset == 40)
        #expect(view.windows.last?.rows.first?.cells == ["4001 OP 00200", "Schäfer GmbH", "12/11/2026", "1,234.50 EUR", "1001", "10 d", "3"])
    }

    @Test func aRowSaysHowManyOfItsLinesWereRejected() {
        // Given: an order of 5 lines, 2 of them rejected through P43081
        let sut = makeSUT()
        let row = OrderQueueRow(key: OrderKey(number: 4001, type: "OP", company: "00200", suffix: "000"), supplier: 7001,
                                supplierName: "Schäfer GmbH", originator: 1001, originatorName: "", orderDate: nil,
                                amount: 10, currency: "EUR", lineCount: 5, branch: "M30", rejectedLineCount: 2)
        // When
        sut.presentWindow(.init(offset: 0, rows: [OrderFacts(row, today: LocalDate(year: 2026, month: 11, day: 22)!)]))
        // Then
        #expect(view.windows.last?.rows.first?.cells[1] == "Schäfer GmbH · 2 of 5 lines rejected")
        #expect(view.windows.last?.rows.first?.cells[6] == "5")
    }

    @Test func aRowChangedSinceTheApproverOpenedItShowsDelta() {
        // Given: two orders, the first changed since it was last opened
        let sut = makeSUT()
        func row(_ n: Int) -> OrderQueueRow {
            OrderQueueRow(key: OrderKey(number: n, type: "OP", company: "00200", suffix: "000"), supplier: 7001,
                          supplierName: "Schäfer GmbH", originator: 1001, originatorName: "", orderDate: nil,
                          amount: 10, currency: "EUR", lineCount: 5, branch: "M30", rejectedLineCount: n == 4001 ? 2 : 0)
        }
        var changed = row(4001)
        changed.changesSinceSeen = OrderChanges(total: (before: 10, after: 12))
        // When
        let today = LocalDate(year: 2026, month: 11, day: 22)!
        sut.presentWindow(.init(offset: 0, rows: [OrderFacts(changed, today: today), OrderFacts(row(4002), today: today)]))
        // Then: Δ leads the supplier's cell (the marker column's `>` is the cursor's); the other row has none
        #expect(view.windows.last?.rows.first?.cells[1] == "Δ Schäfer GmbH · 2 of 5 lines rejected")
        #expect(view.windows.last?.rows.last?.cells[1] == "Schäfer GmbH")
    }

    @Test func isoDatesWhenTheSettingsSaySo() {
        let sut = makeSUT(.iso)
        let row = OrderQueueRow(key: OrderKey(number: 1, type: "OP", company: "1", suffix: "000"), supplier: 1, supplierName: "s",
                                originator: 1, originatorName: "o", orderDate: LocalDate(year: 2026, month: 1, day: 2).map(ServerDate.day),
                                amount: 0, currency: "USD", lineCount: 0, branch: "")
        sut.presentWindow(.init(offset: 0, rows: [OrderFacts(row, today: LocalDate(year: 2026, month: 1, day: 2)!)]))
        #expect(view.windows.last?.rows.first?.cells[2] == "2026-01-02")
    }

    @Test func amountsAndCountsInTheFormatOfAUserWithADecimalComma() {
        // Given: a user whose decimalFormat is ","
        let sut = makeSUT(numbers: .jde(","))
        let row = OrderQueueRow(key: OrderKey(number: 4001, type: "OP", company: "00200", suffix: "000"), supplier: 7001,
                                supplierName: "Schäfer GmbH", originator: 1001, originatorName: "Lefèvre", orderDate: nil,
                                amount: 80_000, currency: "EUR", lineCount: 1_200, branch: "M10")
        // When
        sut.presentWindow(.init(offset: 0, rows: [OrderFacts(row, today: LocalDate(year: 2026, month: 11, day: 22)!)]))
        sut.presentSummary(.init(count: 12_345, error: nil))
        // Then
        #expect(view.windows.last?.rows.first?.cells[3] == "80.000,00 EUR")
        #expect(view.windows.last?.rows.first?.cells[6] == "1.200")
        #expect(view.summaries.last?.title == "Orders awaiting approval (12.345)")
    }

    @Test func saysWhenAnOrderToOpenIsNotInTheList() {
        let sut = makeSUT()
        sut.presentOpen(.init(number: 4001, filtered: false))
        #expect(view.messages.last?.text == "Order 4001 is not in your queue.")
        sut.presentOpen(.init(number: 4001, filtered: true))
        #expect(view.messages.last?.text == "Order 4001 is not in the filtered list (f changes the filter).")
    }

    @Test func theNumberFormatCanChangeWhileTheSceneIsOpen() {
        // Given
        let sut = makeSUT(numbers: .jde(","))
        // When: display.numbers is set to plain
        sut.numbers = .plain
        sut.presentSummary(.init(count: 12_345, error: nil))
        // Then
        #expect(view.summaries.last?.title == "Orders awaiting approval (12,345)")
    }

    @Test func saysARefreshFailedAndThatTheListIsTheStoredOne() {
        refreshWords(to: view).presentRefresh(.finished(.init(failed: ["Approval queue"], queueFailed: true, firstError: "Cannot reach the server (connection refused). Check the server address and the network.",
                                     at: Date(), decidedElsewhere: [], offline: true)))
        let vm = view.refreshes.last
        #expect(vm?.isError == true)
        #expect(vm?.offline != nil)
        #expect(vm?.message?.hasPrefix("Showing the queue stored before; refresh failed: Cannot reach the server") == true)
    }

    @Test func saysWhichOrdersWereDecidedElsewhere() {
        let keys = (1...5).map { OrderKey(number: 4000 + $0, type: "OP", company: "00200", suffix: "000") }
        refreshWords(to: view).presentRefresh(.finished(.init(failed: [], queueFailed: false, firstError: nil, at: Date(), decidedElsewhere: keys.map(OrderID.init))))
        #expect(view.refreshes.last?.message?.contains("No longer awaiting you: 4001 OP, 4002 OP, 4003 OP and 2 more.") == true)
    }

    @Test func anAutomaticRefreshSaysNothingUnlessThereIsNews() {
        // Given
        let gone = [OrderKey(number: 4001, type: "OP", company: "00200", suffix: "000")]
        // When: nothing changed elsewhere
        refreshWords(to: view).presentRefresh(.finished(.init(failed: [], queueFailed: false, firstError: nil, at: Date(), decidedElsewhere: [], automatic: true)))
        // Then: the top bar says when, the message line keeps what it showed
        #expect(view.refreshes.last?.message == nil)
        #expect(view.refreshes.last?.lastRefresh?.hasPrefix("refreshed ") == true)
        // When: an order was decided elsewhere
        refreshWords(to: view).presentRefresh(.finished(.init(failed: [], queueFailed: false, firstError: nil, at: Date(), decidedElsewhere: gone.map(OrderID.init), automatic: true)))
        // Then
        #expect(view.refreshes.last?.message?.contains("No longer awaiting you: 4001 OP.") == true)
    }

    @Test func aFilteredTitleSaysHowManyOfHowManyAndWhichFilter() {
        let sut = makeSUT()
        let filter = FilterFacts(orderTypes: ["OP"], minimumAmount: 1000, minimumDaysWaiting: 30)
        sut.presentSummary(.init(count: 12, error: nil, total: 300, filter: filter))
        #expect(view.summaries.last?.title == "Orders awaiting approval (12 of 300) · filter: OP · ≥ 1,000.00 · waiting ≥ 30 d")
        sut.presentSummary(.init(count: 0, error: nil, total: 300, filter: filter))
        #expect(view.summaries.last?.emptyText == "No order matches the filter (f changes it).")
    }
}

/// Marks and the server's state reach the view as typed values, never as text to match.
@MainActor
@Suite struct OrdersAwaitingApprovalPresenterStateTests {
    let view = OrdersDisplaySpy()

    func makeSUT(numbers: NumberStyle = .plain) -> OrdersAwaitingApprovalPresenter {
        let sut = OrdersAwaitingApprovalPresenter(dates: .iso, numbers: numbers)
        sut.view = view
        return sut
    }

    @Test func aRefreshThatCouldNotReachTheServerSaysOfflineWhateverItsText() {
        refreshWords(to: view).presentRefresh(.finished(.init(failed: ["Approval queue"], queueFailed: true, firstError: "Der Server antwortet nicht.", at: Date(), decidedElsewhere: [],
                                     offline: true)))
        #expect(view.refreshes.last?.offline == "Der Server antwortet nicht.")
        refreshWords(to: view).presentRefresh(.finished(.init(failed: ["Approval queue"], queueFailed: true, firstError: "Cannot reach the server (refused).", at: Date(), decidedElsewhere: [],
                                     offline: false)))
        #expect(view.refreshes.last?.offline == nil)
    }

}
