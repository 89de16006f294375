import Resources
import Testing
@testable import Scenes

/// The list's arrangement on its own: it keeps the sort and filter, checks the filter dialog's fields, and
/// tells the list how to show itself.
@MainActor
@Suite struct ListArrangementInteractorTests {
    final class ListSpy: ArrangedList {
        var arranged: [(QueueSort, QueueFilter)] = []
        var filtersApplied = 0
        var currencyCount = 2
        func arrange(sort: QueueSort, filter: QueueFilter) { arranged.append((sort, filter)) }
        func filterApplied() { filtersApplied += 1 }
    }

    final class PresenterSpy: ListArrangementPresentationLogic {
        var sorts: [OrdersAwaitingApproval.Sort.Response] = []
        var filters: [OrdersAwaitingApproval.Filter.Response] = []
        func presentSort(_ response: OrdersAwaitingApproval.Sort.Response) { sorts.append(response) }
        func presentFilter(_ response: OrdersAwaitingApproval.Filter.Response) { filters.append(response) }
    }

    let list = ListSpy()
    let presenter = PresenterSpy()

    private func makeSUT(numbers: NumberStyle = .plain) -> ListArrangementInteractor {
        let sut = ListArrangementInteractor()
        sut.list = list
        sut.presenter = presenter
        sut.numbers = { numbers }
        return sut
    }

    @Test func aSortByAmountIsShownAndSaysTheQueueHoldsSeveralCurrencies() {
        // Given
        let sut = makeSUT()
        // When: order → date → supplier → amount
        while sut.sort.column != .amount { sut.changeSort() }
        // Then
        #expect(list.arranged.last?.0 == sut.sort)
        #expect(presenter.sorts.last?.currencies == 2)
        #expect(list.filtersApplied == 0, "a sort changes no count")
    }

    @Test func aFilterInTheUsersNumberFormatIsAppliedAndTheListCounted() {
        // Given
        let sut = makeSUT(numbers: .jde(","))
        // When
        sut.applyFilter(.init(orderTypes: "op, oc", minimumAmount: "1.500,00"))
        // Then
        #expect(sut.filter.orderTypes == ["OP", "OC"] && sut.filter.minimumAmount == 1500)
        #expect(list.arranged.last?.1 == sut.filter)
        #expect(presenter.filters.last == .applied(FilterFacts(orderTypes: ["OP", "OC"], minimumAmount: 1500)))
        #expect(list.filtersApplied == 1)
        #expect(sut.filterRequest.minimumAmount == "1.500,00")
    }

    @Test func aFieldThatCannotBeReadKeepsTheFilterThereWasAndNamesTheField() {
        // Given
        let sut = makeSUT()
        sut.applyFilter(.init(orderTypes: "OP"))
        // When
        sut.applyFilter(.init(minimumDaysWaiting: "40", maximumDaysWaiting: "3"))
        // Then
        #expect(presenter.filters.last == .invalid(field: 5, message: "The most days waiting are below the fewest."))
        #expect(sut.filter.orderTypes == ["OP"])
        #expect(list.filtersApplied == 1)
    }

    @Test func aSavedViewGivesBackItsSortAndFilter() {
        // Given
        let first = makeSUT()
        first.reverseSort()
        first.applyFilter(.init(branches: "m30", maximumAmount: "900"))
        let saved = first.arrangement(search: "acme")
        // When
        let sut = makeSUT()
        sut.apply(saved)
        // Then
        #expect(sut.sort == first.sort && sut.filter == first.filter)
        #expect(sut.filterRequest.branches == "M30" && sut.filterRequest.maximumAmount == "900.00")
        #expect(saved.search == "acme")
    }
}
