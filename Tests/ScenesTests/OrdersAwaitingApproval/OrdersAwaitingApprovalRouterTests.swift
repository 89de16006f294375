import AIS
import Resources
import SceneKit
import Store
import Terminal
import Testing
@testable import Scenes

@MainActor
final class OrderDataStoreSpy: ApproveRejectOrderDataStore {
    var opened = false
    var orderKey: OrderKey?
    var detail: OrderDetail?
    let lineMarks = OrderLineMarksInteractor()
}

@MainActor
@Suite struct OrdersAwaitingApprovalRouterTests {
    @Test func injectsTheOrderIntoTheOrderViewsDataStore() {
        // Given
        let sut = OrdersAwaitingApprovalRouter()
        let store = OrderDataStoreSpy()
        let view = OrdersAwaitingApprovalView(order: ApproveRejectOrderView())
        sut.view = view
        sut.orderDataStore = store
        let key = OrderKey(number: 4001, type: "OP", company: "00200", suffix: "000")
        // When
        sut.routeToApproveRejectOrderDetail(order: OrderID(key))
        // Then: the key went in, opened (what it shows counts as seen), and a narrow terminal shows the order
        // instead of the list
        #expect(store.orderKey == key)
        #expect(store.opened)
        let screen = MemoryScreen(width: 80, height: 24)
        view.draw(in: Canvas(screen: screen))
        #expect(screen.find("Orders awaiting approval") == nil)
        #expect(screen.find("No order selected") != nil || screen.find("Lines") != nil)
        #expect(view.offeredActions?.contains(.back) == true)
        // And back: the order is no longer opened
        sut.routeBackToList()
        #expect(!store.opened)
        view.draw(in: Canvas(screen: screen))
        #expect(screen.find("Orders awaiting approval") != nil)
    }

    @Test func theOrderUnderTheCursorGoesIntoTheOrderScenesDataStoreGlancedAtNotOpened() {
        // Given
        let sut = OrdersAwaitingApprovalRouter()
        let store = OrderDataStoreSpy()
        sut.orderDataStore = store
        let key = OrderKey(number: 4002, type: "OP", company: "00200", suffix: "000")
        // When: the cursor rests on 4002
        sut.routeToOrderBeside(OrderID(key))
        // Then: the order scene has it, only glanced at
        #expect(store.orderKey == key)
        #expect(!store.opened)
        // When: the list emptied
        sut.routeToOrderBeside(nil)
        // Then: it shows none
        #expect(store.orderKey == nil)
    }

    @Test func besideTheListTheOpenedOrderOffersTheWayBackInsteadOfOpen() {
        // Given: a terminal wide enough for the order beside the list
        let sut = OrdersAwaitingApprovalRouter()
        let view = OrdersAwaitingApprovalView(order: ApproveRejectOrderView())
        let store = OrderDataStoreSpy()
        sut.view = view
        sut.orderDataStore = store
        let screen = MemoryScreen(width: 160, height: 40)
        view.draw(in: Canvas(screen: screen))
        #expect(view.offeredActions?.contains(.open) == true)
        #expect(view.offeredActions?.contains(.back) == false)
        // When: Enter opens the order, which moves the focus into it
        sut.routeToApproveRejectOrderDetail(order: OrderID(OrderKey(number: 4001, type: "OP", company: "00200", suffix: "000")))
        view.draw(in: Canvas(screen: screen))
        // Then: the list stays on screen, and the footer says Esc leads back to it, not Enter opens
        #expect(screen.find("Orders awaiting approval") != nil)
        #expect(view.offeredActions?.contains(.back) == true)
        #expect(view.offeredActions?.contains(.open) == false)
        // And back in the list, Enter opens again
        _ = view.perform(.back)
        #expect(view.offeredActions?.contains(.open) == true)
        #expect(view.offeredActions?.contains(.back) == false)
        #expect(store.orderKey?.number == 4001)
    }

    @Test func callsTheInventoryInquiryForTheOrderLineUnderTheCursor() throws {
        // Given: an order with two lines, the second for 40 BX of item 60002 at M20
        let sut = OrdersAwaitingApprovalRouter()
        let store = OrderDataStoreSpy()
        let key = OrderKey(number: 4001, type: "OP", company: "00200", suffix: "000")
        func line(_ n: Double, _ itm: Int, _ litm: String, _ qty: Double) -> PurchaseOrderLine {
            PurchaseOrderLine(key: key, lineNumber: n, lineType: "S", shortItem: itm, item: litm, description: "Bolt", description2: "",
                              branch: "M20", unit: "BX", quantity: qty, unitCost: 1, amount: qty, currency: "USD", requestedDate: nil,
                              lastStatus: "230", nextStatus: "280")
        }
        store.detail = OrderDetail(key: key, header: nil, supplierName: "", queueEntry: nil, originatorName: "",
                                   lines: [line(1, 60001, "FST-10000", 5), line(2, 60002, "FST-10001", 40)], lineStatusNames: [:])
        let view = OrdersAwaitingApprovalView(order: ApproveRejectOrderView())
        let host = HostSpy()
        view.didAttach(to: host)
        sut.view = view
        sut.orderDataStore = store
        var modes: [InventoryInquiry.Mode] = []
        let inquiry = InventoryInquiryView()
        sut.makeInventoryInquiry = { modes.append($0); return inquiry }
        // When
        sut.routeToInventoryInquiry(lineIndex: 1)
        sut.routeToInventoryInquiry(lineIndex: nil)
        // Then: the first call carries the line, the second is on its own; both open over the order
        guard case .orderLine(let called)? = modes.first else { Issue.record("\(modes)"); return }
        #expect(called.item.shortNumber == 60002 && called.item.number == "FST-10001")
        #expect(called.branch == "M20" && called.quantity == 40 && called.unit == "BX" && called.order == OrderID(key))
        #expect(modes.last == .standalone(item: nil))
        #expect(host.scenes.count == 2 && host.scenes.first === inquiry)
    }
}
