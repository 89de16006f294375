/// Whose data a table of the store holds, which says what happens to its rows when the user changes.
public enum TableClass: Sendable, Equatable {
    /// Dynamic data of the logged-in user: emptied at logout and when another user logs in, so that one
    /// user's rows never reach the next (JDE row security).
    case perUser
    /// Codes, branches and the company's other shared data: survive logouts and users.
    case foundation
    /// What only this machine holds (the outbox, the notes queue): never silently dropped.
    case local
}

extension ClientSchema {
    /// Every table of the store, classified: the one list each other list of tables derives from. A test
    /// (`StoreTablesTests`) fails on a table of a fresh store that is missing here, and on a name here that
    /// no table has.
    public static let tables: [(name: String, kind: TableClass)] = [
        ("approval_queue", .perUser),
        ("order_headers", .perUser),
        ("order_lines", .perUser),
        ("names", .perUser),
        ("user_default_branch", .perUser),
        ("approval_route", .perUser),
        // Line remarks read from F4318 with the route, kept beside it.
        ("line_remarks", .perUser),
        ("queue_list", .perUser),
        ("queue_sync", .perUser),
        ("new_orders", .perUser),
        // What the approver saw of each order opened: the user's lines and amounts, forgotten with them.
        ("seen_orders", .perUser),
        // Budgets read beside orders, and a day the site refused them: a site may restrict F0902 by business unit.
        ("account_budgets", .perUser),
        ("budget_refusals", .perUser),
        // The orders the user raised, as last read (offline reading; `Δ` since seen).
        ("raised_orders", .perUser),
        ("raised_orders_read", .perUser),
        // Who the per-user rows belong to: goes with them.
        ("session_owner", .perUser),

        ("user_defined_codes", .foundation),
        ("branches", .foundation),
        ("colleagues", .foundation),
        ("supplier_history_reads", .foundation),
        ("supplier_history_orders", .foundation),
        ("inventory_items", .foundation),
        ("inventory_quantities", .foundation),
        ("inventory_quantity_reads", .foundation),
        // When each dataset was loaded and for whom: the table stays, and the rows of the user's datasets
        // are forgotten with the user's data (`SessionOwnerDao.clearUserData`).
        ("dataset_state", .foundation),

        ("decision_outbox", .local),
        ("media_queue", .local),
        // The home list's rebuild counter: one row that must stay (an index tells rebuilds apart by it).
        ("queue_list_generation", .local),
    ]

    /// The names of the tables of one class, in the order of `tables`.
    public static func tableNames(_ kind: TableClass) -> [String] {
        tables.filter { $0.kind == kind }.map(\.name)
    }
}
