import AIS
import Foundation
import Resources
import SceneKit
import Terminal
import Testing
@testable import Scenes

/// The outcomes list drawn into the in-memory screen, and how it opens and closes over the orders.
@MainActor
@Suite struct DecisionOutcomesViewTests {
    static let evil = "Evil\u{1b}]0;pwned\u{07}\u{1b}[2J Corp"

    /// 24 rows: approved, one forwarded, one refused, one with hostile text.
    static func viewModel() -> DecisionOutcomes.List.ViewModel {
        var rows = (0..<24).map { i in
            DecisionOutcomes.List.ViewModel.Row(cells: ["\(5001 + i) OP 00070", "Schäfer GmbH", "1,234.50 EUR", "approved", ""],
                                                          isProblem: false, isOpen: false)
        }
        rows[1].cells[3...4] = ["forwarded", "approved above your limit; now with Okafor, Mary (7200)"]
        rows[2].cells[3...4] = ["refused", "Order is on hold"]
        rows[2].isProblem = true
        rows[3].cells[1] = evil
        rows[3].cells[4] = "Line\nbreak \(evil)"
        rows[4].cells[0] = "12345678 OP 00070"  // DOCO's longest
        return .init(title: "Last batch · 24 orders: 21 approved, 1 forwarded to Okafor, Mary (7200), 1 refused (5003: Order is on hold)",
                     rows: rows)
    }

    /// The list's View showing these rows (the presenter's words are its own tests').
    private func makeSUT() -> DecisionOutcomesView {
        let sut = DecisionOutcomesView()
        sut.didAttach(to: HostSpy())
        sut.displayOutcomes(Self.viewModel())
        return sut
    }

    @Test(arguments: [(80, 24), (200, 50)])
    func drawsEveryColumnAtEverySize(width: Int, height: Int) throws {
        // Given
        let sut = makeSUT()
        let screen = MemoryScreen(width: width, height: height)
        // When
        sut.draw(in: Canvas(screen: screen))
        // Then: the title, every column's header, and the rows that fit
        #expect(screen.find("Last batch · 24 orders") != nil)
        for header in ["Order", "Supplier", "Amount", "Outcome", "Reason"] { #expect(screen.find(header) != nil, "\(header)") }
        #expect(screen.find("5001 OP 00070") != nil)
        #expect(screen.find("1,234.50 EUR") != nil)
        #expect(screen.find("Order is on hold") != nil)
        #expect(screen.find("12345678 OP 00070") != nil, "an order of 8 digits shows whole")
        // The refused row says so in words and by its marker, not by colour alone
        let refusedRow = try #require(screen.find("5003 OP 00070")).y
        #expect(screen.line(refusedRow).hasPrefix("!"))
        #expect((screen.find("5024 OP 00070") != nil) == (height >= 50))
        if width >= 200 { #expect(screen.find("now with Okafor, Mary (7200)") != nil) }
        // Hostile text is drawn inert
        let text = (0..<height).map { screen.line($0) }.joined(separator: "\n")
        #expect(!text.contains("\u{1b}") && !text.contains("\u{07}"))
        #expect(text.contains("Evil"))
    }

    @Test func scrollsToTheLastRow() {
        let sut = makeSUT()
        let screen = MemoryScreen(width: 80, height: 24)
        sut.draw(in: Canvas(screen: screen))
        #expect(sut.perform(.last))
        sut.draw(in: Canvas(screen: screen))
        #expect(screen.find("5024 OP 00070") != nil)
    }

    @Test func escClosesItAndTheOrdersBeneathStayAsTheyWere() throws {
        // Given: the home router opened the list over the home view, and the presenter filled it
        let home = OrdersAwaitingApprovalView(order: ApproveRejectOrderView())
        let host = HostSpy()
        home.didAttach(to: host)
        let router = OrdersAwaitingApprovalRouter()
        router.view = home
        router.outcomesFormats = { (.iso, .plain) }
        router.routeToDecisionOutcomes(batch(3, [5003: (.pending, "", 0, nil)]))
        let sut = try #require(host.scenes.first as? DecisionOutcomesView)
        sut.didAttach(to: host)
        #expect(host.scenes.count == 1 && router.outcomes === sut)
        #expect(sut.list.viewModel.rows.map { $0.cells[3] } == ["approved", "approved", "waiting"])
        // When: the batch moves on while the list is open, the router opens nothing more and the list takes the new rows
        router.updateDecisionOutcomes(batch(3))
        router.routeToDecisionOutcomes(batch(3))
        #expect(host.scenes.count == 1 && sut.list.viewModel.rows.map { $0.cells[3] } == ["approved", "approved", "approved"])
        // When: Esc
        _ = sut.perform(.back)
        // Then
        #expect(host.scenes.isEmpty)
    }

    @Test func theBarOffersTheListOnlyWhileABatchSummaryIsShown() {
        let home = OrdersAwaitingApprovalView(order: ApproveRejectOrderView())
        let host = HostSpy()
        home.didAttach(to: host)
        #expect(home.offeredActions?.contains(.decisionOutcomes) == false)
        home.displayDecisionNews(.init(message: "24 orders: 24 approved", kind: .success, server: .answered, isBatchSummary: true))
        #expect(host.messages.last == .success("24 orders: 24 approved"))
        #expect(home.offeredActions?.contains(.decisionOutcomes) == true)
        home.displaySort(.init(column: 0, arrow: "↑", message: "Sorted by order, smallest first."))
        #expect(home.offeredActions?.contains(.decisionOutcomes) == false)
    }

    @Test func theStatusLineDrawsAHostileSummaryInert() {
        let screen = MemoryScreen(width: 80, height: 2)
        BottomBar.draw(in: Canvas(screen: screen), keys: [], message: .init(kind: .success, text: "2 orders: 1 forwarded to \(Self.evil) (7200)"))
        let text = screen.line(0)
        #expect(!text.contains("\u{1b}") && !text.contains("\u{07}"))
        #expect(text.contains("forwarded to Evil"))
    }
}
