import Foundation
import Resources

/// The supplier history of the order shown: what was kept at once, then the server's (once the cursor
/// rests, as the route's), read once per supplier while the app runs; presented on its own, after the
/// order, so it never delays it.
extension ApproveRejectOrderInteractor {
    func loadSupplierOrders(_ detail: OrderDetail?) {
        guard let reader = supplierHistory, let key = orderKey else { return supplierOrders.answers.supersede() }
        guard let header = detail?.header, header.supplier > 0 else {
            supplierOrders.answers.supersede()
            presentSupplier(.init(supplierName: "", progress: .noSupplier, facts: nil, amount: 0, currency: ""))
            return
        }
        let supplier = header.supplier
        let today = desk?.today ?? LocalDate.today()
        func response(_ progress: ApproveRejectOrder.SupplierOrders.Progress, _ history: SupplierHistory?) -> ApproveRejectOrder.SupplierOrders.Response {
            .init(supplierName: detail?.supplierName ?? "", progress: progress,
                  facts: history.map { SupplierOrdersFacts($0.summary(for: key, total: header.total, currency: header.currency, today: today)) },
                  amount: header.total, currency: header.currency)
        }
        let kept = reader.stored(supplier)
        if kept != nil, supplierOrders.read.contains(supplier) {
            supplierOrders.answers.supersede()
            presentSupplier(response(.read, kept))
            return
        }
        presentSupplier(response(kept == nil ? .asked : .reading, kept))
        supplierOrders.answers.ask(after: Self.readPause, { try await reader.read(supplier, today: today) }) { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let history):
                self.supplierOrders.read.insert(supplier)
                self.presentSupplier(response(.read, history))
            case .failure(let error):
                self.presentSupplier(response(.failed(WorkerFailure(error).message), kept))
            }
        }
    }
}

/// The supplier history's reads (the answer for the order shown now wins), and the suppliers read since
/// the app started.
@MainActor
struct SupplierOrdersReads {
    let answers = LatestAnswer()
    var read: Set<Int> = []
}

extension SupplierOrdersFacts {
    init(_ s: SupplierHistory.Summary) {
        self.init(last: s.last.map { PastOrder(id: OrderID($0.key), date: DateFacts($0.date), amount: $0.total, currency: $0.currency,
                                               status: $0.status) },
                  years: s.years.map { YearTotal(year: $0.year, currency: $0.currency, amount: $0.total, count: $0.count) },
                  average: s.average, averageOf: s.averageOf, ratio: s.ratio, readAt: s.readAt, truncated: s.truncated)
    }
}
