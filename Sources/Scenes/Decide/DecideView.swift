import SceneKit

/// The Decide scene's View: it draws nothing of its own, it opens its dialogs over the screen (the
/// confirm dialog, the forward picker, the note) and says a refusal on the message line. Each dialog
/// holds the View while it is open, and the View its Interactor: the scene lives as long as its dialogs.
@MainActor
public final class DecideView: DecideDisplayLogic {
    public var interactor: (any DecideBusinessLogic)?
    weak var host: (any SceneHost)?
    /// The forward picker while it is open (it closes itself; weak, so it goes when it does).
    weak var colleaguePicker: ColleaguePickerDialogView?
    /// The confirm dialog while it is open (weak, as the picker).
    weak var confirmDialog: DecisionDialogView?

    public init(host: (any SceneHost)?) {
        self.host = host
    }

    /// Opens what the router asked for (the subject it injected).
    public func start() { interactor?.start() }

    public func displayConfirm(_ viewModel: Decide.Confirm.ViewModel) {
        let dialog = DecisionDialogView(viewModel: viewModel, onConfirm: { [self] remark, reason in
            interactor?.submit(.init(orders: viewModel.orders, verdict: viewModel.verdict, remark: remark, reason: reason,
                                     forwardTo: viewModel.forwardTo, lines: viewModel.lines))
        }, onCancel: { [self] in interactor?.cancel() })
        confirmDialog = dialog
        host?.present(dialog)
    }

    /// The open confirm dialog shows its orders as they are now, and the message line says what moved.
    public func displayConfirmChanged(_ viewModel: Decide.ConfirmChanged.ViewModel) {
        confirmDialog?.follow(viewModel.confirm, notice: viewModel.notice)
        host?.show(.warning(viewModel.notice))
    }

    /// The forward picker; what is typed goes to the interactor, which answers through `displayColleagues`.
    public func displayForwardStart(_ viewModel: Decide.Forward.Start.ViewModel) {
        let orders = viewModel.orders
        let picker = ColleaguePickerDialogView(title: viewModel.title,
                                               onSearch: { [self] in interactor?.searchColleagues(.init(text: $0)) },
                                               onMore: { [self] in interactor?.moreColleagues() },
                                               onPick: { [self] in interactor?.pickColleague(.init(colleague: $0, orders: orders)) })
        colleaguePicker = picker
        host?.present(picker)
    }

    public func displayColleagues(_ viewModel: Decide.Forward.Search.ViewModel) {
        colleaguePicker?.show(viewModel)
    }

    public func displayNoteEntry(_ viewModel: Decide.Note.ViewModel) {
        host?.present(NoteDialogView(orderTitle: viewModel.orderTitle) { [self] text in
            interactor?.addNote(.init(order: viewModel.order, text: text))
        })
    }

    public func displayRefusal(_ viewModel: Decide.Refusal.ViewModel) {
        host?.show(.error(viewModel.message))
    }
}
