import AIS
import Resources
import Terminal
import Testing
@testable import Scenes

/// Enter on a line shows it whole: every field, none cut to its column; and where the order stands in words.
@MainActor
@Suite struct WholeLineTests {
    let view = OrderDisplaySpy()
    static let key = OrderKey(number: 4309, type: "OP", company: "00200", suffix: "000")

    private func makeSUT() -> ApproveRejectOrderPresenter {
        let sut = ApproveRejectOrderPresenter(dates: .jde(JDEDateFormat(simpleDateFormat: "dd/MM/yyyy")), numbers: .jde(","))
        sut.view = view
        return sut
    }

    private func response(status: String, rejected: Bool = false, remark: String? = nil) -> ApproveRejectOrder.Load.Response {
        let header = PurchaseOrderHeader(key: Self.key, branch: "M30", supplier: 7001, orderDate: nil, requestedDate: nil, currency: "EUR",
                                         total: 504, orderedBy: "PER", reference: "")
        let line = PurchaseOrderLine(key: Self.key, lineNumber: 2, lineType: "S", shortItem: 60012, item: "BOLT-M8-ZINC-LONG-NAME",
                                     description: "Hex bolt M8 × 40 zinc plated, DIN 933, boxes of a hundred", description2: "Supplier part 933-0840",
                                     branch: "M30", unit: "EA", quantity: 1200, unitCost: 0.42, amount: 504, currency: "EUR",
                                     requestedDate: LocalDate(year: 2026, month: 12, day: 1).map(ServerDate.day), lastStatus: rejected ? "980" : "230",
                                     nextStatus: "240", approvalStatus: rejected ? "R" : "")
        let entry = ApprovalQueueEntry(key: Self.key, approver: 4242, status: status, route: "BUDMON1", originator: 4100, branch: "", orderDate: nil)
        let detail = OrderDetail(key: Self.key, header: header, supplierName: "Nordic Fasteners AB", queueEntry: entry, originatorName: "Lindqvist, Per",
                                 lines: [line], lineStatusNames: ["230": "Awaiting approval"], lineRemarks: remark.map { [2: $0] } ?? [:])
        return .init(detail: OrderDetailFacts(detail), route: .loaded([]), attachments: .loaded([]))
    }

    @Test func aLineWholeHasEveryFieldUncutInTheUsersFormats() throws {
        // Given
        let sut = makeSUT()
        // When
        sut.presentOrder(response(status: "2N"))
        // Then
        let whole = try #require(view.orders.last?.wholeLines.first)
        #expect(whole.title == "Line 2 of order 4309 OP 00200")
        let fields = Dictionary(whole.fields.map { ($0.label, $0.value) }, uniquingKeysWith: { a, _ in a })
        #expect(fields["Item"] == "BOLT-M8-ZINC-LONG-NAME (short number 60012)")
        #expect(fields["Description"] == "Hex bolt M8 × 40 zinc plated, DIN 933, boxes of a hundred")
        #expect(whole.fields.contains { $0.label.isEmpty && $0.value == "Supplier part 933-0840" })
        #expect(fields["Quantity"] == "1.200 EA")
        #expect(fields["Unit cost"] == "0,4200 EUR")
        #expect(fields["Amount"] == "504,00 EUR")
        #expect(fields["Requested"] == "01/12/2026")
        #expect(fields["Status"] == "230 Awaiting approval, next 240")
        #expect(fields["Decision"] == nil)
    }

    @Test func aRejectedLineSaysSo() throws {
        let sut = makeSUT()
        sut.presentOrder(response(status: "2N", rejected: true))
        let whole = try #require(view.orders.last?.wholeLines.first)
        #expect(whole.fields.contains { $0.label == "Decision" && $0.value == "rejected" })
    }

    @Test func whereTheOrderStandsIsSaidInWords() {
        let sut = makeSUT()
        sut.presentOrder(response(status: "1N"))
        sut.presentOrder(response(status: "2N"))
        let statuses = view.orders.map { $0.fields.first { $0.label == "Status" }?.value }
        #expect(statuses == ["awaiting your budget approval (1N) · route BUDMON1", "awaiting your approval (2N) · route BUDMON1"])
    }

    @Test func aRemarkedLineIsMarkedInTheTableAndItsRemarkShowsWhole() throws {
        // Given
        let sut = makeSUT()
        // When
        sut.presentOrder(response(status: "2N", remark: "Deliver to gate 4 before noon"))
        // Then: the description starts with the mark, and the line whole says the remark
        let shown = try #require(view.orders.last)
        #expect(shown.lines.first?[2] == "¶ Hex bolt M8 × 40 zinc plated, DIN 933, boxes of a hundred Supplier part 933-0840")
        let whole = try #require(shown.wholeLines.first)
        #expect(whole.fields.contains { $0.label == "Remark" && $0.value == "Deliver to gate 4 before noon" })
        #expect(whole.lines.contains { $0.hasPrefix("Remark") && $0.hasSuffix("Deliver to gate 4 before noon") })
    }

    @Test func aLineWithoutARemarkHasNoMarkAndNoRemark() throws {
        let sut = makeSUT()
        sut.presentOrder(response(status: "2N"))
        let shown = try #require(view.orders.last)
        #expect(shown.lines.first?[2].hasPrefix("Hex bolt") == true)
        #expect(shown.wholeLines.first?.fields.contains { $0.label == "Remark" } == false)
    }

    @Test func anEscapeSequenceInALineRemarkIsDrawnInert() throws {
        // Given: a remark from the server that would retitle the terminal and turn it red
        let sut = makeSUT()
        sut.presentOrder(response(status: "2N", remark: "Gate 4\u{1B}]0;pwn\u{07} \u{1B}[31mred\u{9B}2J"))
        let shown = try #require(view.orders.last)
        let whole = try #require(shown.wholeLines.first)
        // When: the lines pane and the line whole are drawn
        let pane = MemoryScreen(width: 120, height: 10)
        let lines = OrderLinesFragment()
        lines.lines = shown.lines
        lines.draw(in: Canvas(screen: pane), focused: true)
        let dialog = MemoryScreen(width: 100, height: 30)
        TextReportView(title: whole.title, lines: whole.lines).draw(in: Canvas(screen: dialog))
        // Then: no escape reaches the screen, and the words do
        for screen in [pane, dialog] {
            #expect(!screen.text.contains("\u{1B}"))
            #expect(!screen.text.contains("\u{07}"))
            #expect(!screen.text.contains("\u{9B}"))
        }
        #expect(pane.find("¶ Hex bolt") != nil)
        #expect(dialog.find("Remark") != nil)
        #expect(dialog.find("Gate 4") != nil)
    }
}
