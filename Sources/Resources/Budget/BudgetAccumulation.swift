/// Which of an account's postings the budget beside an order sums (contract §4.2): the site's P4310 budget
/// option *Period Accumulation Method*, which Signoff cannot read, so a setting (`budget.accumulation`).
public enum BudgetAccumulation: String, Sendable, Equatable, CaseIterable {
    /// Every period of the fiscal year, 1 to 14: P4310's default (its option blank).
    case wholeYear = "whole-year"
    /// Periods 1 to the company's current one (its option `1`).
    case throughPeriod = "through-period"

    /// How the order view and `show --json` name it.
    public var wording: String {
        switch self {
        case .wholeYear: return "whole year"
        case .throughPeriod: return "through the current period"
        }
    }
}
