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
}
