import SceneKit
import Terminal
import Testing
@testable import Scenes

/// The home screen's panes and focus: the order beside the list or instead of it, the glance in the list's
/// place, and where Enter (through the router), Tab, Esc and a click leave the focus.
@MainActor
@Suite struct QueueAndOrderLayoutTests {
    let list = OrderListFragment()
    let order = ApproveRejectOrderView()
    private let wide = Rect(x: 0, y: 1, width: 200, height: 40)
    private let narrow = Rect(x: 0, y: 1, width: 80, height: 22)

    private func makeSUT(in body: Rect) -> QueueAndOrderLayout {
        var sut = QueueAndOrderLayout(list: list, order: order)
        sut.layOut(in: body)
        return sut
    }

    @Test func aWideScreenShowsTheOrderBesideTheListAndOpeningItFocusesItsLines() {
        // Given
        var sut = makeSUT(in: wide)
        #expect(sut.showsOrder && !sut.showsOrderAlone)
        #expect(sut.focused === list)
        #expect(sut.offeredActions == [.open])
        // When: the order is opened
        sut.showOrder(true)
        // Then: its lines have the focus, and Esc leads back (Enter shows a line whole only when there are lines)
        #expect(sut.focusedOrderPane === order.lines)
        #expect(sut.offeredActions == [.back])
    }

    @Test func escFromTheOrdersPanesBesideTheListGivesTheListTheFocus() {
        // Given
        var sut = makeSUT(in: wide)
        sut.showOrder(true)
        // When
        let taken = sut.perform(.back)
        // Then
        #expect(taken)
        #expect(sut.focused === list)
        #expect(sut.focusedOrderPane == nil)
    }

    @Test func tabGoesRoundTheListAndTheOrdersPanes() {
        // Given
        var sut = makeSUT(in: wide)
        var focused: [any Fragment] = []
        // When
        for _ in 0..<3 {
            _ = sut.perform(.nextPane)
            focused.append(sut.focused)
        }
        // Then: the lines, the attachments, the list again
        #expect(focused.map { ObjectIdentifier($0) } == [ObjectIdentifier(order.lines), ObjectIdentifier(order.attachments), ObjectIdentifier(list)])
    }

    @Test func aNarrowScreenShowsTheOrderAloneUntilItIsClosed() {
        // Given
        var sut = makeSUT(in: narrow)
        #expect(!sut.showsOrder)
        // When: opened
        sut.showOrder(true)
        sut.layOut(in: narrow)
        // Then: the order alone, which Esc closes (the scene's to do: the layout keeps it)
        #expect(sut.showsOrder && sut.showsOrderAlone)
        #expect(sut.listRect == nil)
        #expect(sut.offeredActions == [.back])
        let taken = sut.perform(.back)
        sut.layOut(in: narrow)
        #expect(taken)
        #expect(sut.showsOrderAlone)
        // When: closed
        sut.showOrder(false)
        sut.layOut(in: narrow)
        // Then
        #expect(!sut.showsOrder)
        #expect(sut.focused === list)
        #expect(sut.offeredActions == [.open])
    }

    @Test func theGlanceTakesTheListsPlaceAndTheFocusEvenOverTheOrderAlone() {
        // Given: a narrow screen showing the order alone
        var sut = makeSUT(in: narrow)
        sut.showOrder(true)
        sut.layOut(in: narrow)
        // When
        sut.showGlance(true)
        sut.layOut(in: narrow)
        // Then
        #expect(sut.glanceShown)
        #expect(!sut.showsOrder)
        #expect(sut.focused === sut.glance)
        #expect(sut.focusedOrderPane == nil)
        #expect(sut.listRect == nil)
        // When: the list again
        sut.showGlance(false)
        sut.layOut(in: narrow)
        // Then
        #expect(!sut.glanceShown)
        #expect(sut.focused === list)
        #expect(sut.listRect != nil)
    }

    @Test func aClickGivesThePaneUnderItTheFocus() throws {
        // Given
        var sut = makeSUT(in: wide)
        let listRect = try #require(sut.listRect)
        // When: a click in the order's lines, right of the divider
        let onLines = sut.click(MouseEvent(kind: .click, position: Point(x: listRect.x + listRect.width + 5, y: 15)))
        // Then
        #expect(onLines)
        #expect(sut.focusedOrderPane === order.lines)
        // When: a click on the list's title
        let onList = sut.click(MouseEvent(kind: .click, position: Point(x: 3, y: listRect.y)))
        // Then
        #expect(onList)
        #expect(sut.focused === list)
    }

    @Test func aClickOnTheDividerOrAPressIsNotTaken() throws {
        // Given
        var sut = makeSUT(in: wide)
        let listRect = try #require(sut.listRect)
        // When
        let onDivider = sut.click(MouseEvent(kind: .click, position: Point(x: listRect.x + listRect.width, y: 15)))
        let press = sut.click(MouseEvent(kind: .press, position: Point(x: 3, y: 15)))
        // Then
        #expect(!onDivider && !press)
        #expect(sut.focused === list)
    }
}
