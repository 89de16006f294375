import AIS
import Foundation
import Resources
import Store
@testable import Scenes

/// What the order scene's interactor presents, kept for the test to read.
@MainActor
/// The order presenter and its parts' (attachments, supplier history, line marks), in one spy.
final class OrderPresenterSpy: ApproveRejectOrderPresentationLogic, OrderAttachmentsPresentationLogic, SupplierOrdersPresentationLogic,
    OrderLineMarksPresentationLogic {
    var selections: [ApproveRejectOrder.Select.Response] = []
    func presentSelection(_ response: ApproveRejectOrder.Select.Response) { selections.append(response) }
    var orders: [ApproveRejectOrder.Load.Response] = []
    func presentOrder(_ response: ApproveRejectOrder.Load.Response) { orders.append(response) }
    var texts: [ApproveRejectOrder.ReadAttachment.Response] = []
    func presentAttachment(_ response: ApproveRejectOrder.ReadAttachment.Response) { texts.append(response) }
    var opened: [ApproveRejectOrder.OpenAttachment.Response] = []
    func presentOpenedAttachment(_ response: ApproveRejectOrder.OpenAttachment.Response) { opened.append(response) }
    var supplierOrders: [ApproveRejectOrder.SupplierOrders.Response] = []
    func presentSupplierOrders(_ response: ApproveRejectOrder.SupplierOrders.Response) { supplierOrders.append(response) }
    var lineMarks: [ApproveRejectOrder.LineMarks.Response] = []
    func presentLineMarks(_ response: ApproveRejectOrder.LineMarks.Response) { lineMarks.append(response) }
    var changedWhileShown: [ApproveRejectOrder.ChangedWhileShown.Response] = []
    func presentChangedWhileShown(_ response: ApproveRejectOrder.ChangedWhileShown.Response) { changedWhileShown.append(response) }
}

/// An order scene interactor showing orders of `database`, with the desk of DEMO (4242) beside it.
@MainActor
func makeOrderInteractor(database: Database, presenter: OrderPresenterSpy) -> ApproveRejectOrderInteractor {
    let client = AISClient(configuration: AISConfiguration(baseURL: URL(string: "http://127.0.0.1:9/jderest")!,
                                                           environment: "JDV920", role: "*ALL", deviceName: "d"))
    let worker = OrderDetailWorker(gate: SessionGate(client: client), database: database)
    let sut = ApproveRejectOrderInteractor(worker: worker, desk: makeDesk(database: database, outbox: DecisionSendingSpy()))
    sut.presenter = presenter
    sut.lineMarks.presenter = presenter
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
