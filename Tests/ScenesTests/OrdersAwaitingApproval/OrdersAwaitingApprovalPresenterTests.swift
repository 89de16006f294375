import AIS
import Foundation
import Resources
import Testing
@testable import Scenes

@MainActor
final class OrdersDisplaySpy: OrdersAwaitingApprovalDisplayLogic {
    var summaries: [OrdersAwaitingApproval.Summary.ViewModel] = []
    var windows: [OrdersAwaitingApproval.Window.ViewModel] = []
    var refreshes: [OrdersAwaitingApproval.Refresh.ViewModel] = []
    func displaySummary(_ viewModel: OrdersAwaitingApproval.Summary.ViewModel) { summaries.append(viewModel) }
    func displayWindow(_ viewModel: OrdersAwaitingApproval.Window.ViewModel) { windows.append(viewModel) }
    func displayRefresh(_ viewModel: OrdersAwaitingApproval.Refresh.ViewModel) { refreshes.append(viewModel) }
}

@MainActor
@Suite struct OrdersAwaitingApprovalPresenterTests {
    let view = OrdersDisplaySpy()

    private func makeSUT(_ dates: DateStyle = .jde(JDEDateFormat(simpleDateFormat: "dd/MM/yyyy"))) -> OrdersAwaitingApprovalPresenter {
        let sut = OrdersAwaitingApprovalPresenter(dates: dates)
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

    @Test func formatsARowInTheUsersDateFormat() {
        let sut = makeSUT()
        let row = OrderQueueRow(key: OrderKey(number: 4001, type: "OP", company: "00200", suffix: "000"), supplier: 7001,
                                supplierName: "Schäfer GmbH", originator: 1001, originatorName: "", orderDate: LocalDate(year: 2026, month: 11, day: 12),
                                amount: 1234.5, currency: "EUR", lineCount: 3, branch: "M30")
        sut.presentWindow(.init(offset: 40, rows: [row], today: LocalDate(year: 2026, month: 11, day: 22)!))
        #expect(view.windows.last?.offset == 40)
        #expect(view.windows.last?.rows.first?.cells == ["4001 OP 00200", "Schäfer GmbH", "12/11/2026", "1,234.50 EUR", "1001", "10 d", "3"])
    }

    @Test func isoDatesWhenTheSettingsSaySo() {
        let sut = makeSUT(.iso)
        let row = OrderQueueRow(key: OrderKey(number: 1, type: "OP", company: "1", suffix: "000"), supplier: 1, supplierName: "s",
                                originator: 1, originatorName: "o", orderDate: LocalDate(year: 2026, month: 1, day: 2),
                                amount: 0, currency: "USD", lineCount: 0, branch: "")
        sut.presentWindow(.init(offset: 0, rows: [row], today: LocalDate(year: 2026, month: 1, day: 2)!))
        #expect(view.windows.last?.rows.first?.cells[2] == "2026-01-02")
    }

    @Test func saysARefreshFailedAndThatTheListIsTheStoredOne() {
        let sut = makeSUT()
        sut.presentRefresh(.finished(failed: [.queue], firstError: "Cannot reach the server (connection refused). Check the server address and the network.",
                                     at: Date()))
        let vm = view.refreshes.last
        #expect(vm?.isError == true)
        #expect(vm?.offline != nil)
        #expect(vm?.message?.contains("The list shows what was stored before.") == true)
    }
}
