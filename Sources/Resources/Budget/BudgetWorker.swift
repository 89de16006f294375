import AIS
import Foundation
import Store

/// What the order view asks of the budget; a protocol so its tests answer without a server.
public protocol BudgetReading: Sendable {
    /// The accounts' budgets as kept (any day's), and why the site refused the budget's reads today, if it did.
    func stored(_ accounts: [String], today: LocalDate) -> (budgets: [AccountBudget], refused: String?)
    /// Reads the accounts' budgets of their companies' current fiscal year and keeps them for `today`.
    /// Throws `BudgetRefused` when the site refuses a read (a grant or a column it lacks): kept for the
    /// day, so no other order asks again.
    func read(_ accounts: [String], today: LocalDate) async throws -> [AccountBudget]
}

/// The site does not let this user read the budget (a `403`, or a table lacking a standard column): said
/// once, never an error per order.
public struct BudgetRefused: Error, Sendable, Equatable, CustomStringConvertible {
    public var reason: String
    public init(reason: String) { self.reason = reason }
    public var description: String { reason }
}

/// Reads budgets as contract §4.2's recipe says: the accounts, their balances, the company constants and
/// the fiscal patterns, all four requests at once; then each account's company's fiscal year and period,
/// and its ledgers summed. Kept per account for the day.
public final class BudgetWorker: BudgetReading {
    private let gate: SessionGate
    private let database: Database
    private let dao = BudgetDao()

    public init(gate: SessionGate, database: Database) {
        self.gate = gate
        self.database = database
    }

    public func stored(_ accounts: [String], today: LocalDate) -> (budgets: [AccountBudget], refused: String?) {
        (try? database.read { c in (try dao.budgets(accounts, in: c), try dao.refusal(on: today, in: c)) }) ?? ([], nil)
    }

    public func read(_ accounts: [String], today: LocalDate) async throws -> [AccountBudget] {
        guard !accounts.isEmpty else { return [] }
        if let refused = try database.read({ try dao.refusal(on: today, in: $0) }) { throw BudgetRefused(reason: refused) }
        let client = gate.client
        let read: BudgetReads
        do {
            read = try await gate.perform { session -> BudgetReads in
                let dates = RowDateReader(simpleDateFormat: session.userInfo.simpleDateFormat)
                let format = dates.userFormat
                let since = LocalDate(year: today.year - 2, month: 1, day: 1) ?? today
                async let accountRows = client.dataService.browseAll(BudgetService.accounts(accounts), session: session)
                async let balanceRows = client.dataService.browseAll(BudgetService.balances(accounts, today: today), session: session)
                async let constantRows = client.dataService.browseAll(BudgetService.constants(), session: session)
                async let patternRows = client.dataService.browseAll(BudgetService.patterns(since: since, dateFormat: format), session: session)
                return BudgetReads(accounts: try await accountRows.compactMap(BudgetService.account),
                                   balances: try await balanceRows.compactMap(BudgetService.balance),
                                   calendar: FiscalCalendar(constants: try await constantRows.compactMap { BudgetService.constants($0, dates: dates) },
                                                            patterns: try await patternRows.compactMap { BudgetService.pattern($0, dates: dates) }))
            }
        } catch let error as AISError where error.isNotAllowed || error.refusesColumns {
            let reason = WorkerFailure(error).message
            try? database.write { try dao.refuse(on: today, reason: reason, in: $0) }
            throw BudgetRefused(reason: reason)
        }
        do {
            let budgets = try read.budgets(today: today)
            try database.write { try dao.save(budgets, in: $0) }
            return budgets
        } catch let refused as BudgetRefused {
            try? database.write { try dao.refuse(on: today, reason: refused.reason, in: $0) }
            throw refused
        }
    }
}

/// The four reads' answers, made budgets.
struct BudgetReads: Sendable {
    var accounts: [(id: String, company: String, number: String, description: String)]
    var balances: [BalanceRow]
    var calendar: FiscalCalendar

    /// Each account read, with its company's fiscal position; throws the calendar's gap when a company's
    /// year cannot be known (the site's fiscal calendar lacks it: no figure would be right).
    func budgets(today: LocalDate) throws -> [AccountBudget] {
        try accounts.map { account in
            let position: FiscalPosition
            do { position = try calendar.position(of: account.company) } catch let gap as FiscalCalendar.Gap { throw BudgetRefused(reason: gap.description) }
            func sums(_ ledger: String) -> AccountBudget.Sums {
                BalanceRow.sums(balances, account: account.id, ledger: ledger, position: position)
            }
            return AccountBudget(account: account.id, company: account.company, number: account.number, description: account.description,
                                 position: position, budget: sums("BA"), actual: sums("AA"), committed: sums("PA"), readOn: today)
        }
    }
}
