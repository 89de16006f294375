import Foundation

/// What the inventory inquiry's interactor hands on to be shown.
@MainActor
public protocol InventoryInquiryPresentationLogic: AnyObject {
    func presentStart(_ response: InventoryInquiry.Start.Response)
    func presentSearch(_ response: InventoryInquiry.Search.Response)
    func presentAvailability(_ response: InventoryInquiry.Availability.Response)
}

/// What the inventory inquiry's screen shows.
@MainActor
public protocol InventoryInquiryDisplayLogic: AnyObject {
    func displayStart(_ viewModel: InventoryInquiry.Start.ViewModel)
    func displaySearch(_ viewModel: InventoryInquiry.Search.ViewModel)
    func displayAvailability(_ viewModel: InventoryInquiry.Availability.ViewModel)
}

/// Items and quantities as text, in the user's number format: available is on hand less soft and hard
/// commitments, totals per branch, the order line's need beside what its branch has.
@MainActor
public final class InventoryInquiryPresenter: InventoryInquiryPresentationLogic {
    public weak var view: (any InventoryInquiryDisplayLogic)?
    public var numbers: NumberStyle
    private let now: () -> Date

    public init(numbers: NumberStyle = .plain, now: @escaping () -> Date = Date.init) {
        self.numbers = numbers
        self.now = now
    }

    public func presentStart(_ response: InventoryInquiry.Start.Response) {
        // Opened with nothing, typing goes to the search; for an order line, a narrow terminal starts on its quantities.
        view?.displayStart(.init(searchText: response.itemNumber ?? "", editing: response.itemNumber == nil,
                                 showsDetail: response.forOrderLine, backShowsItems: !response.forOrderLine))
    }

    public func presentSearch(_ response: InventoryInquiry.Search.Response) {
        switch response {
        case .empty:
            view?.displaySearch(.init(rows: [], note: "Type an item number (it starts with) or a word of the description.", isError: false))
        case .searching(let text):
            view?.displaySearch(.init(rows: [], note: "Searching for “\(text)”…", isError: false))
        case .unknownItem(let text):
            view?.displaySearch(.init(rows: [], note: "There is no item numbered “\(text)”; looking for items that start with it…", isError: true))
        case .failed(let text, let message):
            view?.displaySearch(.init(rows: [], note: "Could not search for “\(text)”: \(message)", isError: true, offline: message))
        case .found(let text, let items, let more, let readAt, let offline):
            let rows = items.map { [$0.number, $0.description + ($0.description2.isEmpty ? "" : " " + $0.description2), $0.unit, $0.stockingType] }
            var note: String
            if items.isEmpty {
                note = "No item number starts with “\(text)” and no description contains it."
            } else if more {
                note = "The first \(numbers.grouped(items.count)) items; more match. Type more to narrow, or go to the end to read more."
            } else {
                // The count is in the list's title; the note says what the search matched, and that this is all of it.
                let exact = items.count == 1 && items[0].number.caseInsensitiveCompare(text) == .orderedSame
                note = exact ? "Item \(items[0].number)." : "All items numbered “\(text)…” or with “\(text)” in the description."
            }
            if items.count >= InventoryInquiryInteractor.maximumItems {
                note = "\(numbers.grouped(items.count)) items shown and more match: type more to narrow the search."
            }
            if let offline {
                note = "Offline · kept results" + (readAt.map { ", as of " + asOf($0) } ?? "") + " · " + note + " " + offline
            }
            view?.displaySearch(.init(rows: rows, note: note, isError: offline != nil && items.isEmpty, offline: offline))
        }
    }

