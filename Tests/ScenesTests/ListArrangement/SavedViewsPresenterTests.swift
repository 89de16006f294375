import Testing
@testable import Scenes

/// Saved views in words: each view's summary in the user's number format, and what became of one.
@MainActor
@Suite struct SavedViewsPresenterTests {
    let view = ArrangementDisplaySpy()

    private func makeSUT(numbers: NumberStyle = .plain) -> ListArrangementPresenter {
        let sut = ListArrangementPresenter(numbers: numbers)
        sut.view = view
        return sut
    }

    @Test func theViewsKeptAreListedByNameWithWhatEachKeeps() {
        // Given
        let sut = makeSUT(numbers: .jde(","))
        let big = SavedViewFacts(sort: "amount", ascending: false, filter: FilterFacts(orderTypes: ["OP"], minimumAmount: 2000), search: "acme")
        let old = SavedViewFacts(sort: "date", ascending: true, filter: FilterFacts(minimumDaysWaiting: 7), search: "")
        // When
        sut.presentSavedViews(.listed(["old": old, "big": big]))
        // Then
        let shown = view.savedViews.last
        #expect(shown?.rows.map(\.name) == ["big", "old"])
        #expect(shown?.rows.first?.summary == "amount ↓ · types OP · amount 2.000,00–… · search “acme”")
        #expect(shown?.rows.last?.summary == "date ↑ · waiting 7–… days")
        #expect(shown?.message == "Views: big, old. Enter applies the one chosen." && shown?.tone == .info)
    }

    @Test func aDefaultViewThatIsNoneIsAWarningAndAViewAppliedCarriesItsSearch() {
        let sut = makeSUT()
        sut.presentSavedViews(.unknown(name: "gone", known: [], atStart: true))
        #expect(view.savedViews.last == .init(message: "display.default-view: There is no view gone. None is saved yet (:view save NAME). "
                                                  + "The list is shown as usual.", tone: .warning))
        sut.presentSavedViews(.applied(name: "big", search: "acme"))
        #expect(view.savedViews.last == .init(message: "View big applied.", tone: .success, search: "acme"))
    }
}
