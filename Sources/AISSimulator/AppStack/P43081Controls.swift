/// The control ids of the stock application P43081 (*Purchase Order Approvals*) as the simulator serves it
/// through `/jderest/v2/appstack` (contract §5.2): its buttons, its header controls and its grids' columns.
/// `standard` holds the ids of public P43081 clients; `moved` a site whose version moved every one of them
/// (`--moved-ids`), with the same aliases, so that a client that takes ids from its settings and finds grid
/// columns by alias can be tested against both. No moved id is a standard id of the same form.
struct P43081Controls: Sendable, Equatable {
    /// The grid of both forms (`SelectRow 1.N`, `SelectAllRows 1`, query conditions `1[ID]`).
    static let gridId = 1

    /// W43081A Find.
    let find: Int
    /// W43081A Review, the row exit that opens W43081B for the selected row.
    let review: Int
    /// W43081B Approve and Reject.
    let approve: Int
    let reject: Int
    /// W43081B's header: order number, type, company of the order under review.
    let header: [FormColumn]
    /// W43081A's grid: one row per order awaiting the user.
    let orderColumns: [FormColumn]
    /// W43081B's grid: one row per order line.
    let lineColumns: [FormColumn]

    static let standard = P43081Controls(
        find: 6, review: 114, approve: 94, reject: 96,
        header: [
            FormColumn("DOCO", 8, "txtOrderNumber", "Order Number", .number(decimals: 0)),
            FormColumn("DCTO", 10, "txtOrderType", "Order Type", .code),
            FormColumn("KCOO", 29, "txtOrderCompany", "Order Company", .code),
        ],
        orderColumns: [
            FormColumn("DOCO", 22, "mnOrderNumber", "Order Number", .number(decimals: 0)),
            FormColumn("DCTO", 21, "szOrderType", "Or Ty", .code),
            FormColumn("KCOO", 20, "szOrderCompany", "Order Co", .code),
            FormColumn("SFXO", 24, "szOrderSuffix", "Ord Suf", .code),
            FormColumn("TRDJ", 65, "dtOrderDate", "Order Date", .date),
            FormColumn("OTOT", 183, "mnOrderAmount", "Amount", .number(decimals: 2)),
            FormColumn("ALPH", 187, "szNameAlpha", "Supplier Name", .text),
            FormColumn("DRQJ", 178, "dtRequestDate", "Request Date", .date),
        ],
        lineColumns: [
            FormColumn("LNID", 40, "mnLineNumber", "Line Number", .number(decimals: 3)),
            FormColumn("SFXO", 148, "szOrderSuffix", "Ord Suf", .code),
            FormColumn("LITM", 81, "szIdentifier2ndItem", "Item Number", .code),
            FormColumn("UORG", 80, "mnQuantityOrdered", "Quantity", .number(decimals: nil)),
            FormColumn("PRRC", 82, "mnUnitCostPurchasing", "Unit Cost", .number(decimals: 4)),
            FormColumn("AEXP", 83, "mnExtendedPrice", "Extended Cost", .number(decimals: 2)),
            FormColumn("DSC1", 68, "szDescription", "Description", .text),
            FormColumn("LTTR", 151, "szStatusCodeLast", "Last Stat", .code),
        ])

    /// Every id moved; the aliases, names and titles stay.
    static let moved = P43081Controls(
        find: 16, review: 119, approve: 97, reject: 98,
        header: standard.header.moved([11, 12, 30]),
        orderColumns: standard.orderColumns.moved([31, 32, 33, 34, 66, 190, 191, 179]),
        lineColumns: standard.lineColumns.moved([41, 149, 85, 86, 87, 88, 69, 152]))

    /// W43081A's grid column with `id`, for a query condition `1[id]`.
    func orderColumn(id: Int) -> FormColumn? { orderColumns.first { $0.id == id } }

    /// Every control of each form as `NAME STANDARD->MOVED` (`Find 6->16`, `grid DOCO 22->31`), for `--help`.
    static var movedIds: [(form: String, changes: [String])] {
        func columns(_ prefix: String, _ a: [FormColumn], _ b: [FormColumn]) -> [String] {
            zip(a, b).enumerated().map { ($0 == 0 ? prefix + " " : "") + "\($1.0.alias) \($1.0.id)->\($1.1.id)" }
        }
        return [
            ("W43081A", ["Find \(standard.find)->\(moved.find)", "Review \(standard.review)->\(moved.review)"]
                + columns("grid", standard.orderColumns, moved.orderColumns)),
            ("W43081B", ["Approve \(standard.approve)->\(moved.approve)", "Reject \(standard.reject)->\(moved.reject)"]
                + columns("header", standard.header, moved.header) + columns("grid", standard.lineColumns, moved.lineColumns)),
        ]
    }
}

/// One control of a P43081 form: a header field or a grid column, with its data-dictionary alias (the key
/// with `aliasNaming`, `z_DOCO_22`), its data-dictionary name (the key without it, `mnOrderNumber_22`),
/// its title and how its values are written.
struct FormColumn: Sendable, Equatable {
    /// How a cell's `internalValue` and `value` are written, and its `dataType` (JDE's: 9 math numeric,
    /// 2 string, 11 date).
    enum Kind: Sendable, Equatable {
        /// A number; `value` with this many decimals (nil: as many as it has).
        case number(decimals: Int?)
        /// A code: written as stored (blank-padded), never altered by hostile-text mode.
        case code
        /// Free text: hostile-text mode may replace it.
        case text
        /// A date stored as ISO `yyyy-MM-dd`: `internalValue` epoch milliseconds as a string, `value` in the
        /// user's `simpleDateFormat`.
        case date
    }

    let alias: String
    let id: Int
    let name: String
    let title: String
    let kind: Kind

    init(_ alias: String, _ id: Int, _ name: String, _ title: String, _ kind: Kind) {
        self.alias = alias
        self.id = id
        self.name = name
        self.title = title
        self.kind = kind
    }

    var dataType: Int {
        switch kind {
        case .number: return 9
        case .code, .text: return 2
        case .date: return 11
        }
    }

    /// The key of this control in an answer: `z_ALIAS_ID` with `aliasNaming`, else `name_ID`.
    func key(aliasNaming: Bool) -> String { aliasNaming ? "z_\(alias)_\(id)" : "\(name)_\(id)" }
}

extension [FormColumn] {
    /// The same columns with the ids given, in order.
    fileprivate func moved(_ ids: [Int]) -> [FormColumn] {
        precondition(ids.count == count, "one moved id per column")
        return zip(self, ids).map { FormColumn($0.alias, $1, $0.name, $0.title, $0.kind) }
    }
}
