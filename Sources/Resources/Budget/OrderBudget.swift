import AIS

/// The budget beside an order: for each account its lines charge, the account's figures and what this
/// order's lines on it come to. Lines rejected in P43081 charge nothing; inventory lines (no account) none.
public struct OrderBudget: Sendable, Equatable {
    public struct Share: Sendable, Equatable {
        public var account: AccountBudget
        /// The order's lines on the account (their `AEXP`: the domestic amount, as the books keep it).
        public var thisOrder: Double
        public var lineNumbers: [Double]

        /// What `thisOrder` leaves of the available amount: negative when the order goes over.
        public func left(_ accumulation: BudgetAccumulation) -> Double { account.figures(accumulation).available - thisOrder }
    }

    /// In the order of the order's lines.
    public var shares: [Share]

    public init(shares: [Share]) { self.shares = shares }

    /// The accounts `lines` charge, each once, in line order.
    public static func accounts(of lines: [PurchaseOrderLine]) -> [String] {
        var seen: Set<String> = []
        return lines.filter { !$0.account.isEmpty && !$0.isRejected }.map(\.account).filter { seen.insert($0).inserted }
    }

    /// The shares of `lines` in the accounts of `budgets` (an account without figures is left out).
    public init(lines: [PurchaseOrderLine], budgets: [AccountBudget]) {
        let byAccount = Dictionary(budgets.map { ($0.account, $0) }, uniquingKeysWith: { a, _ in a })
        shares = Self.accounts(of: lines).compactMap { account in
            guard let budget = byAccount[account] else { return nil }
            let charged = lines.filter { $0.account == account && !$0.isRejected }
            return Share(account: budget, thisOrder: charged.reduce(0) { $0 + $1.amount }, lineNumbers: charged.map(\.lineNumber))
        }
    }
}
