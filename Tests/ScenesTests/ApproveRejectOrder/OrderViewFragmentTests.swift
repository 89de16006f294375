import SceneKit
import Terminal
import Testing
@testable import Scenes

@MainActor
@Suite struct OrderViewFragmentTests {
    nonisolated static let sizes = [Size(width: 80, height: 24), Size(width: 132, height: 40), Size(width: 220, height: 60)]

    func viewModel() -> ApproveRejectOrder.Load.ViewModel {
        .init(title: "Order 4001 OP 00200 000",
              fields: [.init(label: "Supplier", value: "北京华信科技有限公司 (7001)"), .init(label: "Total", value: "1,234.50 USD"),
                       .init(label: "Reference", value: "Quote\u{1B}]0;pwn\u{07} 12")],
              lines: [["1", "LAB-10486", "精密ボールねじ, φ16 \u{1B}[31mred", "42", "EA", "18.9800", "797.16", "12/23/2026", "220 Open"]],
              lineTotal: "1 line · 797.16 USD", route: ["✓ approved  Olu, Ade (4245) · by OLU 11/20/2026", "… awaiting  Demo, Dana (4242)"],
              routeNote: nil, attachments: ["Delivery terms · BUYER1 11/20/2026"], attachmentsNote: nil, missing: nil)
    }

