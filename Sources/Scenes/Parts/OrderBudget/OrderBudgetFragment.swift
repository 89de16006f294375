import SceneKit

/// The budget beside the order's lines: per account its figures and this order against what is
/// available (over in the warning colour), and how old it is. Text from the server is drawn inert by the
/// canvas.
@MainActor
public final class OrderBudgetFragment: Fragment {
    var viewModel: ApproveRejectOrder.Budget.ViewModel?

    public init() {}
    public var canFocus: Bool { false }

    /// Rows it wants: title, rows and note.
    var wantedHeight: Int {
        guard let viewModel else { return 0 }
        let awaitedRow = viewModel.awaited > 0 && !viewModel.rows.isEmpty ? 1 : 0
        return 1 + viewModel.rows.count + awaitedRow + (viewModel.note == nil ? 0 : 1)
    }

    public func draw(in canvas: Canvas, focused: Bool) {
        canvas.fill(.normal)
        guard let viewModel else { return }
        canvas.text(viewModel.title, y: 0, style: .header)
        let room = max(0, canvas.height - 1 - (viewModel.note == nil ? 0 : 1))
        var y = 1
        for row in Self.shown(viewModel.rows, room: room, awaited: viewModel.awaited) where y < canvas.height {
            canvas.text("  " + row.text, y: y, style: row.over ? .warning : row.heading ? .normal : .dim)
            y += 1
        }
        // On its last row, where the pane holds still (a tall terminal): the same note from order to order is
        // then not sent again.
        if let note = viewModel.note, y < canvas.height {
            canvas.text("  " + note, y: canvas.height - 1, style: viewModel.noteIsProblem ? .warning : .dim)
        }
    }

    /// The rows that fit in `room`: every account whole, those this order takes over first, and how many
    /// more there are when not all fit or `awaited` are still being read (counted only beside an account
    /// shown, so that the count holds when they come); with room for no whole account, the rows that go
    /// over first.
    static func shown(_ rows: [ApproveRejectOrder.Budget.ViewModel.Row], room: Int,
                      awaited: Int = 0) -> [ApproveRejectOrder.Budget.ViewModel.Row] {
        let counting = rows.isEmpty ? 0 : awaited
        guard rows.count > room || counting > 0 else { return rows }
        var accounts: [[ApproveRejectOrder.Budget.ViewModel.Row]] = []
        for row in rows {
            if row.heading || accounts.isEmpty { accounts.append([row]) } else { accounts[accounts.count - 1].append(row) }
        }
        let overFirst = accounts.filter { $0.contains(where: \.over) } + accounts.filter { !$0.contains(where: \.over) }
        var whole: [[ApproveRejectOrder.Budget.ViewModel.Row]] = []
        for account in overFirst where whole.joined().count + account.count + 1 <= room { whole.append(account) }
        guard !whole.isEmpty else { return Array((rows.filter(\.over) + rows.filter { !$0.over }).prefix(room)) }
        let more = overFirst.count - whole.count + counting
        return Array(whole.joined()) + [.init(text: "+ \(more) more account\(more == 1 ? "" : "s") (signoff show)",
                                              over: false, heading: false)]
    }
}
