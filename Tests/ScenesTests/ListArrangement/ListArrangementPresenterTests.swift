import Testing
@testable import Scenes

/// What shows the arranged list, kept for the test to read.
@MainActor
final class ArrangementDisplaySpy: ListArrangementDisplayLogic {
    var sorts: [OrdersAwaitingApproval.Sort.ViewModel] = []
    func displaySort(_ viewModel: OrdersAwaitingApproval.Sort.ViewModel) { sorts.append(viewModel) }
    var filters: [OrdersAwaitingApproval.Filter.ViewModel] = []
    func displayFilter(_ viewModel: OrdersAwaitingApproval.Filter.ViewModel) { filters.append(viewModel) }
    var savedViews: [OrdersAwaitingApproval.SavedViews.ViewModel] = []
    func displaySavedViews(_ viewModel: OrdersAwaitingApproval.SavedViews.ViewModel) { savedViews.append(viewModel) }
}

/// The list's sort and filter in words, in the user's number format.
@MainActor
@Suite struct ListArrangementPresenterTests {
    let view = ArrangementDisplaySpy()

    private func makeSUT(numbers: NumberStyle = .plain) -> ListArrangementPresenter {
        let sut = ListArrangementPresenter(numbers: numbers)
        sut.view = view
        return sut
    }

    @Test func theFilterInTheFormatOfAUserWithADecimalComma() {
        let sut = makeSUT(numbers: .jde(","))
        sut.presentFilter(.applied(FilterFacts(minimumAmount: 1000, maximumAmount: 2500.5)))
        #expect(view.filters.last?.description == "1.000,00–2.500,50")
    }

    @Test func daysWaitingAsABandOrOneBound() {
        let sut = makeSUT()
        sut.presentFilter(.applied(FilterFacts(minimumDaysWaiting: 3, maximumDaysWaiting: 7)))
        #expect(view.filters.last?.description == "waiting 3–7 d")
        sut.presentFilter(.applied(FilterFacts(orderTypes: ["OP"], maximumDaysWaiting: 2)))
        #expect(view.filters.last?.description == "OP · waiting ≤ 2 d")
        sut.presentFilter(.applied(FilterFacts(minimumDaysWaiting: 31)))
        #expect(view.filters.last?.description == "waiting ≥ 31 d")
    }

    @Test func namesTheSortColumnAndItsDirection() {
        let sut = makeSUT()
        sut.presentSort(.init(sort: SortFacts(column: .amount, ascending: false)))
        #expect(view.sorts.last == .init(column: 3, arrow: "↓", message: "Sorted by amount, largest first (S reverses)."))
        sut.presentSort(.init(sort: SortFacts(column: .waiting, ascending: true)))
        #expect(view.sorts.last == .init(column: 5, arrow: "↓", message: "Sorted by days waiting, longest first (S reverses)."))
    }
}
