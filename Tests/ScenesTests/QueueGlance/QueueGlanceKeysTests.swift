import SceneKit
import Testing
@testable import Scenes

/// The glance's keys while it shows in the list's place: what each comes to for the home View.
@MainActor
@Suite struct QueueGlanceKeysTests {
    typealias Glance = OrdersAwaitingApproval.Glance

    private func makeSUT(groups: [Glance.Group?]) -> QueueGlanceFragment {
        let sut = QueueGlanceFragment()
        let rows = groups.enumerated().map { i, group in
            Glance.ViewModel.Row(label: "bar \(i)", fraction: 1, count: "1", totals: "", group: group)
        }
        sut.viewModel = Glance.ViewModel(title: "Queue at a glance", sections: [.init(title: "By order type", rows: rows)])
        return sut
    }

    @Test func enterOnABarFiltersTheListToItsGroup() {
        // Given: the cursor moved to the second bar a filter selects (the first has none)
        let sut = makeSUT(groups: [nil, .orderType("OP"), .orderType("OS")])
        #expect(sut.outcome(of: .moveDown) == .taken(true))
        // When / Then
        #expect(sut.outcome(of: .open) == .filter(.orderType("OS")))
    }

    @Test func enterWithNoBarIsTakenAndDoesNothing() {
        let sut = makeSUT(groups: [nil])
        #expect(sut.outcome(of: .open) == .taken(true))
    }

    @Test func escAndVShowTheListAgain() {
        let sut = makeSUT(groups: [.orderType("OP")])
        #expect(sut.outcome(of: .back) == .showList)
        #expect(sut.outcome(of: .glance) == .showList)
    }

    @Test func refreshAndUndoStayTheLists() {
        let sut = makeSUT(groups: [.orderType("OP")])
        #expect(sut.outcome(of: .refresh) == .listKey)
        #expect(sut.outcome(of: .undo) == .listKey)
    }

    @Test func aKeyTheGlanceDoesNotTakeIsNoOnes() {
        let sut = makeSUT(groups: [.orderType("OP")])
        #expect(sut.outcome(of: .approve) == .taken(false))
    }
}
