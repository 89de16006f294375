import Testing
@testable import Scenes

@MainActor
final class MyOrdersDisplaySpy: MyOrdersDisplayLogic {
    var lists: [MyOrders.List.ViewModel] = []
    func displayOrders(_ viewModel: MyOrders.List.ViewModel) { lists.append(viewModel) }
}

/// The user's orders in words: awaiting whom and for how long, approved or rejected by whom and when, `Δ`.
@MainActor
@Suite struct MyOrdersPresenterTests {
    let view = MyOrdersDisplaySpy()

    private func makeSUT() -> MyOrdersPresenter {
        let sut = MyOrdersPresenter(formats: DisplayFormats(dates: .iso, numbers: .plain))
        sut.view = view
        return sut
    }

    static func entry(_ n: Int, _ standing: MyOrders.Standing, changed: Bool = false) -> MyOrders.Entry {
        .init(order: OrderID(number: n, type: "OP", company: "00200", suffix: "000"), standing: standing, supplier: 10_001,
              supplierName: "Acme", total: 1_234.5, currency: "USD", route: "MONEY", changedOn: nil, changedSinceSeen: changed)
    }

    @Test func eachOrderSaysWhereItStands() {
        // When
        makeSUT().presentOrders(.init(entries: [
            Self.entry(5003, .awaiting(approver: 4243, approverName: "Lefèvre, Marie-Hélène", budget: false, since: nil, days: 3)),
            Self.entry(5004, .awaiting(approver: 4245, approverName: "", budget: true, since: nil, days: 1)),
            Self.entry(5002, .approved(by: "KENJI", on: .day(year: 2026, month: 11, day: 15)), changed: true),
            Self.entry(5001, .rejected(by: "MARIE", on: .day(year: 2026, month: 11, day: 14))),
        ], total: 4, filter: .all, reading: false, serverFailure: nil, readAt: nil))
        // Then
        let rows = view.lists.last?.rows.map(\.cells)
        #expect(rows?.map { $0[3] } == ["awaiting Lefèvre, Marie-Hélène (4243) · 3 days", "awaiting budget approval by 4245 · 1 day",
                                        "approved by KENJI 2026-11-15", "rejected by MARIE 2026-11-14"])
        #expect(rows?[2][0] == "Δ 5002 OP 00200" && rows?[0][2] == "1,234.50 USD")
        #expect(view.lists.last?.title == "My orders · 4 orders")
    }

    @Test func aFilteredOrFailedListSaysSo() {
        makeSUT().presentOrders(.init(entries: [], total: 2, filter: .rejected, reading: false, serverFailure: "Cannot reach the server.",
                                      readAt: .day(year: 2026, month: 11, day: 19)))
        #expect(view.lists.last?.title == "My orders · rejected · 0 of 2 orders")
        #expect(view.lists.last?.note == "Not read from the server (Cannot reach the server.). Shown: as read 2026-11-19.")
        #expect(view.lists.last?.noteIsProblem == true)
    }
}
