import AIS
import Foundation
import Resources
@testable import Scenes

/// A worker whose server answers the test releases one by one, in any order.
final class InventoryWorkerSpy: InventoryFetching, @unchecked Sendable {
    private let lock = NSLock()
    private var pendingSearches: [(text: String, answer: CheckedContinuation<InventorySearchPage, any Error>)] = []
    private var _searches: [String] = []
    private var _quantityReads: [(item: Int, branches: [String])] = []
    var catalogue: [InventoryItem] = []
    var quantities: [Int: [ItemLocationQuantity]] = [:]
    var kept: [InventoryItem] = []
    var keptQuantities: [Int: InventoryAvailability] = [:]
    var offline = false
    var holdSearches = false

    var searches: [String] { lock.withLock { _searches } }
    var quantityReads: [(item: Int, branches: [String])] { lock.withLock { _quantityReads } }
    var heldSearches: Int { lock.withLock { pendingSearches.count } }

    func search(_ text: String) async throws -> InventorySearchPage {
        lock.withLock { _searches.append(text) }
        if offline { throw AISError.unreachable("connection refused") }
        let answer = InventorySearchPage(items: catalogue.filter { $0.number.hasPrefix(text.uppercased()) }, next: nil)
        guard holdSearches else { return answer }
        return try await withCheckedThrowingContinuation { c in lock.withLock { pendingSearches.append((text, c)) } }
    }

    /// Answers the held search for `text` with what the catalogue holds.
    func release(_ text: String) {
        let held = lock.withLock { () -> CheckedContinuation<InventorySearchPage, any Error>? in
            guard let i = pendingSearches.firstIndex(where: { $0.text == text }) else { return nil }
            return pendingSearches.remove(at: i).answer
        }
        held?.resume(returning: InventorySearchPage(items: catalogue.filter { $0.number.hasPrefix(text.uppercased()) }, next: nil))
    }

    func more(_ cursor: DataPageCursor) async throws -> InventorySearchPage { InventorySearchPage(items: [], next: nil) }

    func item(numbered text: String) async throws -> InventoryItem? {
        if offline { throw AISError.unreachable("connection refused") }
        return catalogue.first { $0.number == text.uppercased() }
    }

    func quantities(of item: InventoryItem, branches: [String]) async throws -> InventoryAvailability {
        lock.withLock { _quantityReads.append((item.shortNumber, branches)) }
        if offline { throw AISError.unreachable("connection refused") }
        let rows = (quantities[item.shortNumber] ?? []).filter { branches.isEmpty || branches.contains($0.branch) }
        return InventoryAvailability(item: item, rows: rows, readAt: Date(timeIntervalSince1970: 1_000))
    }

    func storedItems(matching text: String, limit: Int) throws -> (items: [InventoryItem], readAt: Date?) {
        let found = kept.filter { $0.number.hasPrefix(text.uppercased()) }
        return (found, found.isEmpty ? nil : Date(timeIntervalSince1970: 500))
    }

    func storedItem(numbered text: String) throws -> InventoryItem? { kept.first { $0.number == text.uppercased() } }

    func storedQuantities(of item: InventoryItem, branches: [String]) throws -> InventoryAvailability? { keptQuantities[item.shortNumber] }
}

@MainActor
final class InventoryPresenterSpy: InventoryInquiryPresentationLogic {
    var searches: [InventoryInquiry.Search.Response] = []
    var availabilities: [InventoryInquiry.Availability.Response] = []
    var starts: [InventoryInquiry.Start.Response] = []
    func presentStart(_ response: InventoryInquiry.Start.Response) { starts.append(response) }
    func presentSearch(_ response: InventoryInquiry.Search.Response) { searches.append(response) }
    func presentAvailability(_ response: InventoryInquiry.Availability.Response) { availabilities.append(response) }

    /// The item numbers of the last items found.
    var lastFound: [String]? {
        for response in searches.reversed() { if case .found(_, let items, _, _, _) = response { return items.map(\.number) } }
        return nil
    }
}

enum InventoryFixtures {
    static let bolt = InventoryItem(shortNumber: 60001, number: "FST-10000", description: "Bolt, hex head, M12 x 80", unit: "BX")
    static let nut = InventoryItem(shortNumber: 60002, number: "FST-10001", description: "Nut, hex, M12", unit: "BX")
    static let washer = InventoryItem(shortNumber: 60003, number: "FST-20000", description: "Washer", unit: "EA")
    static let line = InventoryInquiry.OrderLine(order: OrderID(number: 4001, type: "OP", company: "00200", suffix: "000"), lineNumber: 2,
                                                 item: .init(nut), branch: "M20", quantity: 40, unit: "BX")
    /// The same line as the presenter is told of it.
    static let lineFacts = InventoryInquiry.LineFacts(lineNumber: 2, branch: "M20", quantity: 40, unit: "BX")
    /// The bolt as the presenter is told of it.
    static let boltFacts = InventoryInquiry.ItemFacts(shortNumber: 60001, number: "FST-10000", description: "Bolt, hex head, M12 x 80",
                                                      unit: "BX", stockingType: "S")
    static let nutFacts = InventoryInquiry.ItemFacts(shortNumber: 60002, number: "FST-10001", description: "Nut, hex, M12", unit: "BX",
                                                     stockingType: "S")
}