    public func presentAvailability(_ response: InventoryInquiry.Availability.Response) {
        let sort = response.sort.rawValue
        switch response.state {
        case .none:
            view?.displayAvailability(.init(title: "Availability", totals: [], rows: [], comparison: nil, comparisonIsShort: false, asOf: "",
                                            note: nil, isError: false, sortColumn: sort))
        case .loading(let item):
            view?.displayAvailability(.init(title: title(item), totals: [], rows: [], comparison: nil, comparisonIsShort: false, asOf: "",
                                            note: "Reading quantities…", isError: false, sortColumn: sort))
        case .failed(let item, let message):
            view?.displayAvailability(.init(title: title(item), totals: [], rows: [], comparison: nil, comparisonIsShort: false, asOf: "",
                                            note: "Quantities not available: \(message)", isError: true, sortColumn: sort, offline: message))
        case .loaded(let availability, let offline):
            let order = branchOrder(availability.locations, preferred: response.preferredBranches, always: response.line?.branch)
            let rows = sorted(availability.locations, by: response.sort, branchOrder: order)
            let unit = availability.item.unit
            let totals = order.map { branch -> [String] in
                let r = availability.locations.filter { $0.branch == branch }
                func sum(_ f: (Location) -> Double) -> Double { r.reduce(0) { $0 + f($1) } }
                let sums = [sum(\.onHand), sum(\.softCommitted), sum(\.hardCommitted), sum(\.available), sum(\.onPurchaseOrder),
                            sum(\.onWorkOrderReceipt)]
                return [branch] + sums.map { quantity($0) } + [unit]
            }
            var comparison: String?
            var short = false
            if let line = response.line {
                let available = availability.locations.filter { $0.branch == line.branch }.reduce(0) { $0 + $1.available }
                let need = "Line \(numbers.lineNumber(line.lineNumber)) needs \(quantity(line.quantity)) \(line.unit)"
                if !line.unit.isEmpty, !unit.isEmpty, line.unit != unit {
                    comparison = need + " · \(quantity(available)) \(unit) available at \(line.branch) (stock is kept in \(unit), not \(line.unit))"
                } else if available >= line.quantity {
                    comparison = need + " · \(quantity(available)) available at \(line.branch): enough"
                } else {
                    short = true
                    comparison = need + " · \(quantity(available)) available at \(line.branch): short by \(quantity(line.quantity - available))"
                }
            }
            var note: String?
            if rows.isEmpty { note = "No stock of this item in " + (response.preferredBranches.isEmpty ? "any branch." : "the branches shown.") }
            if let offline { note = "Offline · quantities kept from earlier · \(offline)" }
            view?.displayAvailability(.init(
                title: title(availability.item),
                totals: totals,
                rows: rows.map { [$0.branch, $0.location, $0.lot, quantity($0.onHand), quantity($0.softCommitted), quantity($0.hardCommitted),
                                  quantity($0.available), quantity($0.onPurchaseOrder), quantity($0.onWorkOrderReceipt), unit] },
                comparison: comparison, comparisonIsShort: short, asOf: "as of " + asOf(availability.readAt), note: note,
                isError: offline != nil, sortColumn: sort, offline: offline))
        }
    }

    /// One location and lot's quantities, as the interactor hands them.
    typealias Location = InventoryInquiry.LocationFacts

    private func title(_ item: InventoryInquiry.ItemFacts) -> String { "\(item.number) · \(item.description)" }

    /// Branches as the totals list them: the preferred ones first, then by code.
    /// An order line's branch is listed even when it holds none of the item.
    func branchOrder(_ rows: [Location], preferred: [String], always: String?) -> [String] {
        var present = Set(rows.map(\.branch))
        if let always { present.insert(always) }
        return preferred.filter(present.contains) + present.subtracting(preferred).sorted()
    }

    func sorted(_ rows: [Location], by sort: InventorySort, branchOrder: [String]) -> [Location] {
        let rank = Dictionary(uniqueKeysWithValues: branchOrder.enumerated().map { ($1, $0) })
        func byPlace(_ a: Location, _ b: Location) -> Bool {
            let (ra, rb) = (rank[a.branch] ?? .max, rank[b.branch] ?? .max)
            if ra != rb { return ra < rb }
            if a.location != b.location { return a.location < b.location }
            return a.lot < b.lot
        }
        func descending(_ f: @escaping (Location) -> Double) -> (Location, Location) -> Bool {
            { a, b in f(a) != f(b) ? f(a) > f(b) : byPlace(a, b) }
        }
        switch sort {
        case .branch: return rows.sorted(by: byPlace)
        case .location: return rows.sorted { $0.location != $1.location ? $0.location < $1.location : byPlace($0, $1) }
        case .lot: return rows.sorted { $0.lot != $1.lot ? $0.lot < $1.lot : byPlace($0, $1) }
        case .onHand: return rows.sorted(by: descending(\.onHand))
        case .softCommitted: return rows.sorted(by: descending(\.softCommitted))
        case .hardCommitted: return rows.sorted(by: descending(\.hardCommitted))
        case .available: return rows.sorted(by: descending(\.available))
        case .onPurchaseOrder: return rows.sorted(by: descending(\.onPurchaseOrder))
        case .onWorkOrderReceipt: return rows.sorted(by: descending(\.onWorkOrderReceipt))
        }
    }

    private func quantity(_ value: Double) -> String {
        numbers.amount(value, decimals: value == value.rounded() ? 0 : 2)
    }


    /// "14:02" today, "2026-11-21 14:02" before.
    private func asOf(_ date: Date) -> String {
        let calendar = Calendar.current
        if calendar.isDate(date, inSameDayAs: now()) { return ClockText.hoursMinutes(date) }
        let d = calendar.dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d-%02d-%02d ", d.year ?? 0, d.month ?? 0, d.day ?? 0) + ClockText.hoursMinutes(date)
    }
}
