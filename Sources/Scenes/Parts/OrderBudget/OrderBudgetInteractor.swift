import Foundation
import Resources

/// The budget beside the order shown: what was kept today at once, with no request; else what was kept
/// before, and the server's after the cursor rests (the four reads together). A site that refuses the
/// reads is said once; later orders show no budget and ask nothing that day.
@MainActor
public final class OrderBudgetInteractor {
    public var presenter: (any OrderBudgetPresentationLogic)?
    /// Reads the budgets (nil: none is shown).
    public var reader: (any BudgetReading)?
    /// Which postings the figures sum, as the settings say now.
    public var accumulation: @MainActor () -> BudgetAccumulation = { .wholeYear }
    /// The budget's reads: the answer for the order shown now wins.
    let answers = LatestAnswer()
    /// The refusal was said since the app started.
    private var refusalSaid = false
    /// The read asked for and not answered yet: its order and accounts, when it goes to the server (after
    /// its pause), and the lines it is shown beside (the order's lines read again while the budget is read
    /// change the shares, not the read).
    private var pending: (key: OrderKey, accounts: Set<String>, sentAt: ContinuousClock.Instant, lines: [PurchaseOrderLine],
                          budgetApproval: Bool)?
    /// The read asked for last (tests wait for it).
    private(set) var work: Task<Void, Never>?

    public init() {}

    /// The order shown is `key`, as `detail` holds it (nil: none).
    func load(_ key: OrderKey?, _ detail: OrderDetail?, today: LocalDate, readPause: Duration) {
        guard let reader, let key, let detail else {
            supersede()
            return present(.noAccounts, [], budgetApproval: false, lines: [])
        }
        let lines = detail.lines
        let budgetApproval = detail.queueEntry?.status == "1N"
        let accounts = OrderBudget.accounts(of: lines)
        guard !accounts.isEmpty else {
            supersede()
            return present(.noAccounts, [], budgetApproval: budgetApproval, lines: lines)
        }
        let kept = reader.stored(accounts, today: today)
        if let refused = kept.refused { return refuse(refused, budgetApproval: budgetApproval, lines: lines) }
        // Only the accounts not read today are asked for: one read today is kept for the day.
        let keptToday = kept.budgets.filter { $0.readOn == today }
        let unread = accounts.filter { account in !keptToday.contains { $0.account == account } }
        guard !unread.isEmpty else {
            supersede()
            return present(.read, kept.budgets, budgetApproval: budgetApproval, lines: lines)
        }
        // Figures all from today stand as read; the accounts still asked for join them when they come.
        let progress: ApproveRejectOrder.Budget.Progress = kept.budgets.isEmpty ? .asked
            : kept.budgets.count == keptToday.count ? .read : .reading
        let awaited = unread.filter { account in !kept.budgets.contains { $0.account == account } }.count
        present(progress, kept.budgets, budgetApproval: budgetApproval, lines: lines, awaited: awaited)
        // The same order's lines again (read from the server) while its accounts are read, or will be no
        // later than this asks: the read goes on.
        let sentAt = ContinuousClock.now + readPause
        if let asked = pending, asked.key == key, asked.accounts == Set(unread), asked.sentAt <= sentAt {
            pending?.lines = lines
            pending?.budgetApproval = budgetApproval
            return
        }
        pending = (key, Set(unread), sentAt, lines, budgetApproval)
        work = answers.ask(after: readPause, { try await reader.read(unread, today: today) }) { [weak self] result in
            guard let self, let shown = self.pending else { return }
            self.pending = nil
            let (budgetApproval, lines) = (shown.budgetApproval, shown.lines)
            switch result {
            case .success(let budgets):
                let stillKept = keptToday.filter { kept in !budgets.contains { $0.account == kept.account } }
                self.present(.read, stillKept + budgets, budgetApproval: budgetApproval, lines: lines)
            case .failure(let refused as BudgetRefused):
                self.refuse(refused.reason, budgetApproval: budgetApproval, lines: lines)
            case .failure(let error):
                self.present(.failed(WorkerFailure(error).message), kept.budgets, budgetApproval: budgetApproval, lines: lines)
            }
        }
    }

    /// Stops reading (the order view left the screen): nothing more is presented.
    func stop() { supersede() }

    /// The read in flight, if any, is answered to no one.
    private func supersede() {
        answers.supersede()
        pending = nil
    }

    private func refuse(_ reason: String, budgetApproval: Bool, lines: [PurchaseOrderLine]) {
        supersede()
        present(.refused(reason, firstTime: !refusalSaid), [], budgetApproval: budgetApproval, lines: lines)
        refusalSaid = true
    }

    private func present(_ progress: ApproveRejectOrder.Budget.Progress, _ budgets: [AccountBudget], budgetApproval: Bool,
                         lines: [PurchaseOrderLine], awaited: Int = 0) {
        let accumulation = accumulation()
        let shares = OrderBudget(lines: lines, budgets: budgets).shares.map { BudgetShareFacts($0, accumulation: accumulation) }
        presenter?.presentBudget(.init(progress: progress, shares: shares, accumulation: accumulation == .wholeYear ? .wholeYear : .throughPeriod,
                                       budgetApproval: budgetApproval, awaited: awaited))
    }
}

extension BudgetShareFacts {
    init(_ share: OrderBudget.Share, accumulation: BudgetAccumulation) {
        let figures = share.account.figures(accumulation)
        let day = share.account.readOn
        self.init(account: share.account.account, number: share.account.number, description: share.account.description,
                  fiscalYear: share.account.position.fullYear, period: share.account.position.period, budget: figures.budget,
                  actual: figures.actual, committed: figures.committed, available: figures.available, thisOrder: share.thisOrder,
                  lineNumbers: share.lineNumbers, readOn: .day(year: day.year, month: day.month, day: day.day))
    }
}
