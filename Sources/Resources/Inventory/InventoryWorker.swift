import AIS
import Foundation
import Store

/// One page of items found by a search, and where the next page is.
public struct InventorySearchPage: Sendable {
    public var items: [InventoryItem]
    public var next: DataPageCursor?
    public init(items: [InventoryItem], next: DataPageCursor?) {
        self.items = items
        self.next = next
    }
}

/// An item's quantities in some branches, and when they were read.
public struct InventoryAvailability: Sendable, Equatable {
    public var item: InventoryItem
    public var rows: [ItemLocationQuantity]
    public var readAt: Date
    public init(item: InventoryItem, rows: [ItemLocationQuantity], readAt: Date) {
        self.item = item
        self.rows = rows
        self.readAt = readAt
    }
}

/// What the inventory inquiry asks of the server and the store; a protocol so that its interactor
/// can be tested with answers that arrive out of order.
public protocol InventoryFetching: Sendable {
    func search(_ text: String) async throws -> InventorySearchPage
    func more(_ cursor: DataPageCursor) async throws -> InventorySearchPage
    func item(numbered text: String) async throws -> InventoryItem?
    func quantities(of item: InventoryItem, branches: [String]) async throws -> InventoryAvailability
    func storedItems(matching text: String, limit: Int) throws -> (items: [InventoryItem], readAt: Date?)
    func storedItem(numbered text: String) throws -> InventoryItem?
    func storedQuantities(of item: InventoryItem, branches: [String]) throws -> InventoryAvailability?
}

/// Reads items and their quantities from the server (F4101, F41021) and keeps what it read.
public final class InventoryWorker: InventoryFetching {
    public static let searchPageSize = 100
    private let gate: SessionGate
    private let database: Database
    private let dao = InventoryDao()
    private let now: @Sendable () -> Date

    public init(gate: SessionGate, database: Database, now: @escaping @Sendable () -> Date = Date.init) {
        self.gate = gate
        self.database = database
        self.now = now
    }

    public func search(_ text: String) async throws -> InventorySearchPage {
        let client = gate.client
        let (page, next) = try await gate.perform { session in
            try await client.dataService.firstPage(InventoryService.search(text, pageSize: Self.searchPageSize), session: session)
        }
        return try keep(page, next: next)
    }

    public func more(_ cursor: DataPageCursor) async throws -> InventorySearchPage {
        let client = gate.client
        let (page, next) = try await gate.perform { session in try await client.dataService.nextPage(cursor, session: session) }
        return try keep(page, next: next)
    }

    public func item(numbered text: String) async throws -> InventoryItem? {
        let client = gate.client
        let rows = try await gate.perform { session in
            try await client.dataService.firstPage(InventoryService.item(numbered: text), session: session).page.rows
        }
        let items = rows.compactMap(InventoryService.decodeItem)
        try database.write { try dao.save(items, readAt: now(), in: $0) }
        // An exact item number wins over a short number that happens to be the same digits.
        return items.first { $0.number.uppercased() == text.uppercased() } ?? items.first
    }

    public func quantities(of item: InventoryItem, branches: [String]) async throws -> InventoryAvailability {
        let client = gate.client
        let rows = try await gate.perform { session in
            try await client.dataService.browseAll(InventoryService.quantities(item: item.shortNumber, branches: branches, pageSize: 500), session: session)
        }
        let quantities = rows.compactMap(InventoryService.decodeQuantity).filter { $0.shortNumber == item.shortNumber }
        let readAt = now()
        try database.write { c in
            try dao.save([item], readAt: readAt, in: c)
            try dao.save(quantities, of: item.shortNumber, branches: branches, readAt: readAt, in: c)
        }
        return InventoryAvailability(item: item, rows: quantities, readAt: readAt)
    }

    public func storedItems(matching text: String, limit: Int) throws -> (items: [InventoryItem], readAt: Date?) {
        try database.read { try dao.items(matching: text, limit: limit, in: $0) }
    }

    public func storedItem(numbered text: String) throws -> InventoryItem? {
        try database.read { try dao.item(numbered: text, in: $0) }
    }

    public func storedQuantities(of item: InventoryItem, branches: [String]) throws -> InventoryAvailability? {
        try database.read { c in
            try dao.quantities(of: item.shortNumber, branches: branches, in: c).map {
                InventoryAvailability(item: item, rows: $0.rows, readAt: $0.readAt)
            }
        }
    }

    private func keep(_ page: DataPage, next: DataPageCursor?) throws -> InventorySearchPage {
        let items = page.rows.compactMap(InventoryService.decodeItem)
        try database.write { try dao.save(items, readAt: now(), in: $0) }
        return InventorySearchPage(items: items, next: next)
    }
}
