import Foundation

/// The parts of an order read from the server (route, attachments; the supplier history keeps its own) come on screen as
/// asked, with nothing said of them; only a part still unanswered `slowNotice` after the order came on
/// screen says it is being read. A quick answer then never flashes a "Reading…" note by, and the
/// terminal draws each of those panes once per order instead of twice.
extension ApproveRejectOrderInteractor {
    /// How long a part may take before the view says it is being read: past the rest that starts the
    /// reads (`readPause`) and a quick server's answer.
    static let slowNotice: Duration = .milliseconds(600)

    /// Presents the order; once the notice is due, a part still asked for is said to be read.
    func present(_ response: ApproveRejectOrder.Load.Response) {
        var shown = response
        if slowParts.due {
            if shown.route == .asked { shown.route = .loading }
            if shown.attachments == .asked { shown.attachments = .loading }
        }
        slowParts.order = shown
        presenter?.presentOrder(shown)
    }

    /// An order came on screen (or is read again): the wait for the notice starts over.
    func awaitSlowParts() {
        slowParts.cancel()
        let after = slowParts.after
        slowParts.timer = Task { [weak self] in
            guard (try? await Task.sleep(for: after)) != nil, let self else { return }
            self.slowParts.due = true
            if let order = self.slowParts.order, order.route == .asked || order.attachments == .asked { self.present(order) }
        }
    }
}

/// The order shown as last presented, while a part is unanswered, and the timer that says so.
@MainActor
struct SlowParts {
    /// When the notice is due (a test shortens it).
    var after = ApproveRejectOrderInteractor.slowNotice
    var timer: Task<Void, Never>?
    /// The notice is due: parts still asked for are said to be read.
    var due = false
    var order: ApproveRejectOrder.Load.Response?

    /// Forgets the order shown (another comes, or the view leaves): its notice is never said.
    mutating func cancel() {
        timer?.cancel()
        timer = nil
        due = false
        order = nil
    }
}
