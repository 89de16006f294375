import Foundation
import Resources

/// Forwarding to a colleague: the picker finds employees as the user types (what was kept at once, the
/// server's answer 250 ms after the typing stops, the answer to the newest text only), then the confirm
/// dialog; the forward itself goes through the outbox like any decision.
extension ApproveRejectOrderInteractor {
    /// How long typing must pause before the server is asked.
    static let colleagueSearchDelay: UInt64 = 250_000_000

    /// Opens the picker for these orders, with every kept colleague (then the server's first page).
    func startForward(_ rows: [OrderQueueRow]) {
        guard let deciding, deciding.colleagues != nil else {
            presenter?.presentDecision(.refusedLocally("Forwarding is not available here."))
            return
        }
        colleagueSearch = ColleagueSearch()
        let today = deciding.queue.currentDay
        presenter?.presentForwardStart(.init(orders: rows.map { OrderFacts($0, today: today) }))
        searchColleagues(.init(text: ""))
    }

    public func searchColleagues(_ request: ApproveRejectOrder.Forward.Search.Request) {
        guard let finder = deciding?.colleagues else { return }
        colleagueSearch.task?.cancel()
        colleagueSearch.generation += 1
        let generation = colleagueSearch.generation
        let text = request.text
        let kept = ((try? finder.storedColleagues(matching: text, limit: ColleagueDirectoryWorker.pageSize)) ?? []).map(ColleagueFacts.init)
        colleagueSearch.text = text
        colleagueSearch.found = kept
        colleagueSearch.next = nil
        colleagueSearch.readingMore = false
        presentColleagues(.searching)
        colleagueSearch.task = Task { [weak self] in
            try? await Task.sleep(nanoseconds: Self.colleagueSearchDelay)
            guard !Task.isCancelled else { return }
            let result = await Self.capture { try await finder.search(text) }
            guard let self, !Task.isCancelled, self.colleagueSearch.generation == generation else { return }
            switch result {
            case .success(let page):
                self.colleagueSearch.found = page.colleagues.map(ColleagueFacts.init)
                self.colleagueSearch.next = page.next
                self.presentColleagues(.found)
            case .failure(let message):
                self.presentColleagues(.failed(message, offline: self.deciding?.connection.offline ?? false))
            }
        }
    }

    /// The next page for the same text, added below (the cursor reached the end of the list).
    public func moreColleagues() {
        guard let finder = deciding?.colleagues, let cursor = colleagueSearch.next, !colleagueSearch.readingMore else { return }
        colleagueSearch.readingMore = true
        let generation = colleagueSearch.generation
        Task { [weak self] in
            let result = await Self.capture { try await finder.more(cursor) }
            guard let self, self.colleagueSearch.generation == generation else { return }
            self.colleagueSearch.readingMore = false
            switch result {
            case .success(let page):
                let known = Set(self.colleagueSearch.found.map(\.addressNumber))
                self.colleagueSearch.found += page.colleagues.map(ColleagueFacts.init).filter { !known.contains($0.addressNumber) }
                self.colleagueSearch.next = page.next
                self.presentColleagues(.found)
            case .failure(let message):
                self.colleagueSearch.next = nil
                self.presentColleagues(.failed(message, offline: false))
            }
        }
    }

    /// The colleague chosen: refused when it is the approver, else the confirm dialog with a remark.
    public func pickColleague(_ request: ApproveRejectOrder.Forward.Pick.Request) {
        colleagueSearch.task?.cancel()
        colleagueSearch.generation += 1
        guard let rows = decidableRows(request.orders) else { return }
        confirmForward(to: request.colleague, rows: rows)
    }

    func confirmForward(to colleague: ColleagueFacts, rows: [OrderQueueRow]) {
        guard let deciding else { return }
        guard colleague.addressNumber != deciding.approver.addressNumber else {
            presenter?.presentDecision(.refusedLocally("An order cannot be forwarded to yourself."))
            return
        }
        let today = deciding.queue.currentDay
        presenter?.presentConfirm(.init(verdict: .forward, orders: rows.map { OrderFacts($0, today: today) }, reasons: [],
                                        remarkRequired: false, forwardTo: colleague))
    }

    private func presentColleagues(_ progress: ApproveRejectOrder.Forward.Search.Progress) {
        // The approver is never offered: an order cannot be forwarded to oneself.
        let me = deciding?.approver.addressNumber
        presenter?.presentColleagues(.init(text: colleagueSearch.text, colleagues: colleagueSearch.found.filter { $0.addressNumber != me },
                                           progress: progress,
                                           more: colleagueSearch.next != nil))
    }
}
