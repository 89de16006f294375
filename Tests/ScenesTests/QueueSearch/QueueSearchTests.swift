import Foundation
import Resources
import SceneKit
import Store
import Testing
@testable import Scenes

/// What the search tells its presenter.
@MainActor
final class SearchPresenterSpy: QueueSearchPresentationLogic {
    var searches: [OrdersAwaitingApproval.Search.Response] = []
    func presentSearch(_ response: OrdersAwaitingApproval.Search.Response) { searches.append(response) }
}

/// What the search's presenter gives the home View.
@MainActor
final class SearchDisplaySpy: QueueSearchDisplayLogic {
    var searches: [OrdersAwaitingApproval.Search.ViewModel] = []
    func displaySearch(_ viewModel: OrdersAwaitingApproval.Search.ViewModel) { searches.append(viewModel) }
}

/// The list's search: the next match from the cursor, n and N with the last text, a saved view's text.
@MainActor
@Suite struct QueueSearchInteractorTests {
    let presenter = SearchPresenterSpy()
    let db: Database

    /// Orders 4001, 4002 and 4003 in the queue.
    init() throws {
        db = try makeQueueDatabase(orders: 3) { n in (7000 + n, Double(n) * 1000) }
    }

    func makeSUT() -> QueueSearchInteractor {
        let sut = QueueSearchInteractor(list: QueueListWorker(database: db, today: { LocalDate(year: 2026, month: 11, day: 22)! }))
        sut.presenter = presenter
        return sut
    }

    @Test func findKeepsTheTextAndNGoesOnFromTheRowAfterTheCursor() throws {
        // Given
        let sut = makeSUT()
        // When: "400" from the top
        sut.find(.init(text: "400", from: 0, forward: true))
        let first = try #require(presenter.searches.last?.position)
        // Then: the text is the last one, and n goes on from the row after the match
        #expect(sut.lastText == "400")
        sut.again(from: first, forward: true)
        #expect(presenter.searches.last?.position == first + 1)
        // When: N from there
        sut.again(from: first + 1, forward: false)
        #expect(presenter.searches.last?.position == first)
    }

    @Test func nWithoutALastTextSearchesNothing() {
        // Given
        let sut = makeSUT()
        // When
        sut.again(from: 0, forward: true)
        // Then
        #expect(presenter.searches.isEmpty)
    }

    @Test func aSavedViewsTextIsFoundFromTheTopAndEmptyForgetsTheLastOne() {
        // Given
        let sut = makeSUT()
        sut.find(.init(text: "4003", from: 0, forward: true))
        // When: a view with a search
        sut.use("4001")
        // Then
        #expect(sut.lastText == "4001")
        #expect(presenter.searches.last?.text == "4001")
        #expect(presenter.searches.last?.position != nil)
        // When: a view without one
        let told = presenter.searches.count
        sut.use("")
        #expect(sut.lastText.isEmpty)
        #expect(presenter.searches.count == told)
    }
}

@MainActor
@Suite struct QueueSearchPresenterTests {
    @Test func saysWhenASearchFindsNothing() {
        // Given
        let view = SearchDisplaySpy()
        let sut = QueueSearchPresenter()
        sut.view = view
        // When
        sut.presentSearch(.init(text: "zzz", position: nil))
        // Then
        #expect(view.searches.last == .init(position: nil, message: "No order matches “zzz”."))
        sut.presentSearch(.init(text: "42", position: 7))
        #expect(view.searches.last == .init(position: 7, message: nil))
        sut.presentSearch(.init(text: "  ", position: nil))
        #expect(view.searches.last == .init(position: nil, message: nil))
    }
}

/// The field as typed: a changed text is searched for, Enter and Esc close it.
@MainActor
@Suite struct QueueSearchLineTests {
    @Test func aChangedTextIsToBeSearchedForAndEnterCloses() {
        // Given
        var sut = QueueSearchLine()
        #expect(sut.handle(.character("4")) == .notTaken)
        sut.open()
        // When / Then
        #expect(sut.handle(.character("4")) == .typed(text: "4"))
        #expect(sut.handle(.enter) == .closed)
        #expect(!sut.isOpen)
    }
}
