import AIS
import Resources
import Testing
@testable import Scenes

@MainActor
final class OrderDisplaySpy: ApproveRejectOrderDisplayLogic, OrderAttachmentsDisplayLogic, SupplierOrdersDisplayLogic {
    var selections: [ApproveRejectOrder.Select.ViewModel] = []
    func displaySelection(_ viewModel: ApproveRejectOrder.Select.ViewModel) { selections.append(viewModel) }
    var orders: [ApproveRejectOrder.Load.ViewModel] = []
    var attachments: [ApproveRejectOrder.ReadAttachment.ViewModel] = []
    func displayOrder(_ viewModel: ApproveRejectOrder.Load.ViewModel) { orders.append(viewModel) }
    func displayAttachment(_ viewModel: ApproveRejectOrder.ReadAttachment.ViewModel) { attachments.append(viewModel) }
    var opened: [ApproveRejectOrder.OpenAttachment.ViewModel] = []
    func displayOpenedAttachment(_ viewModel: ApproveRejectOrder.OpenAttachment.ViewModel) { opened.append(viewModel) }
    var supplierOrders: [ApproveRejectOrder.SupplierOrders.ViewModel] = []
    func displaySupplierOrders(_ viewModel: ApproveRejectOrder.SupplierOrders.ViewModel) { supplierOrders.append(viewModel) }
    var changedWhileShown: [ApproveRejectOrder.ChangedWhileShown.ViewModel] = []
    func displayChangedWhileShown(_ viewModel: ApproveRejectOrder.ChangedWhileShown.ViewModel) { changedWhileShown.append(viewModel) }
}

@MainActor
@Suite struct ApproveRejectOrderPresenterTests {
    let view = OrderDisplaySpy()
    static let key = OrderKey(number: 4001, type: "OP", company: "00200", suffix: "000")

    private func makeSUT(numbers: NumberStyle) -> ApproveRejectOrderPresenter {
        let sut = ApproveRejectOrderPresenter(dates: .jde(JDEDateFormat(simpleDateFormat: "dd/MM/yyyy")), numbers: numbers)
        sut.view = view
        return sut
    }

    private func line(_ number: Double, quantity: Double, unitCost: Double, amount: Double) -> PurchaseOrderLine {
        PurchaseOrderLine(key: Self.key, lineNumber: number, lineType: "S", shortItem: 60002, item: "FST-10001", description: "Nut, hex, M12",
                          description2: "", branch: "M10", unit: "BX", quantity: quantity, unitCost: unitCost, amount: amount,
                          currency: "EUR", requestedDate: nil, lastStatus: "220", nextStatus: "230")
    }

    private var order: ApproveRejectOrder.Load.Response {
        let header = PurchaseOrderHeader(key: Self.key, branch: "M10", supplier: 7001, orderDate: nil, requestedDate: nil, currency: "EUR",
                                         total: 80_000, orderedBy: "MARIE", reference: "")
        let detail = OrderDetail(key: Self.key, header: header, supplierName: "Schäfer GmbH", queueEntry: nil, originatorName: "",
                                 lines: [line(1, quantity: 1500, unitCost: 50, amount: 75_000), line(1.5, quantity: 12.5, unitCost: 400, amount: 5_000)],
                                 lineStatusNames: [:])
        return .init(detail: OrderDetailFacts(detail), route: .loaded([]), attachments: .loaded([]))
    }

    @Test func amountsQuantitiesAndLineNumbersInTheFormatOfAUserWithADecimalComma() {
        // Given: a user whose decimalFormat is ","
        let sut = makeSUT(numbers: .jde(","))
        // When
        sut.presentOrder(order)
        // Then
        let vm = view.orders.last
        #expect(vm?.fields.first { $0.label == "Total" }?.value == "80.000,00 EUR")
        #expect(vm?.lines.first.map { Array($0[3...6]) } == ["1.500", "BX", "50,0000", "75.000,00"])
        #expect(vm?.lines.last?[0] == "1,500")
        #expect(vm?.lines.last?[3] == "12,50")
        #expect(vm?.lineTotal == "2 lines · 80.000,00 EUR")
    }

    @Test func linesRejectedThroughP43081AreCountedAndDimmed() {
        // Given: the second of two lines rejected (STTS R, as P43081 sets it and as a line at the site's
        // rejected last status is kept)
        var rejected = line(1.5, quantity: 12.5, unitCost: 400, amount: 5_000)
        rejected.approvalStatus = "R"
        let detail = OrderDetail(key: Self.key, header: PurchaseOrderHeader(key: Self.key, branch: "M10", supplier: 7001, orderDate: nil,
                                                                            requestedDate: nil, currency: "EUR", total: 80_000,
                                                                            orderedBy: "", reference: ""),
                                 supplierName: "", queueEntry: nil, originatorName: "",
                                 lines: [line(1, quantity: 1500, unitCost: 50, amount: 75_000), rejected], lineStatusNames: [:])
        // When
        makeSUT(numbers: .plain).presentOrder(.init(detail: OrderDetailFacts(detail), route: .loaded([]), attachments: .loaded([])))
        // Then
        #expect(view.orders.last?.lineTotal == "2 lines · 1 rejected · 80,000.00 EUR")
        #expect(view.orders.last?.rejectedRows == [1])
    }

    @Test func oneLineIsCountedInTheSingular() {
        // Given: an order of one line
        let sut = makeSUT(numbers: .plain)
        var response = order
        response.detail?.lines = Array(order.detail?.lines.prefix(1) ?? [])
        // When
        sut.presentOrder(response)
        // Then
        #expect(view.orders.last?.lineTotal.hasPrefix("1 line · ") == true, "\(view.orders.last?.lineTotal ?? "")")
    }

    @Test func linesStillToComeOrNotReadAreSaidInsteadOfACountOfNone() {
        // Given: an order shown before its lines were read
        let sut = makeSUT(numbers: .plain)
        var response = order
        response.detail?.lines = []
        // When: they are on their way, then their read failed
        response.lines = .reading
        sut.presentOrder(response)
        let reading = view.orders.last?.lineTotal
        response.lines = .failed("Cannot reach the server.")
        sut.presentOrder(response)
        // Then
        #expect(reading == "reading the order lines…")
        #expect(view.orders.last?.lineTotal == "not read yet: Cannot reach the server.")
    }

    @Test func plainNumbersAsBefore() {
        let sut = makeSUT(numbers: .plain)
        sut.presentOrder(order)
        let vm = view.orders.last
        #expect(vm?.fields.first { $0.label == "Total" }?.value == "80,000.00 EUR")
        #expect(vm?.lines.first?[0] == "1")
        #expect(vm?.lines.last?[0] == "1.500")
        #expect(vm?.lines.first.map { Array($0[3...6]) } == ["1,500", "BX", "50.0000", "75,000.00"])
    }
}
