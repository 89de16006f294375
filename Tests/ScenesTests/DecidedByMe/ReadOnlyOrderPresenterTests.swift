import Resources
import Testing
@testable import Scenes

@MainActor
final class ReadOnlyOrderDisplaySpy: ReadOnlyOrderDisplayLogic {
    var routes: [ReadOnlyOrder.ViewModel] = []
    func displayReadOnlyOrder(_ viewModel: ReadOnlyOrder.ViewModel) { routes.append(viewModel) }
}

/// An order read-only in words (Decided by me and My orders, Enter): the route names every approver, the
/// summary the supplier, total and date, the lines in the user's numbers, and why anything is missing.
@MainActor
@Suite struct ReadOnlyOrderPresenterTests {
    let view = ReadOnlyOrderDisplaySpy()

    private func makeSUT(dates: DateStyle = .iso) -> ReadOnlyOrderPresenter {
        let sut = ReadOnlyOrderPresenter(formats: DisplayFormats(dates: dates, numbers: .plain))
        sut.view = view
        return sut
    }

    @Test func theRouteNamesEveryApproverAndTheForward() throws {
        // Given
        let sut = makeSUT()
        let order = OrderID(number: 3003, type: "OP", company: "00200", suffix: "000")
        let rows = [ApprovalRouteRow(approver: 4243, status: "FW", decidedBy: "DEMO", decidedOn: .day(LocalDate(year: 2026, month: 11, day: 13)!),
                                     route: "MONEY", approverType: "2"),
                    ApprovalRouteRow(approver: 4244, status: "2N", decidedBy: "", decidedOn: nil, route: "MONEY", approverType: "2")]
        let steps = [RouteStepFacts(RouteStep(row: rows[0], approverName: "Lefèvre, Marie-Hélène"), me: "demo"),
                     RouteStepFacts(RouteStep(row: rows[1], approverName: ""))]
        // When
        sut.presentReadOnlyOrder(.init(order: order, steps: .read(steps)))
        // Then
        let shown = try #require(view.routes.last)
        #expect(shown.title == "Order 3003 OP 00200 · read-only, as the server holds it now")
        #expect(shown.lines == ["→ forwarded by you to Lefèvre, Marie-Hélène (4243) 2026-11-13", "… awaiting  4244"])
        // And a failure says why
        sut.presentReadOnlyOrder(.init(order: order, steps: .failed("Cannot reach the server.")))
        #expect(view.routes.last?.note == "Route not available: Cannot reach the server.")
    }

    @Test func theOrderReadOnlyWithItsSupplierTotalAndLines() throws {
        // Given
        let sut = makeSUT()
        let key = OrderKey(number: 3003, type: "OP", company: "00200", suffix: "000")
        let header = PurchaseOrderHeader(key: key, branch: "M30", supplier: 7001, orderDate: .day(LocalDate(year: 2026, month: 10, day: 1)!),
                                         requestedDate: nil, currency: "EUR", total: 1_234.5, orderedBy: "", reference: "")
        let line = PurchaseOrderLine(key: key, lineNumber: 1, lineType: "S", shortItem: 1, item: "FST-1", description: "Nut", description2: "",
                                     branch: "M30", unit: "EA", quantity: 12, unitCost: 102.875, amount: 1_234.5, currency: "EUR",
                                     requestedDate: nil, lastStatus: "230", nextStatus: "280")
        let detail = OrderDetail(key: key, header: header, supplierName: "Schäfer GmbH", queueEntry: nil, originatorName: "", lines: [line],
                                 lineStatusNames: [:])
        // When
        sut.presentReadOnlyOrder(.init(order: OrderID(number: 3003, type: "OP", company: "00200", suffix: "000"), steps: .read([]),
                               detail: .read(OrderDetailFacts(detail))))
        sut.presentReadOnlyOrder(.init(order: OrderID(number: 3003, type: "OP", company: "00200", suffix: "000"), steps: .reading,
                               detail: .failed("Cannot reach the server.")))
        // Then
        let shown = try #require(view.routes.first)
        #expect(shown.summary == "Schäfer GmbH (7001) · 1,234.50 EUR · ordered 2026-10-01 · 1 line")
        #expect(shown.orderLines == ["1  FST-1  Nut  12 EA  1,234.50"])
        #expect(view.routes.last?.summary == "The order could not be read: Cannot reach the server.")
        #expect(view.routes.last?.note == "Reading the order and its route from the server…")
    }
}
