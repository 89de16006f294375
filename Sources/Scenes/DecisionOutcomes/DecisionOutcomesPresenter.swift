
/// What the outcomes list's interactor hands on to be shown.
@MainActor
public protocol DecisionOutcomesPresentationLogic: AnyObject {
    func presentOutcomes(_ response: DecisionOutcomes.List.Response)
}

/// The outcomes as rows: order, supplier, amount in the user's number format, the outcome in words and
/// the reason or the approver it went to (`DecisionBatchWording`, as the status line says them), titled
/// with the batch's summary.
@MainActor
public final class DecisionOutcomesPresenter: DecisionOutcomesPresentationLogic, PresentsInUserFormats {
    public weak var view: (any DecisionOutcomesDisplayLogic)?
    var formats: DisplayFormats

    public init(formats: DisplayFormats) { self.formats = formats }

    public func presentOutcomes(_ response: DecisionOutcomes.List.Response) {
        takeFormats()
        let batch = response.batch
        let rows = batch.entries.map { entry -> DecisionOutcomes.List.ViewModel.Row in
            let said = DecisionBatchWording.outcome(of: entry, kind: batch.kind, numbers: numbers)
            let supplier = !entry.supplierName.isEmpty ? entry.supplierName : entry.supplier == 0 ? "" : String(entry.supplier)
            return .init(cells: ["\(entry.order.number) \(entry.order.type) \(entry.order.company)", supplier,
                                 numbers.amount(entry.amount) + " " + entry.currency, said.outcome, said.detail],
                         isProblem: [.refused, .superseded, .changed].contains(entry.state), isOpen: entry.state.isOpen)
        }
        view?.displayOutcomes(.init(title: "Last batch · " + DecisionBatchWording.summary(of: batch).message, rows: rows))
    }
}