    @Test(arguments: sizes)
    func drawsTheWholeOrderInert(size: Terminal.Size) {
        let screen = MemoryScreen(width: size.width, height: size.height)
        let view = ApproveRejectOrderView()
        view.displayOrder(viewModel())
        let placements = view.pane(width: size.width, height: size.height).layout(in: Rect(size: size))
        for p in placements { p.fragment.draw(in: Canvas(screen: screen, rect: p.rect), focused: false) }
        #expect(!screen.text.contains("\u{1B}"))
        #expect(screen.find("Order 4001 OP 00200") != nil)
        #expect(screen.find("LAB-10486") != nil)
        #expect(screen.find("awaiting") != nil)
        #expect(screen.find("Delivery terms") != nil)
        for y in 0..<size.height { #expect(TextWidth.cells(of: screen.line(y)) <= size.width) }
    }

    @Test func saysWhenTheOrderLeftTheQueue() {
        let screen = MemoryScreen(width: 80, height: 10)
        let view = ApproveRejectOrderView()
        var vm = viewModel()
        vm.missing = "This order is no longer in your queue."
        view.displayOrder(vm)
        view.header.draw(in: Canvas(screen: screen), focused: false)
        #expect(screen.find("no longer in your queue") != nil)
    }

    @Test(arguments: sizes)
    func theOrdersLinesComeBeforeItsSupplierHistory(size: Terminal.Size) {
        // Given: an order with a full supplier history
        let screen = MemoryScreen(width: size.width, height: size.height)
        let view = ApproveRejectOrderView()
        view.displayOrder(viewModel())
        view.displaySupplierOrders(.init(title: "Supplier history", rows: (1...5).map { "90000\($0) OP 00200  2026-05-01  1,000.00 USD  approved" },
                                         summary: ["2026: 5,000.00 USD in 5", "1.2 × this supplier's average order"], note: "Read just now.",
                                         noteIsProblem: false))
        // When
        let placements = view.pane(width: size.width, height: size.height).layout(in: Rect(size: size))
        for p in placements { p.fragment.draw(in: Canvas(screen: screen, rect: p.rect), focused: false) }
        // Then: the lines always show; the history shows its comparison wherever it fits, whole when tall
        #expect(screen.find("LAB-10486") != nil, "\(screen.text)")
        let lines = placements.first { $0.fragment === view.lines }?.rect.height ?? 0
        #expect(lines >= ApproveRejectOrderView.linesKept, "\(screen.text)")
        if size.height >= 40 {
            #expect(screen.find("1.2 × this supplier's average order") != nil, "\(screen.text)")
            #expect(screen.find("900005 OP 00200") != nil, "\(screen.text)")
        }
    }

    /// The rects of the panes below the lines, for an order with `steps` route rows and `attachments`
    /// attachments and a supplier history of `pastOrders` orders.
    private func bottomPanes(_ size: Terminal.Size, steps: Int, attachments: Int, pastOrders: Int) -> [Rect] {
        let view = ApproveRejectOrderView()
        var vm = viewModel()
        vm.route = (0..<steps).map { "✓ approved  Approver \($0)" }
        vm.attachments = (0..<attachments).map { "Note \($0) · BUYER1 11/20/2026" }
        vm.attachmentsNote = attachments == 0 ? "No attachments." : nil
        view.displayOrder(vm)
        view.displaySupplierOrders(.init(title: "Supplier history", rows: (0..<pastOrders).map { "90000\($0) OP 00200  2026-05-01  1,000.00 USD" },
                                         summary: pastOrders == 0 ? [] : ["2026: 1,000.00 USD in 1"], note: "Read just now.", noteIsProblem: false))
        let placements = view.pane(width: size.width, height: size.height).layout(in: Rect(size: size))
        let fragments: [any Fragment] = [view.lines, view.supplierOrders, view.route, view.attachments]
        return fragments.map { f in placements.first { $0.fragment === f }?.rect ?? Rect(x: 0, y: 0, width: 0, height: 0) }
    }

    @Test(arguments: [Size(width: 99, height: 46), Size(width: 132, height: 40)])
    func thePanesBelowTheLinesHoldStillFromOrderToOrder(size: Terminal.Size) {
        // Given: orders whose routes (the originator's row and up to 3 steps), attachments (up to 3) and
        // supplier histories differ in length
        let short = bottomPanes(size, steps: 1, attachments: 0, pastOrders: 0)
        let long = bottomPanes(size, steps: 4, attachments: 3, pastOrders: 5)
        // Then: every pane below the lines, and the lines, keep their place and size
        #expect(short == long)
        #expect(short[2].height == ApproveRejectOrderView.steadyRouteRows)
        #expect(short[3].height == ApproveRejectOrderView.steadyRows)
        #expect(short[1].height == ApproveRejectOrderView.supplierMost)
    }

    /// The rects of the lines and every pane below them, for an order charging `accounts` accounts
    /// (none: no budget), a budget approval or not.
    private func panesWithBudget(_ size: Terminal.Size, accounts: Int, budgetApproval: Bool) -> [Rect] {
        let view = ApproveRejectOrderView()
        view.displayOrder(viewModel())
        view.displaySupplierOrders(.init(title: "Supplier history", rows: ["900001 OP 00200  2026-05-01  1,000.00 USD"],
                                         summary: ["2026: 1,000.00 USD in 1"], note: "Read just now.", noteIsProblem: false))
        let rows = (0..<accounts).flatMap { n -> [ApproveRejectOrder.Budget.ViewModel.Row] in
            [.init(text: "M30.61\(n)0 Office supplies · FY 2026, whole year", over: false, heading: true),
             .init(text: "  budget 1,000.00 · actual 0.00 · committed 0.00", over: false, heading: false),
             .init(text: "  this order 10.00 of 1,000.00 available: 990.00 left", over: false, heading: false)]
        }
        view.displayBudget(accounts == 0 && !budgetApproval ? nil
            : .init(title: "Budget (approximate)", rows: rows, note: "Read today.", noteIsProblem: false, first: budgetApproval))
        let placements = view.pane(width: size.width, height: size.height).layout(in: Rect(size: size))
        let fragments: [any Fragment] = [view.lines, view.budget, view.supplierOrders, view.route, view.attachments]
        return fragments.map { f in placements.first { $0.fragment === f }?.rect ?? Rect(x: 0, y: 0, width: 0, height: 0) }
    }

    @Test(arguments: [Size(width: 97, height: 47), Size(width: 132, height: 50)])
    func onATallTerminalTheBudgetHoldsItsPlaceAndTheLinesTheirs(size: Terminal.Size) {
        // Given: orders charging no account, one, two and three, one of them a budget approval
        let none = panesWithBudget(size, accounts: 0, budgetApproval: false)
        let others = [panesWithBudget(size, accounts: 1, budgetApproval: false), panesWithBudget(size, accounts: 2, budgetApproval: true),
                      panesWithBudget(size, accounts: 3, budgetApproval: false)]
        // Then: the lines, the budget and every pane below them keep their place and size
        for panes in others { #expect(panes == none) }
        #expect(none[1].height == ApproveRejectOrderView.budgetMost)
        #expect(none[1].y == none[0].y + none[0].height)
    }

    @Test func onAShorterTerminalABudgetApprovalsBudgetComesAboveTheLines() {
        let size = Size(width: 97, height: 37)
        let approval = panesWithBudget(size, accounts: 1, budgetApproval: true)
        let other = panesWithBudget(size, accounts: 1, budgetApproval: false)
        #expect(approval[1].y < approval[0].y)
        #expect(other[1].y > other[0].y)
        // The route and the attachments still hold still.
        #expect(approval[3] == other[3])
        #expect(approval[4] == other[4])
    }

    @Test func aLongerRouteGrowsItsPaneAndIsShownWhole() {
        let size = Size(width: 99, height: 46)
        let panes = bottomPanes(size, steps: 6, attachments: 1, pastOrders: 1)
        #expect(panes[2].height == 7)
        #expect(panes[3].height == ApproveRejectOrderView.steadyRows)
    }

    @Test func onAShortTerminalEachPaneTakesWhatItShows() {
        // Given: 80×24, too short to hold the panes still beside the lines
        let size = Size(width: 80, height: 24)
        let one = bottomPanes(size, steps: 1, attachments: 1, pastOrders: 0)
        // Then: a title and one row each; the lines keep their rows
        #expect(one[2].height == 2)
        #expect(one[3].height == 2)
        #expect(one[0].height >= ApproveRejectOrderView.linesKept)
    }
}
