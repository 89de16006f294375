import Foundation
import Resources

/// Forwarding to a colleague: the picker finds employees as the user types (what was kept at once, the
/// server's answer 250 ms after the typing stops, the answer to the newest text only), then the confirm
/// dialog; the forward itself goes through the desk like any decision.
extension DecideInteractor {
    /// How long typing must pause before the server is asked.
    static let colleagueSearchDelay: Duration = .milliseconds(250)

    /// Opens the picker for these orders, with every kept colleague (then the server's first page).
    func startForward(_ rows: [OrderQueueRow]) {
        guard desk.colleagues != nil else {
            return refuse("Forwarding is not set up at this site: it needs the site's forward orchestration (approvals.forward-orchestration).")
        }
        colleagueSearch.answers.supersede()
        colleagueSearch = ColleagueSearch()
        let today = desk.today
        presenter?.presentForwardStart(.init(orders: rows.map { OrderFacts($0, today: today) }))
        searchColleagues(.init(text: ""))
    }

    public func searchColleagues(_ request: Decide.Forward.Search.Request) {
        guard let finder = desk.colleagues else { return }
        let text = request.text
        let kept = ((try? finder.storedColleagues(matching: text, limit: ColleagueDirectoryWorker.pageSize)) ?? []).map(ColleagueFacts.init)
        colleagueSearch.text = text
        colleagueSearch.found = kept
        colleagueSearch.next = nil
        colleagueSearch.readingMore = false
        presentColleagues(.searching)
        colleagueSearch.answers.ask(after: Self.colleagueSearchDelay, { try await finder.search(text) }) { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let page):
                self.colleagueSearch.found = page.colleagues.map(ColleagueFacts.init)
                self.colleagueSearch.next = page.next
                self.presentColleagues(.found)
            case .failure(let error):
                self.presentColleagues(.failed(WorkerFailure(error).message, offline: self.desk.connection.offline))
            }
        }
    }

    /// The next page for the same text, added below (the cursor reached the end of the list).
    public func moreColleagues() {
        guard let finder = desk.colleagues, let cursor = colleagueSearch.next, !colleagueSearch.readingMore else { return }
        colleagueSearch.readingMore = true
        colleagueSearch.answers.follow({ try await finder.more(cursor) }) { [weak self] result in
            guard let self else { return }
            self.colleagueSearch.readingMore = false
            switch result {
            case .success(let page):
                let known = Set(self.colleagueSearch.found.map(\.addressNumber))
                self.colleagueSearch.found += page.colleagues.map(ColleagueFacts.init).filter { !known.contains($0.addressNumber) }
                self.colleagueSearch.next = page.next
                self.presentColleagues(.found)
            case .failure(let error):
                self.colleagueSearch.next = nil
                self.presentColleagues(.failed(WorkerFailure(error).message, offline: false))
            }
        }
    }

    /// The colleague chosen: refused when it is the approver, else the confirm dialog with a remark.
    public func pickColleague(_ request: Decide.Forward.Pick.Request) {
        colleagueSearch.answers.supersede()
        guard let rows = decidableRows(request.orders) else { return }
        confirmForward(to: request.colleague, rows: rows)
    }

    func confirmForward(to colleague: ColleagueFacts, rows: [OrderQueueRow]) {
        guard colleague.addressNumber != desk.approver.addressNumber else { return refuse("An order cannot be forwarded to yourself.") }
        confirm(.init(verdict: .forward, orders: [], reasons: [], remarkRequired: false, forwardTo: colleague), rows: rows)
    }

    private func presentColleagues(_ progress: Decide.Forward.Search.Progress) {
        // The approver is never offered: an order cannot be forwarded to oneself.
        let me = desk.approver.addressNumber
        presenter?.presentColleagues(.init(text: colleagueSearch.text, colleagues: colleagueSearch.found.filter { $0.addressNumber != me },
                                           progress: progress, more: colleagueSearch.next != nil))
    }
}

/// The forward picker's search: the answer to the text typed last wins, and where its next page is.
@MainActor
struct ColleagueSearch {
    let answers = LatestAnswer()
    var text = ""
    var found: [ColleagueFacts] = []
    var next: DataPageCursor?
    var readingMore = false
}
