import AIS
import Foundation
import Resources
import Store

@MainActor
public protocol OrdersAwaitingApprovalBusinessLogic: AnyObject {
    func loadSummary()
    func fetchWindow(_ request: OrdersAwaitingApproval.Window.Request)
}

/// Reads the queue from the local store, a window at a time, and reloads when the store says the
/// queue changed (an approval made elsewhere disappears without being asked).
@MainActor
public final class OrdersAwaitingApprovalInteractor: OrdersAwaitingApprovalBusinessLogic {
    public var presenter: (any OrdersAwaitingApprovalPresentationLogic)?
    private let database: Database
    private let dao = OrderQueueDao()
    private let today: @Sendable () -> LocalDate
    private var observation: ObservationToken?

    public init(database: Database, today: @escaping @Sendable () -> LocalDate = { LocalDate.today() }) {
        self.database = database
        self.today = today
    }

    /// Starts listening to the store; call when the scene is attached.
    public func startObserving(onChange: @escaping @MainActor () -> Void) {
        observation = database.observe(tables: ["approval_queue", "order_headers", "order_lines", "names"]) { _ in
            MainActor.assumeIsolated { onChange() }
        }
    }

    public func stopObserving() {
        observation?.cancel()
        observation = nil
    }

    public func loadSummary() {
        do {
            let count = try database.read { try dao.count(in: $0) }
            presenter?.presentSummary(.init(count: count, error: nil))
        } catch {
            presenter?.presentSummary(.init(count: 0, error: "The local store could not be read: \(error)"))
        }
    }

    public func fetchWindow(_ request: OrdersAwaitingApproval.Window.Request) {
        let rows = (try? database.read { try dao.window(offset: request.offset, limit: request.limit, in: $0) }) ?? []
        presenter?.presentWindow(.init(offset: request.offset, rows: rows, today: today()))
    }
}
