import AIS
import Testing
@testable import Resources

/// What changed rows mean for the stored queue.
@Suite struct QueueDeltaTests {
    private func row(_ number: Int, _ status: String, day: String = "2026-11-23", time: Int = 90000, route: String = "MONEY") -> ApprovalQueueEntry {
        ApprovalQueueEntry(key: OrderKey(number: number, type: "OP", company: "00200", suffix: "000"), approver: 4242, status: status,
                           route: route, originator: 1001, branch: "M30", orderDate: nil,
                           changedOn: LocalDate(iso: day).map(ServerDate.day), changedAt: time)
    }

    @Test func rowsReadAgainUnchangedMeanNothing() {
        let stored = row(4001, "1N")
        let sut = QueueDelta.between(changedRows: [stored], stored: [stored.key: stored])
        #expect(sut.isEmpty)
    }

    @Test func anAwaitingRowNotStoredArrivesAndOneStoredDifferentlyChanged() {
        let known = row(4001, "1N")
        let sut = QueueDelta.between(changedRows: [row(4002, "2N"), row(4001, "1N", time: 101500)], stored: [known.key: known])
        #expect(sut.arrived.map(\.key.number) == [4002])
        #expect(sut.changed.map(\.key.number) == [4001])
        #expect(sut.left.isEmpty)
    }

    @Test func aStoredOrderWhoseRowsNoLongerAwaitLeavesAndAnUnknownOneIsIgnored() {
        let known = row(4001, "1N")
        let sut = QueueDelta.between(changedRows: [row(4001, "1A"), row(4003, "2R")], stored: [known.key: known])
        #expect(sut.left.map(\.number) == [4001])
        #expect(sut.arrived.isEmpty && sut.changed.isEmpty)
    }

    @Test func anOrderWithAnApprovedBudgetStepAndAnAwaitingMonetaryStepStaysWithTheLatestAwaitingRow() {
        // Given: the user approved the budget step and now awaits the monetary step of the same order
        let known = row(4001, "1N", day: "2026-11-22")
        let monetary = row(4001, "2N", time: 93000, route: "BUDMON1")
        let sut = QueueDelta.between(changedRows: [row(4001, "1A", time: 93000), monetary, row(4001, "2N", day: "2026-11-20")],
                                     stored: [known.key: known])
        #expect(sut.changed == [monetary])
        #expect(sut.left.isEmpty)
    }
}
