import SceneKit
import Terminal
import Testing
@testable import Scenes

/// The budget pane drawn: its title, each account's rows (over in the warning colour), and its note on
/// its last row, where it stays from order to order.
@MainActor
@Suite struct OrderBudgetFragmentTests {
    private func viewModel(accounts: Int, over: Bool = false) -> ApproveRejectOrder.Budget.ViewModel {
        let rows = (0..<accounts).flatMap { n -> [ApproveRejectOrder.Budget.ViewModel.Row] in
            [.init(text: "M30.61\(n)0 Office supplies \u{1B}[31m· FY 2026, whole year", over: false, heading: true),
             .init(text: "  budget 1,000.00 · actual 0.00 · committed 0.00", over: false, heading: false),
             .init(text: "  this order 10.00 of 1,000.00 available: " + (over ? "over by 5.00" : "990.00 left"), over: over, heading: false)]
        }
        return .init(title: "Budget (approximate)", rows: rows, note: "Approximate. Read 11/28/2026.", noteIsProblem: false, first: false)
    }

    private func draw(_ viewModel: ApproveRejectOrder.Budget.ViewModel, height: Int) -> MemoryScreen {
        let screen = MemoryScreen(width: 97, height: height)
        let sut = OrderBudgetFragment()
        sut.viewModel = viewModel
        sut.draw(in: Canvas(screen: screen), focused: false)
        return screen
    }

    @Test func theNoteStaysOnTheLastRowWhateverTheAccounts() {
        // Given: the pane's steady height, and orders charging one account and two
        let one = draw(viewModel(accounts: 1), height: ApproveRejectOrderView.budgetMost)
        let two = draw(viewModel(accounts: 2), height: ApproveRejectOrderView.budgetMost)
        // Then: the note is on the same row for both, so moving between them does not send it again
        #expect(one.find("Approximate. Read")?.y == ApproveRejectOrderView.budgetMost - 1)
        #expect(two.find("Approximate. Read")?.y == ApproveRejectOrderView.budgetMost - 1)
        #expect(two.find("M30.6110")?.y == 4)
        #expect(!one.text.contains("\u{1B}"))
    }

    @Test func whereItTakesWhatItShowsTheNoteFollowsTheRows() {
        let screen = draw(viewModel(accounts: 1), height: viewModel(accounts: 1).rows.count + 2)
        #expect(screen.find("Approximate. Read")?.y == 4)
    }

    @Test func anAccountGoneOverIsInTheWarningColourAndShownFirstWhenRoomIsShort() {
        var model = viewModel(accounts: 2)
        model.rows[5].over = true
        model.rows[5].text = "  this order 10.00 of 1,000.00 available: over by 5.00"
        let screen = draw(model, height: 3)
        let over = screen.find("over by 5.00")
        #expect(over?.y == 1)
        #expect(over.map { screen.style(at: $0) } == .warning)
    }

    @Test func accountsThatDoNotAllFitAreShownWholeAndTheRestCounted() {
        // Given: three accounts in the steady pane (room for two), the third one over
        var model = viewModel(accounts: 3)
        model.note = nil
        model.rows[8].over = true
        // When
        let screen = draw(model, height: ApproveRejectOrderView.budgetMost)
        // Then: the one over first, then the first, each with its figures; no heading without them
        #expect(screen.find("M30.6120")?.y == 1)
        #expect(screen.find("M30.6100")?.y == 4)
        #expect(screen.find("M30.6110") == nil)
        #expect(screen.find("+ 1 more account (signoff show)")?.y == 7)
    }

    @Test func anAccountStillBeingReadIsCountedSoTheCountHoldsWhenItComes() {
        // Given: three accounts kept (room for two) and a fourth still being read
        var reading = viewModel(accounts: 3)
        reading.note = nil
        reading.awaited = 1
        // When: drawn while it is read, then once it came (four accounts, none awaited)
        let before = draw(reading, height: ApproveRejectOrderView.budgetMost)
        var read = viewModel(accounts: 4)
        read.note = nil
        let after = draw(read, height: ApproveRejectOrderView.budgetMost)
        // Then: the same count on the same row both times, so the terminal is not sent it again
        #expect(before.find("+ 2 more accounts (signoff show)")?.y == 7)
        #expect(after.find("+ 2 more accounts (signoff show)")?.y == 7)
    }

    @Test func anAccountBeingReadBesideOneShownIsSaidAndNothingIsCountedBesideNone() {
        // Given: one account kept and one being read; then none kept and two being read
        var one = viewModel(accounts: 1)
        one.awaited = 1
        var none = viewModel(accounts: 0)
        none.awaited = 2
        // When
        let oneShown = draw(one, height: ApproveRejectOrderView.budgetMost)
        let noneShown = draw(none, height: ApproveRejectOrderView.budgetMost)
        // Then: the one kept, and the other counted; an empty pane says nothing it cannot count against
        #expect(oneShown.find("M30.6100")?.y == 1)
        #expect(oneShown.find("+ 1 more account (signoff show)")?.y == 4)
        #expect(!noneShown.text.contains("more account"))
    }
}
