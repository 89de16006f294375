import AIS
import Resources
import Scenes

/// The budget's presentation logic for `show`: keeps the latest answer, and tells the command once the
/// budget is known (read, kept, failed, refused, or none to read).
@MainActor
final class BudgetCommandPresenter: OrderBudgetPresentationLogic {
    private(set) var latest: ApproveRejectOrder.Budget.Response?
    private var waiting: ((ApproveRejectOrder.Budget.Response) -> Void)?

    func presentBudget(_ response: ApproveRejectOrder.Budget.Response) {
        latest = response
        guard Self.isSettled(response), let waiting else { return }
        self.waiting = nil
        waiting(response)
    }

    /// The budget once settled: at once when it is, else when the read in flight answers.
    func settled() async -> ApproveRejectOrder.Budget.Response? {
        if let latest, Self.isSettled(latest) { return latest }
        guard latest != nil else { return nil }
        return await withCheckedContinuation { done in waiting = { done.resume(returning: $0) } }
    }

    static func isSettled(_ response: ApproveRejectOrder.Budget.Response) -> Bool {
        switch response.progress {
        case .asked, .reading: return false
        case .read, .failed, .refused, .noAccounts: return true
        }
    }

    /// `show --json`'s `budget`: per account its figures and this order's share; null when no line charges an account.
    static func json(_ response: ApproveRejectOrder.Budget.Response?) -> JSONValue {
        guard let response else { return .null }
        var fields: [(String, JSONValue)] = [("budgetApproval", .bool(response.budgetApproval)),
                                             ("accumulation", .string(response.accumulation.rawValue))]
        switch response.progress {
        case .noAccounts: return response.budgetApproval ? .object(fields + [("accounts", .array([]))]) : .null
        case .refused(let why, _): fields.append(("unreadable", .string(why)))
        case .failed(let why): fields.append(("error", .string(why)))
        case .asked, .reading, .read: break
        }
        fields.append(("approximate", .bool(true)))
        fields.append(("accounts", .array(response.shares.map(json))))
        return .object(fields)
    }

    /// One account in `show --json`: its figures, this order's share, and how far the order goes over (0: not).
    static func json(_ s: BudgetShareFacts) -> JSONValue {
        let figures: [(String, JSONValue)] = [("budget", .double(s.budget)), ("actual", .double(s.actual)),
                                              ("committed", .double(s.committed)), ("available", .double(s.available))]
        let share: [(String, JSONValue)] = [("thisOrder", .double(s.thisOrder)), ("over", .double(max(0, -s.left))),
                                            ("lines", .array(s.lineNumbers.map { JSONValue.double($0) })), ("readOn", s.readOn.iso.map { .string($0) } ?? .null)]
        let account: [(String, JSONValue)] = [("account", .string(s.account)), ("number", .string(s.number)),
                                              ("description", .string(s.description)), ("fiscalYear", .int(s.fiscalYear)),
                                              ("period", .int(s.period))]
        return .object(account + figures + share)
    }

    /// The budget as `show` writes it for people.
    static func write(_ response: ApproveRejectOrder.Budget.Response?, numbers: NumberStyle, dates: DateStyle, to out: ConsoleOutput) {
        guard let response else { return }
        let title = "Budget (approximate, \(response.accumulation.wording))" + (response.budgetApproval ? " · budget approval" : "")
        switch response.progress {
        case .noAccounts:
            if response.budgetApproval { out.line(title + ": no line of this order charges an account") }
            return
        case .refused(let why, _):
            out.line(title + ": not readable here (\(why))")
            return
        case .failed(let why) where response.shares.isEmpty:
            out.line(title + ": not read (\(why))")
            return
        default: break
        }
        out.line(title)
        let presenter = OrderBudgetPresenter(dates: dates, numbers: numbers)
        for share in response.shares {
            for row in presenter.shareRows(share, accumulation: response.accumulation) { out.line("  " + row.text) }
        }
        if case .failed(let why) = response.progress { out.line("  Kept figures; not read again: \(why)") }
    }
}
