import Foundation
import Resources

/// The supplier history beside the order shown: what was kept at once, then the server's (once the
/// cursor rests, as the route's), read once per supplier while the app runs; presented on its own, after
/// the order, so it never delays it. Still unanswered when the order's notice is due, it is said to be read.
@MainActor
public final class SupplierOrdersInteractor {
    public var presenter: (any SupplierOrdersPresentationLogic)?
    /// Reads the supplier history (nil: none is shown, as in `signoff show`).
    public var reader: (any SupplierHistoryReading)?
    /// The history's reads: the answer for the order shown now wins.
    let answers = LatestAnswer()
    /// The suppliers read since the app started.
    private var read: Set<Int> = []
    /// The history as presented while it is asked for with nothing kept, the notice's timer, and whether
    /// the notice is due.
    private var asked: ApproveRejectOrder.SupplierOrders.Response?
    private(set) var notice: Task<Void, Never>?
    private var noticeDue = false

    public init() {}

    /// The order shown is `key`, as `detail` holds it (nil: none): its supplier's history, what was kept
    /// at once and the server's after `readPause`; still unanswered after `noticeAfter`, said to be read.
    func load(_ key: OrderKey?, _ detail: OrderDetail?, today: LocalDate, readPause: Duration, noticeAfter: Duration) {
        stopNotice()
        guard let reader, key != nil else { return answers.supersede() }
        guard let header = detail?.header, header.supplier > 0, let key else {
            answers.supersede()
            present(.init(supplierName: "", progress: .noSupplier, facts: nil, amount: 0, currency: ""))
            return
        }
        let supplier = header.supplier
        func response(_ progress: ApproveRejectOrder.SupplierOrders.Progress, _ history: SupplierHistory?) -> ApproveRejectOrder.SupplierOrders.Response {
            .init(supplierName: detail?.supplierName ?? "", progress: progress,
                  facts: history.map { SupplierOrdersFacts($0.summary(for: key, total: header.total, currency: header.currency, today: today)) },
                  amount: header.total, currency: header.currency)
        }
        let kept = reader.stored(supplier)
        if kept != nil, read.contains(supplier) {
            answers.supersede()
            present(response(.read, kept))
            return
        }
        awaitNotice(after: noticeAfter)
        present(response(kept == nil ? .asked : .reading, kept))
        answers.ask(after: readPause, { try await reader.read(supplier, today: today) }) { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let history):
                self.read.insert(supplier)
                self.present(response(.read, history))
            case .failure(let error):
                self.present(response(.failed(WorkerFailure(error).message), kept))
            }
        }
    }

    /// Stops reading (the order view left the screen): nothing more is presented.
    func stop() {
        answers.supersede()
        stopNotice()
    }

    /// Presents the history; once the notice is due, a history still asked for is said to be read.
    private func present(_ response: ApproveRejectOrder.SupplierOrders.Response) {
        var shown = response
        if noticeDue, shown.progress == .asked { shown.progress = .reading }
        asked = shown.progress == .asked ? shown : nil
        presenter?.presentSupplierOrders(shown)
    }

    private func awaitNotice(after: Duration) {
        notice = Task { [weak self] in
            guard (try? await Task.sleep(for: after)) != nil, let self else { return }
            self.noticeDue = true
            if let asked = self.asked { self.present(asked) }
        }
    }

    private func stopNotice() {
        notice?.cancel()
        notice = nil
        noticeDue = false
        asked = nil
    }
}

extension SupplierOrdersFacts {
    init(_ s: SupplierHistory.Summary) {
        self.init(last: s.last.map { PastOrder(id: OrderID($0.key), date: DateFacts($0.date), amount: $0.total, currency: $0.currency,
                                               status: $0.status) },
                  years: s.years.map { YearTotal(year: $0.year, currency: $0.currency, amount: $0.total, count: $0.count) },
                  average: s.average, averageOf: s.averageOf, ratio: s.ratio, readAt: s.readAt, truncated: s.truncated)
    }
}
