import Foundation

/// What the marks tell their presenter.
@MainActor
public protocol QueueMarksPresentationLogic: AnyObject {
    func presentMarks(_ response: OrdersAwaitingApproval.Marks.Response)
    func presentHiddenMarks(_ response: OrdersAwaitingApproval.HiddenMarks.Response)
}

/// What shows the marks (the home View: the list's title and rows, the question over the list).
@MainActor
public protocol QueueMarksDisplayLogic: AnyObject {
    func displayMarks(_ viewModel: OrdersAwaitingApproval.Marks.ViewModel)
    func displayHiddenMarks(_ viewModel: OrdersAwaitingApproval.HiddenMarks.ViewModel)
}

/// The marks in words, in the user's number format: the count after the list's title (with those the
/// filter hides), what "unmark all" took off, and the question before a verdict on hidden marks.
@MainActor
public final class QueueMarksPresenter: QueueMarksPresentationLogic, PresentsInUserFormats {
    public weak var view: (any QueueMarksDisplayLogic)?
    /// The user's date and number formats, as the settings say them before each presentation.
    var formats: DisplayFormats

    public init(dates: DateStyle = .iso, numbers: NumberStyle = .plain) {
        formats = DisplayFormats(dates: dates, numbers: numbers)
    }

    public init(formats source: @escaping DisplayFormats.Source) {
        formats = DisplayFormats(source: source)
    }

    public func presentMarks(_ response: OrdersAwaitingApproval.Marks.Response) {
        takeFormats()
        let count = response.marked.count
        var suffix = count == 0 ? "" : " · \(numbers.grouped(count)) marked"
        if response.hidden > 0 { suffix += ", \(numbers.grouped(response.hidden)) hidden by the filter" }
        let message = response.unmarked > 0 ? "\(numbers.counted(response.unmarked, "order")) unmarked." : nil
        view?.displayMarks(.init(marked: response.marked, titleSuffix: suffix, message: message))
    }

    public func presentHiddenMarks(_ response: OrdersAwaitingApproval.HiddenMarks.Response) {
        takeFormats()
        let verb = DecidePresenter.verb(response.verdict)
        let all = response.shown + response.hidden
        let hidden = response.hidden == 1 ? "1 of them is hidden" : "\(numbers.grouped(response.hidden)) of them are hidden"
        view?.displayHiddenMarks(.init(
            verdict: response.verdict, title: "\(verb) which marked orders?",
            lines: ["\(numbers.counted(all, "order")) \(all == 1 ? "is" : "are") marked; \(hidden) by the filter.",
                    response.shown == 0 ? "None of them is shown now." : "\(numbers.grouped(response.shown)) shown now."],
            shownChoice: "only the \(numbers.grouped(response.shown)) shown", allChoice: "all \(numbers.grouped(all)), hidden ones too",
            canChooseShown: response.shown > 0))
    }
}
