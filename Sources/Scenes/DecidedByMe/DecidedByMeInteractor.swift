import Foundation
import Resources

/// What "Decided by me" asks of its interactor.
@MainActor
public protocol DecidedByMeBusinessLogic: AnyObject {
    /// Reads the decisions (the list appeared).
    func start()
    /// Shows these outcomes of these last days (reads the server again when the days change).
    func applyFilter(_ request: DecidedByMe.List.Request)
    /// Shows the decisions whose order number, remark or name holds `text`.
    func search(_ text: String)
    /// Reads the route and history of the order of the row at `index` of the list shown.
    func openRoute(at index: Int)
    /// Closes the list: the screen beneath shows again as it was.
    func close()
}

/// What a router may read.
@MainActor
public protocol DecidedByMeDataStore: AnyObject {
    var filter: DecidedByMe.List.Request { get }
}

/// Holds the decisions read, the filter and the search; reads through `DecidedByMeReading`, copies its
/// entities into the scene's plain values, and owns the router that closes the scene.
@MainActor
public final class DecidedByMeInteractor: DecidedByMeBusinessLogic, DecidedByMeDataStore {
    public var presenter: (any DecidedByMePresentationLogic)?
    public var router: (any DecidedByMeRoutingLogic)?
    private let reader: any DecidedByMeReading
    /// The order under the cursor read-only, with its route (Enter).
    public let readOnlyOrder: ReadOnlyOrderInteractor
    public private(set) var filter = DecidedByMe.List.Request()
    private(set) var searchText = ""
    private(set) var entries: [DecidedByMe.Entry] = []
    private var shown: [DecidedByMe.Entry] = []
    private var failure: WorkerFailure?
    private var reading = false
    /// The list's reads: the answer to what was asked last wins.
    private let reads = LatestAnswer()
    /// The read started last (tests wait for it).
    private(set) var work: Task<Void, Never>?

    public init(reader: any DecidedByMeReading) {
        self.reader = reader
        readOnlyOrder = ReadOnlyOrderInteractor(reader: reader)
    }

    public func start() { read() }

    public func applyFilter(_ request: DecidedByMe.List.Request) {
        let days = min(max(request.days, 1), DecidedByMe.maximumDays)
        let readAgain = days != filter.days
        filter = .init(outcome: request.outcome, days: days)
        if readAgain { read() } else { present() }
    }

    public func search(_ text: String) {
        searchText = text
        present()
    }

    public func openRoute(at index: Int) {
        guard shown.indices.contains(index) else { return }
        readOnlyOrder.open(shown[index].order)
    }

    public func close() { router?.routeBack() }

    private func read() {
        reading = true
        present()
        let reader = self.reader
        let days = filter.days
        work = reads.ask({ await reader.decisions(days: days) }) { [weak self] result in
            guard let self, case .success(let read) = result else { return }
            self.entries = read.entries.map(Self.entry)
            self.failure = read.serverFailure
            self.reading = false
            self.present()
        }
    }

    private static func entry(_ e: DecidedByMeEntry) -> DecidedByMe.Entry {
        var entry = DecidedByMe.Entry(order: OrderID(e.order), outcome: DecidedByMe.Outcome(rawValue: e.outcome.rawValue) ?? .approved,
                                      decidedOn: DateFacts(e.decidedOn), remark: e.remark, reason: e.reason, forwardedTo: e.forwardedTo,
                                      forwardedToName: e.forwardedToName, state: DecidedByMe.State(rawValue: e.state.rawValue) ?? .recorded,
                                      sendsInSeconds: e.sendAfter.map { max(0, Int($0.timeIntervalSinceNow.rounded(.up))) } ?? 0)
        entry.lines = e.lines
        return entry
    }

    private func present() {
        let needle = searchText.trimmingCharacters(in: .whitespaces).lowercased()
        shown = entries.filter { entry in
            if filter.outcome != .all, entry.outcome.rawValue != filter.outcome.rawValue { return false }
            guard !needle.isEmpty else { return true }
            return [String(entry.order.number), entry.remark, entry.forwardedToName].contains { $0.lowercased().contains(needle) }
        }
        presenter?.presentDecisions(.init(entries: shown, total: entries.count, filter: filter, search: searchText, reading: reading,
                                          serverFailure: failure?.message, offline: failure?.kind == .offline))
    }
}
