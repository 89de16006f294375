import AIS
import Foundation
import Resources
import Testing
@testable import Scenes

/// What the outcomes list's view was handed.
@MainActor
final class DecisionOutcomesDisplaySpy: DecisionOutcomesDisplayLogic {
    var outcomes: [DecisionOutcomes.List.ViewModel] = []
    func displayOutcomes(_ viewModel: DecisionOutcomes.List.ViewModel) { outcomes.append(viewModel) }
}

/// The outcomes list's rows: every order with its outcome in words, amounts in the user's format.
@MainActor
@Suite struct DecisionOutcomesPresenterTests {
    let view = DecisionOutcomesDisplaySpy()

    private func makeSUT(numbers: NumberStyle = .plain) -> DecisionOutcomesPresenter {
        let sut = DecisionOutcomesPresenter(formats: DisplayFormats(dates: .iso, numbers: numbers))
        sut.view = view
        return sut
    }

    @Test func listsEveryOrderWithItsOutcomeInWords() throws {
        // Given
        let sut = makeSUT()
        let decided = batch(4, [5002: (.forwarded, "", 7200, "Okafor, Mary"), 5003: (.refused, "Order is on hold", 0, nil),
                                5004: (.pending, "", 0, nil)])
        // When
        sut.presentOutcomes(.init(batch: decided))
        // Then
        let shown = try #require(view.outcomes.last)
        #expect(shown.title == "Last batch · 4 orders: 1 approved, 1 forwarded to Okafor, Mary (7200), 1 refused (5003: Order is on hold), "
                + "1 not sent yet (offline)")
        #expect(shown.rows.map(\.cells) == [
            ["5001 OP 00070", "Schäfer GmbH", "1,234.50 EUR", "approved", ""],
            ["5002 OP 00070", "Schäfer GmbH", "1,234.50 EUR", "forwarded", "approved above your limit; now with Okafor, Mary (7200)"],
            ["5003 OP 00070", "Schäfer GmbH", "1,234.50 EUR", "refused", "Order is on hold"],
            ["5004 OP 00070", "Schäfer GmbH", "1,234.50 EUR", "waiting", "not sent yet; sent when the server answers"],
        ])
        #expect(shown.rows.map(\.isProblem) == [false, false, true, false])
        #expect(shown.rows.map(\.isOpen) == [false, false, false, true])
    }

    @Test func listsAmountsInTheUsersNumberFormat() throws {
        // Given: a user whose decimal separator is a comma
        let sut = makeSUT(numbers: .jde(","))
        // When
        sut.presentOutcomes(.init(batch: batch(1, [:])))
        // Then: as the list beneath shows them
        #expect(try #require(view.outcomes.last).rows.first?.cells[2] == "1.234,50 EUR")
    }
}
