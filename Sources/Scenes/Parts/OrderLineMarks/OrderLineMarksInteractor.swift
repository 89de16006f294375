import Foundation

/// What the order View asks of the line marks.
@MainActor
public protocol OrderLineMarksBusinessLogic: AnyObject {
    /// Marks a line for a decision on marked lines alone, or lets its mark go.
    func toggle(_ request: ApproveRejectOrder.LineMarks.Request)
}

/// Lines marked for a decision on them alone (Space in the order's lines pane): kept for the order shown,
/// let go when another order shows (`forget`) or a decision on them is asked for (the Decide scene's router
/// tells it, as its `DecisionSource`). The order interactor holds it and says which lines the order shown has.
@MainActor
public final class OrderLineMarksInteractor: OrderLineMarksBusinessLogic, DecisionSource {
    public var presenter: (any OrderLineMarksPresentationLogic)?
    /// The line numbers of the order shown, in the lines pane's order, as last read (none while none is).
    var lineNumbers: @MainActor () -> [Double] = { [] }
    /// The lines marked (their line numbers, in order).
    public internal(set) var markedLineNumbers: [Double] = []

    public init() {}

    public func toggle(_ request: ApproveRejectOrder.LineMarks.Request) {
        let lines = lineNumbers()
        guard lines.indices.contains(request.index) else { return }
        let number = lines[request.index]
        if let i = markedLineNumbers.firstIndex(of: number) { markedLineNumbers.remove(at: i) } else { markedLineNumbers.append(number) }
        markedLineNumbers.sort()
        present()
    }

    /// A decision on the marked lines was asked for: they go.
    public func decisionAsked() {
        guard !markedLineNumbers.isEmpty else { return }
        markedLineNumbers.removeAll()
        present()
    }

    /// Another order shows: its lines start unmarked (said once it is presented).
    func forget() { markedLineNumbers.removeAll() }

    /// The marked lines as rows of the lines pane.
    func present() {
        let lines = lineNumbers()
        let rows = lines.indices.filter { markedLineNumbers.contains(lines[$0]) }
        presenter?.presentLineMarks(.init(markedRows: rows, lineCount: lines.count))
    }
}
