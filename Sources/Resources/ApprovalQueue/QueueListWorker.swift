import AIS
import Foundation
import Store

/// The approval queue as the home list reads it: counts, windows of rows, search and positions in the
/// user's sort and filter, and the store's changes to the queue. It reads through an in-memory index
/// (`QueueListIndex`) once one is built off the UI thread, and through SQL until then (always right,
/// slower deep in a long list). The scene keeps the sort and filter and hands them in with `arrange`.
@MainActor
public final class QueueListWorker {
    private let database: Database
    /// Whose outbox says which orders were decided here (nil: none were).
    private let username: String?
    private let dao = OrderQueueDao()
    private let today: @Sendable () -> LocalDate
    private var sort = QueueSort()
    private var filter = QueueFilter()
    private var observation: ObservationToken?
    private var onChange: (@MainActor () -> Void)?
    /// The list's order, filter and search in memory (nil until built, and while the list changed).
    private var index: QueueListIndex?
    /// The index before the list last changed, to update in place (rows removed, rows refreshed) instead
    /// of building anew.
    private var previousIndex: QueueListIndex?
    /// The index with the sort and filter applied.
    private var shown: QueueListView?
    private var indexGeneration = 0
    private var buildingIndex = false

    public init(database: Database, username: String? = nil, today: @escaping @Sendable () -> LocalDate = { LocalDate.today() }) {
        self.database = database
        self.username = username
        self.today = today
    }

    /// Whether the list reads through its in-memory index now.
    public var usesIndex: Bool { shown != nil }

    /// The day "days waiting" counts to.
    public var currentDay: LocalDate { today() }

    /// Applies the user's sort and filter to what the list reads from now on.
    public func arrange(sort: QueueSort, filter: QueueFilter) {
        self.sort = sort
        self.filter = filter
        reshow()
    }

    /// Orders shown with the filter, and in the queue without it.
    public func count() throws -> (shown: Int, total: Int) {
        if let shown { return (shown.count, shown.total) }
        return try database.read { c in
            let count = try dao.count(filter: filter, today: today(), in: c)
            return (count, filter.isEmpty ? count : try dao.count(in: c))
        }
    }

    /// The rows at `offset..<offset+limit` of the arranged list (fewer at its end; none if the store fails).
    public func window(offset: Int, limit: Int) -> [OrderQueueRow] {
        (try? database.read { c -> [OrderQueueRow] in
            if let shown { return try dao.rows(rowIDs: shown.rowIDs(offset: offset, limit: limit), in: c) }
            return try dao.window(offset: offset, limit: limit, sort: sort, filter: filter, today: today(), in: c)
        }) ?? []
    }

    /// The position of the next order matching `text` (number, supplier, originator or item).
    public func position(ofMatch text: String, from: Int, forward: Bool) -> Int? {
        if let shown { return shown.position(ofMatch: text, from: from, forward: forward) }
        return (try? database.read {
            try dao.position(ofMatch: text, from: from, forward: forward, sort: sort, filter: filter, today: today(), in: $0)
        }) ?? nil
    }

    /// The position of an order by number, nil when it is not in the arranged list.
    public func position(ofOrder number: Int) -> Int? {
        if let shown { return shown.position(ofOrder: number) }
        return (try? database.read { try dao.position(ofOrder: number, sort: sort, filter: filter, today: today(), in: $0) }) ?? nil
    }

    /// Of these orders, those the list shows with its filter (one query, however long the list).
    public func shown(among keys: [OrderKey]) -> Set<OrderKey> {
        (try? database.read { try dao.shown(among: keys, filter: filter, today: today(), in: $0) }) ?? []
    }

    /// How many currencies the orders shown (with the filter) are in.
    public func currencyCount() -> Int {
        if let shown { return shown.currencyCount }
        return (try? database.read { try dao.currencyCount(filter: filter, today: today(), in: $0) }) ?? 1
    }

    /// The queue at a glance: orders and totals by order type, branch, days waiting and amount band.
    public func glance() throws -> QueueGlance {
        try database.read { try dao.glance(today: today(), in: $0) }
    }

    /// The queue's rows for these orders, in the queue's order (orders no longer queued are left out).
    public func rows(_ keys: [OrderKey]) -> [OrderQueueRow] {
        (try? database.read { try dao.rows(keys, in: $0) }) ?? []
    }

