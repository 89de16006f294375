import Foundation
import Resources
import Testing
@testable import Scenes

/// What the line marks tell their presenter.
@MainActor
final class LineMarksPresenterSpy: OrderLineMarksPresentationLogic {
    var lineMarks: [ApproveRejectOrder.LineMarks.Response] = []
    func presentLineMarks(_ response: ApproveRejectOrder.LineMarks.Response) { lineMarks.append(response) }
}

/// What the line marks' presenter gives the order View.
@MainActor
final class LineMarksDisplaySpy: OrderLineMarksDisplayLogic {
    var lineMarks: [ApproveRejectOrder.LineMarks.ViewModel] = []
    func displayLineMarks(_ viewModel: ApproveRejectOrder.LineMarks.ViewModel) { lineMarks.append(viewModel) }
}

/// Lines marked for a decision on them alone: by line number, whatever rows the lines pane shows them in.
@MainActor
@Suite struct OrderLineMarksInteractorTests {
    let presenter = LineMarksPresenterSpy()

    /// The marks of an order whose lines are numbered `lines`.
    func makeSUT(lines: [Double] = [1, 2, 3, 4, 5]) -> OrderLineMarksInteractor {
        let sut = OrderLineMarksInteractor()
        sut.presenter = presenter
        sut.lineNumbers = { lines }
        return sut
    }

    @Test func spaceMarksALineByItsNumberAndAgainLetsItGo() {
        // Given
        let sut = makeSUT(lines: [10, 20, 30])
        // When
        sut.toggle(.init(index: 2))
        sut.toggle(.init(index: 0))
        // Then: kept in order, said as the rows marked
        #expect(sut.markedLineNumbers == [10, 30])
        #expect(presenter.lineMarks.last == .init(markedRows: [0, 2], lineCount: 3))
        // When: the first again
        sut.toggle(.init(index: 0))
        #expect(sut.markedLineNumbers == [30])
    }

    @Test func aRowPastTheLinesMarksNothing() {
        // Given: an order whose lines are not read
        let sut = makeSUT(lines: [])
        // When
        sut.toggle(.init(index: 0))
        // Then
        #expect(sut.markedLineNumbers.isEmpty)
        #expect(presenter.lineMarks.isEmpty)
    }

    @Test func aDecisionAskedForLetsTheMarksGoAndAnotherOrderForgetsThem() {
        // Given
        let sut = makeSUT()
        sut.toggle(.init(index: 1))
        // When
        sut.decisionAsked()
        // Then
        #expect(sut.markedLineNumbers.isEmpty)
        #expect(presenter.lineMarks.last?.markedRows == [])
        // When: marked again, then another order shows
        sut.toggle(.init(index: 3))
        let told = presenter.lineMarks.count
        sut.forget()
        // Then: gone, and said only once the order is presented
        #expect(sut.markedLineNumbers.isEmpty)
        #expect(presenter.lineMarks.count == told)
    }
}

@MainActor
@Suite struct OrderLineMarksPresenterTests {
    @Test func thePanesTitleCountsTheMarkedLinesInTheUsersFormat() {
        // Given
        let view = LineMarksDisplaySpy()
        let sut = OrderLineMarksPresenter(numbers: NumberStyle(decimalSeparator: ",", groupingSeparator: "."))
        sut.view = view
        // When
        sut.presentLineMarks(.init(markedRows: [0, 1_499], lineCount: 1_500))
        // Then
        #expect(view.lineMarks.last == .init(markedRows: [0, 1_499], note: "2 of 1.500 lines marked"))
        sut.presentLineMarks(.init(markedRows: [], lineCount: 1_500))
        #expect(view.lineMarks.last?.note == "")
    }
}
