import SceneKit

/// Asked before a decision on marked orders some of which the filter hides: only those shown (`s`, or
/// Enter), all of them (`a`), or none (Esc). Nothing is decided on orders the approver cannot see
/// unless they say so.
@MainActor
final class HiddenMarksQuestionView: SceneView {
    let keyScope = KeyScope.confirm
    let viewModel: OrdersAwaitingApproval.HiddenMarks.ViewModel
    private let onChoice: (OrdersAwaitingApproval.Decision.MarkScope) -> Void
    private weak var host: (any SceneHost)?

    init(viewModel: OrdersAwaitingApproval.HiddenMarks.ViewModel,
         onChoice: @escaping (OrdersAwaitingApproval.Decision.MarkScope) -> Void) {
        self.viewModel = viewModel
        self.onChoice = onChoice
    }

    func didAttach(to host: any SceneHost) { self.host = host }

    var offeredActions: Set<Action>? { [.cancel] }

    func handleKey(_ key: Key) -> Bool {
        switch key {
        case .character("s") where viewModel.canChooseShown, .enter where viewModel.canChooseShown:
            choose(.shownOnly)
        case .character("a"):
            choose(.all)
        default:
            return false
        }
        return true
    }

    func perform(_ action: Action) -> Bool {
        if action == .cancel || action == .back { host?.dismiss(self) }
        return true // modal
    }

    private func choose(_ scope: OrdersAwaitingApproval.Decision.MarkScope) {
        host?.dismiss(self)
        onChoice(scope)
    }

    func draw(in canvas: Canvas) {
        var body = viewModel.lines.map { DialogLine($0) }
        body.append(DialogLine(""))
        if viewModel.canChooseShown { body.append(DialogLine("s or Enter  " + viewModel.shownChoice, style: .title)) }
        body.append(DialogLine("a           " + viewModel.allChoice))
        body.append(DialogLine("Esc         neither: decide nothing", style: .dim))
        _ = Dialog.draw(in: canvas, title: viewModel.title, width: 64, body: body, buttons: [], selected: 0)
    }
}
