import Foundation

/// What the line marks tell their presenter.
@MainActor
public protocol OrderLineMarksPresentationLogic: AnyObject {
    func presentLineMarks(_ response: ApproveRejectOrder.LineMarks.Response)
}

/// What shows the line marks (the order View: the lines pane's `✓` and its title).
@MainActor
public protocol OrderLineMarksDisplayLogic: AnyObject {
    func displayLineMarks(_ viewModel: ApproveRejectOrder.LineMarks.ViewModel)
}

/// The line marks in words: the rows marked, and "2 of 5 lines marked" in the user's number format.
@MainActor
public final class OrderLineMarksPresenter: OrderLineMarksPresentationLogic, PresentsInUserFormats {
    public weak var view: (any OrderLineMarksDisplayLogic)?
    /// The user's date and number formats, as the settings say them before each presentation.
    var formats: DisplayFormats

    public init(dates: DateStyle = .iso, numbers: NumberStyle = .plain) {
        formats = DisplayFormats(dates: dates, numbers: numbers)
    }

    public init(formats source: @escaping DisplayFormats.Source) {
        formats = DisplayFormats(source: source)
    }

    public func presentLineMarks(_ response: ApproveRejectOrder.LineMarks.Response) {
        takeFormats()
        let marked = response.markedRows.count
        view?.displayLineMarks(.init(markedRows: Set(response.markedRows),
                                     note: marked == 0 ? "" : "\(numbers.grouped(marked)) of \(numbers.counted(response.lineCount, "line")) marked"))
    }
}
