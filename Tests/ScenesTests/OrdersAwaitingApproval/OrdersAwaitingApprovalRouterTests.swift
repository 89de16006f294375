import AIS
import Resources
import Store
import SceneKit
import Testing
@testable import Scenes

@MainActor
final class OrderDataStoreSpy: ApproveRejectOrderDataStore {
    var orderKey: OrderKey?
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
        sut.routeToApproveRejectOrderDetail(orderKey: key)
        // Then: the key went in, and a narrow terminal shows the order instead of the list
        #expect(store.orderKey == key)
        let screen = MemoryScreen(width: 80, height: 24)
        view.draw(in: Canvas(screen: screen))
        #expect(screen.find("Orders awaiting approval") == nil)
        #expect(screen.find("No order selected") != nil || screen.find("Lines") != nil)
        #expect(view.offeredActions?.contains(.back) == true)
        // And back
        sut.routeBackToList()
        view.draw(in: Canvas(screen: screen))
        #expect(screen.find("Orders awaiting approval") != nil)
    }
}
