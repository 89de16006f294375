import AIS

/// Why a decision through P43081 (`StockDecider`) did not happen. Every case but `outcomeUnknown` means
/// the server decided nothing: the buttons that decide were not pressed, or pressing them did nothing, or
/// the form refused. Texts from the server are untrusted (§8): make them inert before showing them.
public enum StockDecisionError: Error, Sendable, Equatable, CustomStringConvertible {
    /// W43081A does not list the order for this user (decided, forwarded or removed): nothing was pressed.
    case noLongerAwaits(OrderKey)
    /// W43081B's header does not name the order reviewed (`shown`: what it names): nothing was decided.
    case wrongOrderUnderReview(expected: OrderKey, shown: String)
    /// A line number chosen is not among W43081B's lines: nothing was pressed.
    case lineNotOnForm(Double)
    /// A control of the settings did nothing (the form stayed as it was) or is not on the form: its id
    /// is wrong for this site's version. `setting` is the key that holds it (`approvals.p43081.review`).
    case controlDidNothing(name: String, setting: String)
    /// A column the decision reads (by alias) is not on the form: this version does not show it.
    case missingColumn(alias: String, form: String)
    /// The form refused (its first error's `MOBILE`, else `TITLE`, else `DESC`, and its `CODE`).
    case refused(reason: String, code: String)
    /// The stack shows a form the step did not lead to (`found`): nothing more was pressed.
    case unexpectedForm(expected: String, found: String)
    /// W43081B (or W43081A's total) shows other figures than the approver saw (`found`: the order as the
    /// forms show it): nothing was pressed.
    case orderChanged(found: SeenOrder)
    /// The answer to the press of Approve or Reject was lost (`cause`): the decision may have been recorded.
    /// Settle it from F4209 (and F4311 for lines) before reporting or sending it again.
    case outcomeUnknown(AISError)

    /// Whether the server may have recorded the decision.
    public var mayHaveDecided: Bool {
        if case .outcomeUnknown = self { return true }
        return false
    }

    public var description: String {
        switch self {
        case .noLongerAwaits(let order): return "Order \(order) no longer awaits your approval."
        case .wrongOrderUnderReview(let expected, let shown):
            return "The approval form showed order \(shown) instead of \(expected); nothing was decided."
        case .lineNotOnForm(let line): return "Line \(Self.line(line)) is not on the order any more; nothing was decided."
        case .controlDidNothing(let name, let setting):
            return "The \(name) of P43081 did nothing: this site's version has another id. Set \(setting) "
                + "(the web client shows the id: Item Help › Advanced)."
        case .missingColumn(let alias, let form): return "The form \(form) of P43081 shows no \(alias) column."
        case .refused(let reason, _): return reason
        case .unexpectedForm(let expected, let found):
            return "P43081 showed the form \(found) where \(expected) was expected; nothing was decided."
        case .orderChanged: return "The order changed since you saw it; nothing was decided."
        case .outcomeUnknown(let cause): return "The answer to the decision was lost (\(cause.userMessage))."
        }
    }

    /// `2`, `1.001`.
    static func line(_ number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }
}
