/// What "Decided by me"'s interactor hands on to be shown.
@MainActor
public protocol DecidedByMePresentationLogic: AnyObject {
    func presentDecisions(_ response: DecidedByMe.List.Response)
}

/// The decisions as rows: when (the user's date format), order, outcome in words (a forward names whom it
/// went to), remark, reason, state; a title with the counts, the filter and the search, and a note that
/// says plainly when the server could not be read.
@MainActor
public final class DecidedByMePresenter: DecidedByMePresentationLogic, PresentsInUserFormats {
    public weak var view: (any DecidedByMeDisplayLogic)?
    var formats: DisplayFormats

    public init(formats: DisplayFormats) { self.formats = formats }

    public func presentDecisions(_ response: DecidedByMe.List.Response) {
        takeFormats()
        let rows = response.entries.map { entry in
            DecidedByMe.List.ViewModel.Row(cells: [dates.format(entry.decidedOn), entry.order.description, Self.outcome(of: entry),
                                                   entry.remark, entry.reason, Self.state(entry.state, sendsIn: entry.sendsInSeconds)],
                                           isOpen: entry.state != .recorded)
        }
        var title = "Decided by me · last \(numbers.counted(response.filter.days, "day"))"
        if response.filter.outcome != .all { title += " · \(response.filter.outcome.rawValue)" }
        if !response.search.isEmpty { title += " · “\(response.search)”" }
        title += response.entries.count == response.total
            ? " · \(numbers.counted(response.total, "decision"))"
            : " · \(numbers.grouped(response.entries.count)) of \(numbers.counted(response.total, "decision"))"
        var note: String?
        var problem = false
        if let failure = response.serverFailure {
            problem = true
            note = response.offline
                ? "Offline: your decisions on the server cannot be read now (\(failure)). Shown: what waits in the outbox."
                : "Your decisions on the server could not be read (\(failure)). Shown: what waits in the outbox."
        } else if response.reading {
            note = "Reading your decisions from the server…"
        } else if response.entries.isEmpty {
            note = response.total == 0 ? "No decisions of yours in the last \(numbers.counted(response.filter.days, "day"))."
                                       : "No decision matches the filter or the search."
        }
        view?.displayDecisions(.init(title: title, note: note, noteIsProblem: problem, rows: rows))
    }

    /// "approved", "rejected", "rejected line 6", "forwarded to Lefèvre, Marie-Hélène (4243)".
    public nonisolated static func outcome(of entry: DecidedByMe.Entry) -> String {
        let lines = entry.lines.isEmpty ? "" : " " + DecidePresenter.lineList(entry.lines)
        switch entry.outcome {
        case .approved: return "approved" + lines
        case .rejected: return "rejected" + lines
        case .forwarded:
            guard entry.forwardedTo > 0 else { return "forwarded" }
            return entry.forwardedToName.isEmpty ? "forwarded to \(entry.forwardedTo)"
                                                 : "forwarded to \(entry.forwardedToName) (\(entry.forwardedTo))"
        }
    }

    /// The state in words: recorded by the server, or where the outbox has it.
    public nonisolated static func state(_ state: DecidedByMe.State, sendsIn seconds: Int = 0) -> String {
        switch state {
        case .recorded: return "recorded"
        case .waiting: return "waiting · undo in \(seconds) s"
        case .pending: return "pending (outbox)"
        case .sending: return "sending"
        case .uncertain: return "uncertain (checking)"
        case .changed: return "not sent: the order changed"
        }
    }
}
