import Foundation
import Resources

/// What the inventory inquiry's screen asks of it.
@MainActor
public protocol InventoryInquiryBusinessLogic: AnyObject {
    /// Fills the search from the mode and reads what it names.
    func start()
    /// The search text changed: searched after a pause in typing; answers to older texts are dropped.
    func search(_ request: InventoryInquiry.Search.Request)
    /// Reads the next page of items (the list reached its end).
    func loadMore()
    /// The item under the cursor: its kept quantities at once, the server's after a pause.
    func selectItem(at index: Int)
    /// Reads the selected item's quantities again.
    func refresh()
    func changeSort()
    /// Closes the inquiry: the scene beneath shows again as it was.
    func close()
    /// Stops reading (the inquiry left the screen).
    func stop()
}

/// What a router sets before the inquiry shows: how it was opened.
@MainActor
public protocol InventoryInquiryDataStore: AnyObject {
    var mode: InventoryInquiry.Mode { get set }
}

/// Searches items and reads their quantities, through the server when it answers and the store when not.
@MainActor
public final class InventoryInquiryInteractor: InventoryInquiryBusinessLogic, InventoryInquiryDataStore {
    public var presenter: (any InventoryInquiryPresentationLogic)?
    public var router: (any InventoryInquiryRoutingLogic)?
    public var mode: InventoryInquiry.Mode = .standalone(item: nil)
    /// Pause after the last keystroke (or cursor move) before asking the server.
    public var delay: Duration = .milliseconds(250)

    private let worker: any InventoryFetching
    private let settingsBranches: [String]
    private let defaultBranch: String?
    public private(set) var items: [InventoryItem] = []
    public private(set) var selected: InventoryItem?
    public private(set) var sort: InventorySort = .branch
    private var searchText = ""
    private var cursor: DataPageCursor?
    /// The search (and its next pages) and the quantities: the answer to what was asked last wins.
    let searches = LatestAnswer()
    let availabilityReads = LatestAnswer()
    private var readingMore = false
    private var availability: InventoryInquiry.Availability.State = .none
    private var lastSearch: InventoryInquiry.Search.Response = .empty

    /// The most items a search keeps on screen; past it the user is asked to narrow the search.
    static let maximumItems = 1_000

    public init(worker: any InventoryFetching, branches: [String], defaultBranch: String?) {
        self.worker = worker
        self.settingsBranches = branches
        self.defaultBranch = defaultBranch
    }

    /// The branches read: the order line's first, then those turned on in settings; empty means all.
    var queryBranches: [String] {
        guard case .orderLine(let line) = mode else { return settingsBranches }
        guard !settingsBranches.isEmpty else { return [] }
        return [line.branch] + settingsBranches.filter { $0 != line.branch }
    }

    var preferredBranches: [String] {
        var out: [String] = []
        if case .orderLine(let line) = mode { out.append(line.branch) }
        if let defaultBranch, !out.contains(defaultBranch) { out.append(defaultBranch) }
        return out
    }

    /// The order line to compare with, as the presenter gets it.
    var line: InventoryInquiry.LineFacts? {
        guard case .orderLine(let line) = mode else { return nil }
        return .init(lineNumber: line.lineNumber, branch: line.branch, quantity: line.quantity, unit: line.unit)
    }

    public func start() {
        switch mode {
        case .standalone(let number): presenter?.presentStart(.init(itemNumber: number, forOrderLine: false))
        case .orderLine(let line): presenter?.presentStart(.init(itemNumber: line.item.number, forOrderLine: true))
        }
        switch mode {
        case .orderLine(let line):
            searchText = line.item.number
            let item = (try? worker.storedItem(numbered: line.item.number)) ?? InventoryItem(line.item)
            showFound(searchText, [item])
            selectItem(at: 0)
        case .standalone(let number?):
            let number = number.trimmingCharacters(in: .whitespaces)
            guard !number.isEmpty else { return show(.empty, items: [], cursor: nil) }
            lookUp(number)
        case .standalone(nil):
            show(.empty, items: [], cursor: nil)
        }
    }

