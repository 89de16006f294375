
extension ApproveRejectOrderPresenter {
    /// The confirm dialog says exactly what will be decided: each order (or the count), suppliers,
    /// and the total per currency.
    public func presentConfirm(_ response: ApproveRejectOrder.Confirm.Response) {
        takeFormats()
        let verb = Self.verb(response.verdict)
        let count = response.orders.count
        var title = "\(verb) " + numbers.counted(count, "order")
        if let colleague = response.forwardTo { title += " to " + DecisionBatchWording.approver(colleague.addressNumber, name: colleague.name) }
        var lines: [String]
        if count <= 6 {
            lines = response.orders.map { row in
                "\(row.id) · \(row.supplierText) · \(numbers.amount(row.amount)) \(row.currency)"
            }
        } else {
            let suppliers = Set(response.orders.map(\.supplier)).count
            lines = ["\(numbers.grouped(count)) orders from \(numbers.counted(suppliers, "supplier")), numbers "
                     + "\(response.orders.map(\.id.number).min() ?? 0)…\(response.orders.map(\.id.number).max() ?? 0)"]
        }
        if let colleague = response.forwardTo {
            lines.append("to " + DecisionBatchWording.approver(colleague.addressNumber, name: colleague.name)
                         + ", who then decides in your place at this step")
        }
        var totals: [String: Double] = [:]
        for row in response.orders { totals[row.currency, default: 0] += row.amount }
        let totalLines = totals.keys.sorted().map { "Total \(numbers.amount(totals[$0] ?? 0)) \($0)" }
        view?.displayConfirm(.init(title: title, orderLines: lines, totals: totalLines,
                                   reasons: response.reasons.map { ($0.code, $0.text) },
                                   remarkRequired: response.remarkRequired, confirmLabel: verb, verdict: response.verdict,
                                   orders: response.orders.map(\.id), forwardTo: response.forwardTo))
    }

    static func verb(_ verdict: Verdict) -> String {
        switch verdict {
        case .approve: "Approve"
        case .reject: "Reject"
        case .forward: "Forward"
        }
    }

    public func presentDecision(_ response: ApproveRejectOrder.Decide.Response) {
        takeFormats()
        switch response {
        case .queued(let count, let verdict):
            let what = switch verdict {
            case .approve: "approval"
            case .reject: "rejection"
            case .forward: "forward"
            }
            view?.displayDecision(.init(message: count == 1 ? "Sending the \(what)…" : "Sending \(numbers.grouped(count)) \(what)s…", kind: .info))
        case .refusedLocally(let why):
            view?.displayDecision(.init(message: why, kind: .error))
        case .updated(let d, let next):
            let order = "Order \(d.order)"
            let done = switch d.verdict {
            case .approve: "approved"
            case .reject: "rejected"
            case .forward: "forwarded"
            }
            switch d.state {
            case .pending:
                view?.displayDecision(.init(message: "\(order): not sent yet; it will be sent when the server answers (\(d.message)).",
                                            kind: .warning, server: .decisionsWait))
            case .sending:
                view?.displayDecision(.init(message: "\(order): sending…", kind: .info))
            case .uncertain:
                view?.displayDecision(.init(message: "\(order): the answer was lost; checking with the server before anything is sent again.", kind: .warning))
            case .confirmed:
                view?.displayDecision(.init(message: "\(order) \(done).", kind: .success, server: .answered))
            case .forwarded:
                let whom = DecisionBatchWording.approver(d.nextApprover, name: next)
                let message = d.verdict == .forward ? "\(order) forwarded to \(whom)." : "\(order) approved, above your limit: forwarded to \(whom)."
                view?.displayDecision(.init(message: message, kind: .success, server: .answered))
            case .refused:
                view?.displayDecision(.init(message: "\(order) was not \(done): \(d.message)", kind: .error))
            case .superseded:
                view?.displayDecision(.init(message: "\(order) was not sent: \(d.message).", kind: .warning))
            case .stale:
                view?.displayDecision(.init(message: "\(order): \(d.message)", kind: .warning))
            }
        }
    }

    /// Notes use the decision message line: saved, uploaded, or waiting for the server.
    public func presentNote(_ response: ApproveRejectOrder.Note.Response) {
        takeFormats()
        switch response {
        case .saved(let key):
            view?.displayDecision(.init(message: "Note on order \(key) saved; uploading…", kind: .info))
        case .updated(let note):
            switch note.state {
            case .uploaded:
                view?.displayDecision(.init(message: "Note added to order \(note.order).", kind: .success, server: .answered))
            case .pending, .uncertain, .sending:
                view?.displayDecision(.init(message: "Note on order \(note.order) kept; it is uploaded when the server answers.",
                                            kind: .warning, server: .decisionsWait))
            case .failed:
                view?.displayDecision(.init(message: "Note on order \(note.order) failed: \(note.message)", kind: .error))
            }
        }
    }
}
