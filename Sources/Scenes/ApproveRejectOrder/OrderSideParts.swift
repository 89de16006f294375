import Resources

/// The parts read beside the order shown, each presenting itself: its supplier's history and its lines'
/// budget. The order interactor tells them which order it shows (`show`), that its lines came from the
/// server (`linesRead`), and that the order view left the screen (`stop`); what they read and when is theirs.
@MainActor
public final class OrderSideParts {
    /// The supplier history beside the order (its reader nil: none is shown, as in `signoff show`).
    public let supplierOrders = SupplierOrdersInteractor()
    /// The budget beside the order's lines (its reader nil: none is shown).
    public let budget = OrderBudgetInteractor()

    public init() {}

    /// The order shown is `key`, as the store holds it (`detail`; nil: none): what each part kept at once,
    /// the server's once the cursor rested `readPause`; a supplier history still unanswered after
    /// `noticeAfter` is said to be read.
    func show(_ key: OrderKey?, _ detail: OrderDetail?, today: LocalDate, readPause: Duration, noticeAfter: Duration) {
        supplierOrders.load(key, detail, today: today, readPause: readPause, noticeAfter: noticeAfter)
        budget.load(key, detail, today: today, readPause: readPause)
    }

    /// The shown order's lines came from the server (`detail` holds them): the budget they charge is shown
    /// at once, the cursor having rested already. The supplier history does not depend on the lines.
    func linesRead(_ key: OrderKey, _ detail: OrderDetail, today: LocalDate) {
        budget.load(key, detail, today: today, readPause: .zero)
    }

    /// Stops reading (the order view left the screen): nothing more is presented.
    func stop() {
        supplierOrders.stop()
        budget.stop()
    }
}