    /// `:inv ITEM`: the item with that number, else a clear message and what starts with it.
    private func lookUp(_ number: String) {
        searchText = number
        presenter?.presentSearch(.searching(number))
        searches.ask({ [worker] in try await worker.item(numbered: number) }) { [weak self, worker] result in
            guard let self else { return }
            switch result {
            case .success(let item?):
                self.showFound(number, [item])
                self.selectItem(at: 0)
            case .success(nil):
                self.presenter?.presentSearch(.unknownItem(number))
                self.runSearch(number, announce: false, following: true)
            case .failure(let error):
                if let kept = try? worker.storedItem(numbered: number) {
                    self.showFound(number, [kept], offlineReason: Self.message(error))
                    self.selectItem(at: 0)
                } else {
                    self.fallBackToStore(number, error: error)
                }
            }
        }
    }

    public func search(_ request: InventoryInquiry.Search.Request) {
        let text = request.text.trimmingCharacters(in: .whitespaces)
        guard text != searchText || items.isEmpty else { return }
        searchText = text
        readingMore = false
        guard !text.isEmpty else {
            searches.supersede()
            show(.empty, items: [], cursor: nil)
            return
        }
        presenter?.presentSearch(.searching(text))
        runSearch(text, announce: true, after: delay)
    }

    /// Reads the items matching `text` (after `pause`); `following` goes on from the read asked last
    /// (an item number that matched no item) instead of superseding it.
    private func runSearch(_ text: String, announce: Bool, after pause: Duration = .zero, following: Bool = false) {
        let read: @Sendable () async throws -> InventorySearchPage = { [worker] in try await worker.search(text) }
        let deliver: @MainActor (Result<InventorySearchPage, any Error>) -> Void = { [weak self] result in
            switch result {
            case .success(let page): self?.showFound(text, page.items, more: page.next != nil, cursor: page.next, announce: announce)
            case .failure(let error): self?.fallBackToStore(text, error: error)
            }
        }
        if following { searches.follow(read, deliver: deliver) } else { searches.ask(after: pause, read, deliver: deliver) }
    }

    private func fallBackToStore(_ text: String, error: any Error) {
        let kept = (try? worker.storedItems(matching: text, limit: Self.maximumItems)) ?? (items: [], readAt: nil)
        if kept.items.isEmpty {
            show(.failed(text: text, message: Self.message(error)), items: [], cursor: nil)
        } else {
            showFound(text, kept.items, readAt: kept.readAt, offlineReason: Self.message(error))
        }
    }

    public func loadMore() {
        guard let cursor, !readingMore, items.count < Self.maximumItems else { return }
        readingMore = true
        let text = searchText
        searches.follow({ [worker] in try await worker.more(cursor) }) { [weak self] result in
            guard let self else { return }
            self.readingMore = false
            switch result {
            case .success(let page):
                let known = Set(self.items.map(\.shortNumber))
                let all = self.items + page.items.filter { !known.contains($0.shortNumber) }
                self.items = all
                self.cursor = page.next
                self.lastSearch = .found(text: text, items: all.map(InventoryInquiry.ItemFacts.init), more: page.next != nil,
                                         readAt: nil, offlineReason: nil)
            case .failure(let error):
                self.cursor = nil
                self.lastSearch = .found(text: text, items: self.items.map(InventoryInquiry.ItemFacts.init), more: false, readAt: nil,
                                         offlineReason: "the next page could not be read: " + Self.message(error))
            }
            self.presenter?.presentSearch(self.lastSearch)
        }
    }

    /// Shows the items found, handing the presenter their facts.
    private func showFound(_ text: String, _ items: [InventoryItem], more: Bool = false, readAt: Date? = nil,
                           offlineReason: String? = nil, cursor: DataPageCursor? = nil, announce: Bool = true) {
        let facts = items.map(InventoryInquiry.ItemFacts.init)
        show(.found(text: text, items: facts, more: more, readAt: readAt, offlineReason: offlineReason), items: items, cursor: cursor,
             announce: announce)
    }

