import SceneKit
import Terminal
import Testing
@testable import Scenes

/// At 120–160 columns the order beside the list gives way to the list's columns, down to the width at which
/// its lines still show their number, description, quantity, amount and status.
@MainActor
@Suite struct ColumnsThatEarnTheirPlaceTests {
    private let fragmenter = Fragmenter(masterWants: OrderListFragment.fullWidth, detailMinimum: ApproveRejectOrderView.essentialLinesWidth)
    private let order = OrderID(number: 4309, type: "OP", company: "00200", suffix: "000")

    private func drawnList(width: Int) -> MemoryScreen {
        let sut = OrderListFragment()
        sut.summary = .init(title: "Orders awaiting approval", count: 1, emptyText: nil, error: nil)
        sut.show(.init(offset: 0, rows: [.init(cells: ["4309 OP 00200", "Nordic Fasteners AB", "2026-11-18", "13,088.68 EUR",
                                                       "Lindqvist, Per", "3 d", "12"], id: order)]))
        let screen = MemoryScreen(width: width, height: 5)
        sut.draw(in: Canvas(screen: screen), focused: true)
        return screen
    }

    private func drawnLines(width: Int) -> MemoryScreen {
        let sut = OrderLinesFragment()
        sut.lines = [["1.000", "BOLT-M8", "Hex bolt M8 zinc", "1,200", "EA", "0.4200", "504.00", "2026-12-01", "230 Awaiting"]]
        let screen = MemoryScreen(width: width, height: 5)
        sut.draw(in: Canvas(screen: screen), focused: false)
        return screen
    }

    @Test(arguments: [120, 130, 140, 160])
    func theListKeepsWaitingAndOriginatorAndTheLinesKeepAmountAndStatus(width: Int) {
        // When: the list and the order side by side in a terminal `width` wide
        let list = drawnList(width: fragmenter.masterWidth(in: width))
        let lines = drawnLines(width: fragmenter.detailWidth(in: width))
        // Then
        #expect(fragmenter.masterWidth(in: width) + 1 + fragmenter.detailWidth(in: width) == width)
        for title in ["Order", "Supplier", "Amount", "Originator", "Waiting"] { #expect(list.line(1).contains(title), "\(list.line(1))") }
        #expect(list.line(2).contains("Lindqvist") && list.line(2).contains("3 d"), "\(list.line(2))")
        for title in ["Ln", "Description", "Qty", "Amount", "Status"] { #expect(lines.line(1).contains(title), "\(lines.line(1))") }
        #expect(lines.line(2).contains("504.00") && lines.line(2).contains("230"), "\(lines.line(2))")
    }

    @Test func atOneHundredFortyTheListShowsEveryColumn() {
        let list = drawnList(width: fragmenter.masterWidth(in: 140))
        for title in ["Date", "Lines"] { #expect(list.line(1).contains(title), "\(list.line(1))") }
    }

    @Test func theDateAndTheLineCountGiveWayFirst() {
        // At 120 the list has 68 cells: the line count and the date are left out, the rest stays
        let list = drawnList(width: fragmenter.masterWidth(in: 120))
        #expect(!list.line(1).contains("Lines") && !list.line(1).contains("Date"), "\(list.line(1))")
    }
}
