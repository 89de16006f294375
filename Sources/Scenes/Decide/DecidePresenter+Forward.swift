
/// The forward picker in words: its title, a row per colleague, and what the search is doing.
extension DecidePresenter {
    public func presentForwardStart(_ response: Decide.Forward.Start.Response) {
        takeFormats()
        let title = response.orders.count == 1 ? "Forward order \(response.orders[0].id) to…"
                                               : "Forward \(numbers.grouped(response.orders.count)) orders to…"
        view?.displayForwardStart(.init(title: title, orders: response.orders.map(\.id)))
    }

    public func presentColleagues(_ response: Decide.Forward.Search.Response) {
        takeFormats()
        let rows = response.colleagues.map { DecisionBatchWording.approver($0.addressNumber, name: $0.name) }
        let typed = response.text.trimmingCharacters(in: .whitespaces)
        let found = response.colleagues.count
        let count = numbers.counted(found, "colleague")
        let status: String
        var isProblem = false
        switch response.progress {
        case .searching:
            status = found == 0 ? "Searching the address book…" : "\(count) read before · searching the address book…"
        case .found:
            if found == 0 {
                status = typed.isEmpty ? "The address book lists no colleague you can forward to."
                                       : "No colleague matches “\(typed)”: type part of a name or an address number."
                isProblem = !typed.isEmpty
            } else {
                status = count + (response.more ? " · more below" : "")
            }
        case .failed(let why, let offline):
            isProblem = true
            let kept = found == 0 ? "none read before matches" : "\(count) read before"
            status = offline ? "The server does not answer: \(kept)." : "The address book could not be read (\(why)): \(kept)."
        }
        view?.displayColleagues(.init(colleagues: response.colleagues, rows: rows, status: status, isProblem: isProblem, more: response.more))
    }
}