    private func show(_ response: InventoryInquiry.Search.Response, items: [InventoryItem], cursor: DataPageCursor?, announce: Bool = true) {
        self.items = items
        self.cursor = cursor
        lastSearch = response
        presenter?.presentSearch(response)
        if items.isEmpty {
            selected = nil
            availabilityReads.supersede()
            availability = .none
            presentAvailability()
        } else if announce, selected.map({ s in !items.contains { $0.shortNumber == s.shortNumber } }) ?? true {
            selectItem(at: 0)
        }
    }

    public func selectItem(at index: Int) {
        guard items.indices.contains(index) else { return }
        let item = items[index]
        guard item != selected || availability == .none else { return }
        selected = item
        readAvailability(of: item, after: readsAtOnce(item) ? .zero : delay)
    }

    /// The item an inquiry was opened for (one result, or the order line's) is read at once; items the
    /// cursor passes over are read only when it stops.
    private func readsAtOnce(_ item: InventoryItem) -> Bool {
        if case .orderLine(let line) = mode { return line.item.shortNumber == item.shortNumber }
        return items.count == 1
    }

    public func refresh() {
        guard let selected else {
            if !searchText.isEmpty { runSearch(searchText, announce: true) }
            return
        }
        readAvailability(of: selected, after: .zero)
    }

    private func readAvailability(of item: InventoryItem, after pause: Duration) {
        let branches = queryBranches
        if let kept = try? worker.storedQuantities(of: item, branches: branches) {
            availability = .loaded(.init(kept), offlineReason: nil)
        } else {
            availability = .loading(.init(item))
        }
        presentAvailability()
        availabilityReads.ask(after: pause, { [worker] in try await worker.quantities(of: item, branches: branches) }) { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let read):
                self.availability = .loaded(.init(read), offlineReason: nil)
            case .failure(let error):
                if case .loaded(let kept, _) = self.availability {
                    self.availability = .loaded(kept, offlineReason: Self.message(error))
                } else {
                    self.availability = .failed(.init(item), message: Self.message(error))
                }
            }
            self.presentAvailability()
        }
    }

    public func changeSort() {
        sort = sort.next
        presentAvailability()
    }

    private func presentAvailability() {
        presenter?.presentAvailability(.init(state: availability, sort: sort, preferredBranches: preferredBranches, line: line))
    }

    public func close() { router?.routeBack() }

    public func stop() {
        searches.supersede()
        availabilityReads.supersede()
    }

    nonisolated static func message(_ error: any Error) -> String {
        WorkerFailure(error).message
    }
}

// The worker's entities become the scene's plain values here, before anything reaches the presenter.

extension InventoryInquiry.ItemFacts {
    init(_ item: InventoryItem) {
        self.init(shortNumber: item.shortNumber, number: item.number, description: item.description, description2: item.description2,
                  unit: item.unit, stockingType: item.stockingType)
    }
}

extension InventoryItem {
    /// The item an order line names, as the worker reads it (the third number is not on the line).
    init(_ facts: InventoryInquiry.ItemFacts) {
        self.init(shortNumber: facts.shortNumber, number: facts.number, description: facts.description,
                  description2: facts.description2, unit: facts.unit, stockingType: facts.stockingType)
    }
}

extension InventoryInquiry.LocationFacts {
    init(_ row: ItemLocationQuantity) {
        self.init(branch: row.branch, location: row.location, lot: row.lot, onHand: row.onHand, softCommitted: row.softCommitted,
                  hardCommitted: row.hardCommitted, available: row.available, onPurchaseOrder: row.onPurchaseOrder,
                  onWorkOrderReceipt: row.onWorkOrderReceipt)
    }
}

extension InventoryInquiry.QuantityFacts {
    init(_ availability: InventoryAvailability) {
        self.init(item: .init(availability.item), locations: availability.rows.map(InventoryInquiry.LocationFacts.init),
                  readAt: availability.readAt)
    }
}
