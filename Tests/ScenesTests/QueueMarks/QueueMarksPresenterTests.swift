import Foundation
import Resources
import Testing
@testable import Scenes

/// What the marks' presenter gives the home View.
@MainActor
final class MarksDisplaySpy: QueueMarksDisplayLogic {
    var marks: [OrdersAwaitingApproval.Marks.ViewModel] = []
    func displayMarks(_ viewModel: OrdersAwaitingApproval.Marks.ViewModel) { marks.append(viewModel) }
    var hiddenMarks: [OrdersAwaitingApproval.HiddenMarks.ViewModel] = []
    func displayHiddenMarks(_ viewModel: OrdersAwaitingApproval.HiddenMarks.ViewModel) { hiddenMarks.append(viewModel) }
}

/// The marks in words: the count after the list's title, what "unmark all" took off, and the question
/// before a verdict on marks the filter hides.
@MainActor
@Suite struct QueueMarksPresenterTests {
    let view = MarksDisplaySpy()

    func makeSUT(numbers: NumberStyle = .plain) -> QueueMarksPresenter {
        let sut = QueueMarksPresenter(numbers: numbers)
        sut.view = view
        return sut
    }

    static func id(_ number: Int) -> OrderID { OrderID(number: number, type: "OP", company: "00200", suffix: "000") }

    @Test func theMarkedCountIsInTheUsersNumberFormat() {
        // Given
        let sut = makeSUT(numbers: NumberStyle(decimalSeparator: ",", groupingSeparator: "."))
        let keys = (1...1_200).map { OrderKey(number: $0, type: "OP", company: "00200", suffix: "000") }
        // When
        sut.presentMarks(.init(marked: Set(keys.map(OrderID.init))))
        // Then
        #expect(view.marks.last?.titleSuffix == " · 1.200 marked")
        #expect(view.marks.last?.marked.count == 1_200)
        sut.presentMarks(.init(marked: []))
        #expect(view.marks.last?.titleSuffix == "")
    }

    @Test func theQuestionsWordsCountBoth() {
        // Given
        let sut = makeSUT()
        // When
        sut.presentHiddenMarks(.init(verdict: .approve, shown: 15, hidden: 272))
        sut.presentMarks(.init(marked: Set((1...287).map { Self.id($0) }), hidden: 272))
        // Then
        #expect(view.hiddenMarks.last?.title == "Approve which marked orders?")
        #expect(view.hiddenMarks.last?.lines == ["287 orders are marked; 272 of them are hidden by the filter.", "15 shown now."])
        #expect(view.hiddenMarks.last?.shownChoice == "only the 15 shown")
        #expect(view.hiddenMarks.last?.allChoice == "all 287, hidden ones too")
        #expect(view.hiddenMarks.last?.canChooseShown == true)
        #expect(view.marks.last?.titleSuffix == " · 287 marked, 272 hidden by the filter")
    }

    @Test func withNoneOfTheMarkedShownOnlyAllOrNoneCanBeChosen() {
        // When
        makeSUT().presentHiddenMarks(.init(verdict: .reject, shown: 0, hidden: 1))
        // Then
        #expect(view.hiddenMarks.last?.title == "Reject which marked orders?")
        #expect(view.hiddenMarks.last?.lines == ["1 order is marked; 1 of them is hidden by the filter.", "None of them is shown now."])
        #expect(view.hiddenMarks.last?.canChooseShown == false)
    }

    @Test func unmarkAllSaysHowManyWentAndNothingOtherwise() {
        // Given
        let sut = makeSUT()
        // When
        sut.presentMarks(.init(marked: [], hidden: 0, unmarked: 3))
        // Then
        #expect(view.marks.last?.message == "3 orders unmarked.")
        #expect(view.marks.last?.titleSuffix == "")
        sut.presentMarks(.init(marked: [Self.id(4001)]))
        #expect(view.marks.last?.message == nil)
    }
}
