import AIS
import Foundation
import Resources
import Store
@testable import Scenes

/// What the order scene's interactor presents, kept for the test to read.
@MainActor
final class OrderPresenterSpy: ApproveRejectOrderPresentationLogic {
    var orders: [ApproveRejectOrder.Load.Response] = []
    var confirms: [ApproveRejectOrder.Confirm.Response] = []
    var decisions: [ApproveRejectOrder.Decide.Response] = []
    var notes: [ApproveRejectOrder.Note.Response] = []
    var batchSummaries: [ApproveRejectOrder.BatchSummary.Response] = []
    var noOutcomes = 0
    func presentOrder(_ response: ApproveRejectOrder.Load.Response) { orders.append(response) }
    func presentAttachment(_ response: ApproveRejectOrder.ReadAttachment.Response) {}
    func presentConfirm(_ response: ApproveRejectOrder.Confirm.Response) { confirms.append(response) }
    func presentDecision(_ response: ApproveRejectOrder.Decide.Response) { decisions.append(response) }
    func presentNote(_ response: ApproveRejectOrder.Note.Response) { notes.append(response) }
    func presentBatchSummary(_ response: ApproveRejectOrder.BatchSummary.Response) { batchSummaries.append(response) }
    func presentNoOutcomes() { noOutcomes += 1 }
    var forwardStarts: [ApproveRejectOrder.Forward.Start.Response] = []
    var colleagues: [ApproveRejectOrder.Forward.Search.Response] = []
    func presentForwardStart(_ response: ApproveRejectOrder.Forward.Start.Response) { forwardStarts.append(response) }
    func presentColleagues(_ response: ApproveRejectOrder.Forward.Search.Response) { colleagues.append(response) }
    var supplierOrders: [ApproveRejectOrder.SupplierOrders.Response] = []
    func presentSupplierOrders(_ response: ApproveRejectOrder.SupplierOrders.Response) { supplierOrders.append(response) }
}

/// Where the order scene's interactor asked to go.
@MainActor
final class OrderRouterSpy: ApproveRejectOrderRoutingLogic {
    var outcomesOpened: [DecisionBatch] = []
    var outcomesUpdated: [DecisionBatch] = []
    var backAfterDecision = 0
    func routeToDecisionOutcomes(_ batch: DecisionBatch) { outcomesOpened.append(batch) }
    func updateDecisionOutcomes(_ batch: DecisionBatch) { outcomesUpdated.append(batch) }
    func routeBackAfterDecision() { backAfterDecision += 1 }
}

/// An order scene interactor that decides on orders in `database`, through `outbox`.
@MainActor
func makeDecidingInteractor(database: Database, outbox: any DecisionSending, presenter: OrderPresenterSpy,
                            rules: DecisionRules = DecisionRules(confirmApprovals: false),
                            colleagues: (any ColleagueFinding)? = nil) -> ApproveRejectOrderInteractor {
    let client = AISClient(configuration: AISConfiguration(baseURL: URL(string: "http://127.0.0.1:9/jderest")!,
                                                           environment: "JDV920", role: "*ALL", deviceName: "d"))
    let worker = OrderDetailWorker(gate: SessionGate(client: client), database: database)
    let deciding = DecisionNeeds(outbox: outbox, queue: QueueListWorker(database: database, username: "DEMO"),
                                 approver: Approver(username: "DEMO", addressNumber: 4242), colleagues: colleagues)
    let sut = ApproveRejectOrderInteractor(worker: worker, deciding: deciding)
    sut.rules = rules
    sut.retriesOutbox = false
    sut.presenter = presenter
    return sut
}

/// A store whose queue holds orders 4001… awaiting DEMO, OP 00200 in USD: the `n`th (from 1) with the
/// supplier and total `order(n)` gives.
func makeQueueDatabase(orders: Int, order: (Int) -> (supplier: Int, total: Double)) throws -> Database {
    let db = try Database()
    try db.migrate(ClientSchema.migrations)
    try db.write { c in
        for n in 1...orders {
            let key = OrderKey(number: 4000 + n, type: "OP", company: "00200", suffix: "000")
            let (supplier, total) = order(n)
            try c.insert([ApprovalQueueEntry(key: key, approver: 4242, status: "2N", route: "R", originator: 1, branch: "M30",
                                             orderDate: LocalDate(year: 2026, month: 11, day: n).map(ServerDate.day))])
            try c.insert([PurchaseOrderHeader(key: key, branch: "M30", supplier: supplier, orderDate: nil, requestedDate: nil,
                                              currency: "USD", total: total, orderedBy: "", reference: "")])
        }
        try OrderQueueDao().rebuild(in: c)
    }
    return db
}
