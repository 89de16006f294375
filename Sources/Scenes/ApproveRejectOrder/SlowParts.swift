import Foundation

/// The parts of an order read from the server (route, attachments; the supplier history keeps its own) come on screen as
/// asked, with nothing said of them; only a part still unanswered `after` the order came on screen says it
/// is being read. A quick answer then never flashes a "Reading…" note by, and the terminal draws each of
/// those panes once per order instead of twice. The order interactor presents every order through it.
@MainActor
final class SlowParts {
    /// How long a part may take before the view says it is being read: past the rest that starts the
    /// reads (`ApproveRejectOrderInteractor.readPause`) and a quick server's answer.
    static let slowNotice: Duration = .milliseconds(600)
    /// When the notice is due (a test shortens it).
    var after = SlowParts.slowNotice
    private(set) var timer: Task<Void, Never>?
    /// The notice is due: parts still asked for are said to be read.
    private(set) var due = false
    /// The order shown as last presented, while a part is unanswered.
    private(set) var order: ApproveRejectOrder.Load.Response?

    /// The order as it is to be presented: once the notice is due, a part still asked for is said to be read.
    func shown(_ response: ApproveRejectOrder.Load.Response) -> ApproveRejectOrder.Load.Response {
        var shown = response
        if due {
            if shown.route == .asked { shown.route = .loading }
            if shown.attachments == .asked { shown.attachments = .loading }
        }
        order = shown
        return shown
    }

    /// An order came on screen (or is read again): the wait for the notice starts over. Once it is due,
    /// the order shown is given to `present` again when a part of it is still asked for.
    func start(present: @escaping @MainActor (ApproveRejectOrder.Load.Response) -> Void) {
        cancel()
        let after = self.after
        timer = Task { [weak self] in
            guard (try? await Task.sleep(for: after)) != nil, let self else { return }
            self.due = true
            if let order = self.order, order.route == .asked || order.attachments == .asked { present(order) }
        }
    }

    /// Forgets the order shown (another comes, or the view leaves): its notice is never said.
    func cancel() {
        timer?.cancel()
        timer = nil
        due = false
        order = nil
    }
}