    /// The orders as the store holds them now, in a snapshot's shape (total, currency, each line's item,
    /// quantity, unit cost and amount): what a decide dialog shows is what its decision carries.
    public func seen(_ keys: [OrderKey]) -> [OrderKey: SeenOrder] {
        let found = try? database.read { c -> [OrderKey: SeenOrder] in
            var out: [OrderKey: SeenOrder] = [:]
            for key in keys { out[key] = try SeenOrdersDao().stored(key, in: c) }
            return out
        }
        return found ?? [:]
    }

    /// Calls `onChange` on the UI thread after each write to the store's order headers or lines, until the
    /// answer is released: a dialog that shows orders follows their figures.
    public func followOrders(_ onChange: @escaping @MainActor () -> Void) -> StoreFollowing {
        StoreFollowing.orders(in: database, onChange)
    }

    /// Of the orders that left the queue, those the user did not decide here: decided elsewhere (by
    /// another approver, or on another device), newest first.
    public func decidedElsewhere(among left: [OrderKey]) -> [OrderKey] {
        guard !left.isEmpty else { return [] }
        let here: Set<OrderKey> = username.map { user in
            Set(((try? database.read { try DecisionOutboxDao().all(for: user, in: $0) }) ?? []).map(\.order))
        } ?? []
        return Set(left).subtracting(here).sorted { $0.number > $1.number }
    }

    /// The orders marked new (arrived with a refresh, not opened since) that are still in the queue,
    /// newest first: kept in the store, they stay new when Signoff starts again.
    public func newOrders() -> [OrderKey] {
        (try? database.read { try NewOrdersDao().all(in: $0) }) ?? []
    }

    /// Marks orders new (they arrived with a refresh).
    public func markNew(_ orders: [OrderKey]) {
        guard !orders.isEmpty else { return }
        try? database.write { try NewOrdersDao().add(orders, in: $0) }
    }

    /// The orders are new no more (opened).
    public func markOpened(_ orders: [OrderKey]) {
        guard !orders.isEmpty else { return }
        try? database.write { try NewOrdersDao().remove(orders, in: $0) }
    }

    /// Whether the store holds `user`'s queue as read from the server at least once: a command whose
    /// refresh failed has something true to show only then (an empty store is not an empty queue).
    public func holdsQueue(of user: String) -> Bool {
        ((try? database.read { try DatasetStateDao().state(of: .queue, in: $0) }) ?? nil)?.owner == user
    }

    /// Whether an order is in the queue now.
    public func holds(_ key: OrderKey) -> Bool {
        ((try? database.read { try ApprovalQueueDao().entry(key, in: $0) }) ?? nil) != nil
    }

    /// A person's name from the address book, nil when it is not stored.
    public func name(of addressNumber: Int) -> String? {
        guard addressNumber != 0 else { return nil }
        return (try? database.read { try NamesDao().name(of: addressNumber, in: $0) }) ?? nil
    }

    // MARK: Following the store

    /// Calls `onChange` on the UI thread whenever the queue, its orders, names or the outbox change, and
    /// builds the index.
    public func startObserving(onChange: @escaping @MainActor () -> Void) {
        self.onChange = onChange
        let tables: Set<String> = ["approval_queue", "order_headers", "order_lines", "names", "decision_outbox", "queue_list",
                                    "seen_orders"]
        // Weak from the outer closure on: the database keeps the handler until the token goes, and the
        // token is this worker's, so a strong capture here would keep both alive for ever.
        observation = database.observe(tables: tables) { [weak self] tables in
            MainActor.assumeIsolated {
                if tables.contains("queue_list") { self?.indexIsStale() }
                onChange()
            }
        }
        buildIndex()
    }

    public func stopObserving() {
        observation?.cancel()
        observation = nil
        onChange = nil
    }

    /// The list changed: until a new index is built, the list reads through SQL.
    private func indexIsStale() {
        if let index { previousIndex = index }
        index = nil
        shown = nil
        buildIndex()
    }

    /// Builds the list's index off the UI thread; a change that arrives meanwhile builds it again.
    private func buildIndex() {
        indexGeneration += 1
        guard !buildingIndex else { return }
        buildingIndex = true
        let generation = indexGeneration
        let database = self.database
        let previous = previousIndex
        Task.detached(priority: .utility) { [weak self] in
            let built = try? database.readAside { try QueueListIndex.current(in: $0, previous: previous) }
            await MainActor.run {
                guard let self else { return }
                self.buildingIndex = false
                if generation != self.indexGeneration {
                    self.buildIndex()
                } else if let built {
                    self.index = built
                    self.previousIndex = nil
                    self.reshow()
                    self.onChange?()
                }
            }
        }
    }

    private func reshow() {
        shown = index?.view(sort: sort, filter: filter, today: today())
    }
}
