import Foundation
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
        var savedViews: [OrdersAwaitingApproval.SavedViews.Response] = []
        func presentSavedViews(_ response: OrdersAwaitingApproval.SavedViews.Response) { savedViews.append(response) }
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

    @Test func aViewSavedIsKeptInTheUsersFileAndAppliedAgainWithItsSearch() throws {
        // Given: views kept in a config file of its own
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("signoff-views-\(UUID().uuidString)").path
        let file = SettingsFile(path: folder + "/config.json")
        var settings = Settings()
        let sut = makeSUT()
        sut.savedViews = SavedViewsWorker(file: file, settings: { settings }, didKeep: { settings.views = $0 })
        sut.applyFilter(.init(orderTypes: "OP"))
        // When
        sut.perform(.save("mine"), search: "acme")
        let other = makeSUT()
        other.savedViews = SavedViewsWorker(file: file, settings: { file.load().settings }, didKeep: { _ in })
        other.perform(.apply("mine"), search: "")
        // Then
        #expect(presenter.savedViews.first == .saved(name: "mine", replaced: false))
        #expect(presenter.savedViews.last == .applied(name: "mine", search: "acme"))
        #expect(other.filter.orderTypes == ["OP"])
        #expect(file.load().settings.views["mine"]?.search == "acme")
    }

    @Test func anUnknownViewIsSaidWithTheViewsThereAreAndAtStartTheListOpensAsUsual() {
        // Given
        var settings = Settings()
        try? settings.set("display.default-view", text: "gone", from: .file)
        settings.views = ["big": SavedView(sort: QueueSort(), filter: QueueFilter(), search: "")]
        let sut = makeSUT()
        let file = SettingsFile(path: "/nonexistent/config.json")
        sut.savedViews = SavedViewsWorker(file: file, settings: { settings }, didKeep: { _ in })
        // When
        sut.applyDefaultView()
        sut.perform(.delete("nope"), search: "")
        // Then
        #expect(presenter.savedViews == [.unknown(name: "gone", known: ["big"], atStart: true),
                                         .unknown(name: "nope", known: ["big"], atStart: false)])
        #expect(list.arranged.isEmpty)
    }
}
