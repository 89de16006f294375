/// The budget beside an order (contract §4.2): each account its lines charge, with the account's budget,
/// actual, committed and available amounts, and this order's share of it. Its own use case, read after
/// the order, so it never holds the order's other panes back.
extension ApproveRejectOrder {
    public enum Budget {
        public struct Response: Sendable, Equatable {
            public var progress: Progress
            /// What is known: as kept, or as just read; empty while nothing is.
            public var shares: [BudgetShareFacts]
            /// Which postings the figures sum (the setting `budget.accumulation`).
            public var accumulation: Accumulation
            /// The order awaits the user's budget approval (`1N`): the budget comes first.
            public var budgetApproval: Bool
            /// Accounts of the order's lines whose figures are being read and not among `shares` yet.
            public var awaited = 0
        }
        /// Which postings the figures sum: the setting `budget.accumulation`, by its values.
        public enum Accumulation: String, Sendable, Equatable {
            case wholeYear = "whole-year"
            case throughPeriod = "through-period"

            public var wording: String { self == .wholeYear ? "whole year" : "through the current period" }
        }
        public enum Progress: Sendable, Equatable {
            /// No line of the order charges an account (inventory lines only): no budget to show.
            case noAccounts
            /// The server is asked, nothing was kept, and the answer is not yet long in coming.
            case asked
            /// The server is being asked (what was kept, if anything, is shown meanwhile).
            case reading
            case read
            /// The server could not be asked: what was kept is shown, or nothing was.
            case failed(String)
            /// The site does not let the budget be read here (a grant, a column, its calendar): said once
            /// (`firstTime`), never again per order.
            case refused(String, firstTime: Bool)
        }
        public struct ViewModel: Sendable, Equatable {
            public struct Row: Sendable, Equatable {
                public var text: String
                /// This order goes over what the account has available: drawn in the warning colour.
                public var over: Bool
                /// The account's line (number and description) rather than its figures.
                public var heading: Bool
            }
            public var title: String
            public var rows: [Row]
            public var note: String?
            public var noteIsProblem: Bool
            /// Shown above the order's lines (a budget approval), not below them.
            public var first: Bool
            /// Accounts still being read, counted with those that do not fit ("+ 2 more accounts") once
            /// some account is shown: the count does not change when they come.
            public var awaited = 0
        }
    }
}

/// One account's figures and this order's share, as the order scene hands them to its presenter (copied
/// from the worker's `OrderBudget.Share`).
public struct BudgetShareFacts: Sendable, Equatable {
    public var account: String
    public var number: String
    public var description: String
    public var fiscalYear: Int
    public var period: Int
    public var budget: Double
    public var actual: Double
    public var committed: Double
    public var available: Double
    public var thisOrder: Double
    public var lineNumbers: [Double]
    /// The day the figures were read.
    public var readOn: DateFacts

    /// What the order leaves of the available amount: negative when it goes over.
    public var left: Double { available - thisOrder }
}
