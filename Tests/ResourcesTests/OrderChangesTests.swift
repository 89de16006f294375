import Testing
@testable import Resources

/// The diff between what the approver saw of an order and what it is now, line by line number.
@Suite struct OrderChangesTests {
    static func line(_ n: Double, _ item: String = "A", qty: Double = 20, cost: Double = 5, amount: Double = 100) -> SeenOrder.Line {
        SeenOrder.Line(lineNumber: n, item: item, quantity: qty, unitCost: cost, amount: amount)
    }

    @Test func anUnchangedOrderHasNoChanges() {
        let seen = SeenOrder(lines: [Self.line(1), Self.line(2, "B")], total: 200, currency: "EUR")
        let sut = OrderChanges(from: seen, to: seen)
        #expect(sut.isEmpty)
        #expect(sut == OrderChanges())
    }

    @Test func aChangedLineKeepsItsFiguresBeforeAndAfter() {
        // Given line 1 went from 20 to 99 at the same unit cost
        let before = SeenOrder(lines: [Self.line(1), Self.line(2, "B")], total: 200, currency: "EUR")
        let after = SeenOrder(lines: [Self.line(1, qty: 99, amount: 495), Self.line(2, "B")], total: 595, currency: "EUR")
        // When
        let sut = OrderChanges(from: before, to: after)
        // Then
        #expect(sut.changed.count == 1)
        #expect(sut.changed.first?.before.quantity == 20)
        #expect(sut.changed.first?.after.quantity == 99)
        #expect(sut.changed.first?.quantityChanged == true)
        #expect(sut.changed.first?.unitCostChanged == false)
        #expect(sut.changed.first?.amountChanged == true)
        #expect(sut.added.isEmpty && sut.removed.isEmpty)
        #expect(sut.total?.before == 200)
        #expect(sut.total?.after == 595)
    }

    @Test func linesAddedAndRemovedAreToldApartByTheirNumbers() {
        let before = SeenOrder(lines: [Self.line(1), Self.line(2, "B"), Self.line(3, "C")], total: 300, currency: "EUR")
        let after = SeenOrder(lines: [Self.line(4, "D"), Self.line(1), Self.line(3, "C")], total: 300, currency: "EUR")
        let sut = OrderChanges(from: before, to: after)
        #expect(sut.changed.isEmpty)
        #expect(sut.added.map(\.lineNumber) == [4])
        #expect(sut.removed.map(\.item) == ["B"])
        // The total is the same: not a change
        #expect(sut.total == nil)
        #expect(!sut.isEmpty)
    }

    @Test func anotherItemOnALineIsAChangeAndAnUnknownTotalIsNone() {
        let before = SeenOrder(lines: [Self.line(1)], total: nil, currency: "EUR")
        let after = SeenOrder(lines: [Self.line(1, "Z")], total: 100, currency: "EUR")
        let sut = OrderChanges(from: before, to: after)
        #expect(sut.changed.first?.itemChanged == true)
        #expect(sut.total == nil)
    }

    @Test func aTotalAloneChangedIsAChange() {
        let before = SeenOrder(lines: [Self.line(1)], total: 100, currency: "EUR")
        var after = before
        after.total = 110
        #expect(OrderChanges(from: before, to: after).total?.after == 110)
        #expect(!OrderChanges(from: before, to: after).isEmpty)
    }

    @Test func theRouteIsComparedOnlyWhenBothSidesKnowIt() {
        let lines = [Self.line(1)]
        let sent = [SeenOrder.Step(approver: 4245, status: "1A"), SeenOrder.Step(approver: 4242, status: "2N")]
        let back = [SeenOrder.Step(approver: 4245, status: "1N")]
        // Known before and after, different: a change
        let sut = OrderChanges(from: SeenOrder(lines: lines, total: 100, currency: "EUR", route: sent),
                               to: SeenOrder(lines: lines, total: 100, currency: "EUR", route: back))
        #expect(sut.route?.before == sent)
        #expect(sut.route?.after == back)
        #expect(!sut.isEmpty)
        // Not known on one side (not read yet, or the home list, which compares lines and total only): none
        #expect(OrderChanges(from: SeenOrder(lines: lines, total: 100, currency: "EUR", route: sent),
                             to: SeenOrder(lines: lines, total: 100, currency: "EUR")).isEmpty)
        #expect(OrderChanges(from: SeenOrder(lines: lines, total: 100, currency: "EUR"),
                             to: SeenOrder(lines: lines, total: 100, currency: "EUR", route: back)).isEmpty)
    }
}
