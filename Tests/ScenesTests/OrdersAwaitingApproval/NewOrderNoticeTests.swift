import Foundation
import Testing
@testable import Scenes

/// The desktop notification's text for the orders a refresh brought (`display.notify desktop`).
@MainActor
struct NewOrderNoticeTests {
    private static func order(_ number: Int, _ supplier: String, _ amount: Double, _ currency: String) -> OrderFacts {
        OrderFacts(id: OrderID(number: number, type: "OP", company: "00200", suffix: "000"), supplier: 4343, supplierName: supplier,
                   originator: 1, originatorName: "", orderDate: nil, daysWaiting: nil, amount: amount, currency: currency,
                   lineCount: 1, branch: "M30")
    }

    private func finished(_ orders: [OrderFacts], arrived: Int? = nil) -> OrdersAwaitingApproval.Refresh.Finished {
        let ids = orders.map(\.id)
        var done = OrdersAwaitingApproval.Refresh.Finished(
            at: Date(), arrived: arrived.map { n in (0..<n).map { OrderID(number: 9000 + $0, type: "OP", company: "00200", suffix: "000") } } ?? ids,
            unopened: orders.count, signal: .desktop)
        done.arrivedFacts = orders
        return done
    }

    private func notice(_ done: OrdersAwaitingApproval.Refresh.Finished, numbers: NumberStyle = .plain) -> String? {
        // Given
        let view = OrdersDisplaySpy()
        let sut = QueueRefreshPresenter(numbers: numbers)
        sut.view = view
        // When
        sut.presentRefresh(.finished(done))
        // Then
        #expect(view.refreshes.last?.bell == false)
        return view.refreshes.last?.desktopNotice
    }

    @Test func oneOrderIsNamedWithItsSupplierAndAmount() {
        #expect(notice(finished([Self.order(4123, "Schäfer GmbH", 1240, "EUR")])) == "New order 4123 · Schäfer GmbH · 1,240.00 EUR")
    }

    @Test func severalInOneCurrencyAreCountedAndSummed() {
        let orders = [Self.order(4125, "A", 10_000, "EUR"), Self.order(4124, "B", 2_000, "EUR"), Self.order(4123, "C", 400, "EUR")]
        #expect(notice(finished(orders)) == "3 new orders · 12,400.00 EUR")
        #expect(notice(finished(orders), numbers: .jde(",")) == "3 new orders · 12.400,00 EUR")
    }

    @Test func twoCurrenciesAreSummedEachAndMoreAreOnlyCounted() {
        let two = [Self.order(2, "A", 100, "EUR"), Self.order(1, "B", 50, "USD"), Self.order(3, "C", 1, "EUR")]
        #expect(notice(finished(two)) == "3 new orders · 101.00 EUR + 50.00 USD")
        let three = [Self.order(2, "A", 100, "EUR"), Self.order(1, "B", 50, "USD"), Self.order(3, "C", 1, "GBP")]
        #expect(notice(finished(three)) == "3 new orders")
    }

    @Test func ordersTheListNoLongerHoldsLeaveTheCountAlone() {
        #expect(notice(finished([Self.order(1, "A", 5, "EUR")], arrived: 2)) == "2 new orders")
    }

    @Test func noNoticeUnlessTheUserAskedForOne() {
        let view = OrdersDisplaySpy()
        let sut = QueueRefreshPresenter(numbers: .plain)
        sut.view = view
        var done = finished([Self.order(1, "A", 5, "EUR")])
        done.signal = .bell
        sut.presentRefresh(.finished(done))
        #expect(view.refreshes.last?.desktopNotice == nil)
        #expect(view.refreshes.last?.bell == true)
    }
}
