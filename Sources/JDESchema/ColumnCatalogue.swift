/// One column Signoff reads: its alias, what Signoff takes it for, and what Signoff does at a site whose
/// table lacks it (nil: the table is no use without it).
public struct CataloguedColumn: Sendable, Equatable {
    public let alias: String
    public let meaning: String
    public let withoutIt: String?

    public init(_ alias: String, _ meaning: String, withoutIt: String? = nil) {
        self.alias = alias
        self.meaning = meaning
        self.withoutIt = withoutIt
    }
}

/// One table Signoff reads, with every column it names (in `returnControlIDs`, a condition or an order).
public struct CataloguedTable: Sendable, Equatable {
    public let name: String
    public let title: String
    /// What Signoff reads the table for.
    public let purpose: String
    public let columns: [CataloguedColumn]

    public func column(_ alias: String) -> CataloguedColumn? { columns.first { $0.alias == alias } }
    public var aliases: [String] { columns.map(\.alias) }

    /// `aliases`, each checked to be catalogued: a query naming another column stops a debug build (the
    /// tests) at once, before any server could refuse it.
    public func named(_ aliases: String...) -> [String] { checked(aliases) }

    public func checked(_ aliases: [String]) -> [String] {
        for alias in aliases where column(alias) == nil {
            assertionFailure("\(name).\(alias) is not in the column catalogue (JDESchema/ColumnCatalogue.swift)")
        }
        return aliases
    }
}

/// The one list of the columns Signoff reads, per table, and what each means (contract §4, §4.1): every
/// query of the client names its columns through it, the simulator serves these tables, `signoff doctor`
/// tries them, and docs/JDE-SETUP.md prints them. A test holds it to `StandardColumns`.
public enum ColumnCatalogue {
    private static let orderKey = [
        CataloguedColumn("DOCO", "order number"), CataloguedColumn("DCTO", "order type"),
        CataloguedColumn("KCOO", "order company"), CataloguedColumn("SFXO", "order suffix"),
    ]

    public static let heldOrders = CataloguedTable(
        name: "F4209", title: "Held Orders",
        purpose: "the approval queue, every order's route and history, and the decisions made elsewhere",
        columns: orderKey + [
            CataloguedColumn("RPER", "the approver a row awaits or was decided by (address number)"),
            CataloguedColumn("ASTS", "approval status: 1N/2N awaiting, 1A/2A approved, 1R/2R rejected, 3N originator told, ' O' the originator's row, FW forwarded"),
            CataloguedColumn("ARTG", "approval route"),
            CataloguedColumn("AN8", "the order's originator (address number)"),
            CataloguedColumn("RDB", "the user who wrote the row (the deciding approver)"),
            CataloguedColumn("RDJ", "the day the row was written: the refresh reads rows written since a day"),
            CataloguedColumn("RDT", "the time (HHmmss) the row was written", withoutIt: "rows are ordered by day only"),
        ])

    public static let orderHeaders = CataloguedTable(
        name: "F4301", title: "Purchase Order Header",
        purpose: "each order's supplier, date, branch, currency and total",
        columns: orderKey + [
            CataloguedColumn("MCU", "the order's branch/plant"),
            CataloguedColumn("AN8", "supplier (address number)"),
            CataloguedColumn("TRDJ", "order date"),
            CataloguedColumn("DRQJ", "requested date"),
            CataloguedColumn("CRCD", "currency"),
            CataloguedColumn("OTOT", "order total"),
            CataloguedColumn("ORBY", "ordered by"),
            CataloguedColumn("VR01", "reference"),
            CataloguedColumn("UPMJ", "the day the order was last changed: the refresh finds changed orders by it",
                             withoutIt: "an order changed while it awaits is seen at the next full read"),
            CataloguedColumn("TDAY", "the time (HHmmss) the order was last changed", withoutIt: "changes are ordered by day only"),
        ])

    public static let orderLines = CataloguedTable(
        name: "F4311", title: "Purchase Order Detail File",
        purpose: "each order's lines",
        columns: orderKey + [
            CataloguedColumn("LNID", "line number"), CataloguedColumn("LNTY", "line type"),
            CataloguedColumn("ITM", "short item number"), CataloguedColumn("LITM", "item number"),
            CataloguedColumn("DSC1", "description"), CataloguedColumn("DSC2", "description, second line"),
            CataloguedColumn("MCU", "the line's branch/plant"), CataloguedColumn("UOM", "unit of measure"),
            CataloguedColumn("UORG", "quantity"), CataloguedColumn("PRRC", "unit cost"),
            CataloguedColumn("AEXP", "extended amount"), CataloguedColumn("CRCD", "currency"),
            CataloguedColumn("DRQJ", "requested date"), CataloguedColumn("LTTR", "last status (a site may mark rejected lines by it)"),
            CataloguedColumn("NXTR", "next status"),
            CataloguedColumn("STTS", "line approval status: 'R ' = rejected in P43081",
                             withoutIt: "rejected lines are known by their last status only (approvals.p43081.rejected-status, 980)"),
            CataloguedColumn("AID", "the line's account id (blank: an inventory line, no budget)",
                             withoutIt: "no budget is shown beside the lines"),
        ])

    public static let addressBook = CataloguedTable(
        name: "F0101", title: "Address Book Master",
        purpose: "the names of suppliers, originators and approvers",
        columns: [CataloguedColumn("AN8", "address number"), CataloguedColumn("ALPH", "name"),
                  CataloguedColumn("AT1", "search type (E employee, V supplier)")])

    public static let itemMaster = CataloguedTable(
        name: "F4101", title: "Item Master",
        purpose: "items for the inventory screen",
        columns: [CataloguedColumn("ITM", "short item number"), CataloguedColumn("LITM", "item number"),
                  CataloguedColumn("AITM", "third item number"), CataloguedColumn("DSC1", "description"),
                  CataloguedColumn("DSC2", "description, second line"), CataloguedColumn("UOM1", "primary unit"),
                  CataloguedColumn("STKT", "stocking type")])

    public static let itemLocations = CataloguedTable(
        name: "F41021", title: "Item Location File",
        purpose: "quantities for the inventory screen",
        columns: [CataloguedColumn("ITM", "short item number"), CataloguedColumn("MCU", "branch/plant"),
                  CataloguedColumn("LOCN", "location"), CataloguedColumn("LOTN", "lot"),
                  CataloguedColumn("PQOH", "on hand"), CataloguedColumn("PCOM", "soft committed"),
                  CataloguedColumn("HCOM", "hard committed"), CataloguedColumn("PREQ", "on purchase order"),
                  CataloguedColumn("QWBO", "on receipt")])

    public static let businessUnits = CataloguedTable(
        name: "F0006", title: "Business Unit Master",
        purpose: "branch names",
        columns: [CataloguedColumn("MCU", "business unit"), CataloguedColumn("DL01", "description"),
                  CataloguedColumn("STYL", "type (BP = branch/plant)"), CataloguedColumn("CO", "company")])

    public static let userDefinedCodes = CataloguedTable(
        name: "F0005", title: "User Defined Code Values",
        purpose: "order types, line statuses, reject reasons and units",
        columns: [CataloguedColumn("SY", "product code"), CataloguedColumn("RT", "code type"),
                  CataloguedColumn("KY", "code"), CataloguedColumn("DL01", "description"),
                  CataloguedColumn("DL02", "second description")])

    public static let defaultLocations = CataloguedTable(
        name: "F40095", title: "Default Location & Printers",
        purpose: "the user's default branch/plant",
        columns: [CataloguedColumn("TERM", "the user id (or a terminal)"), CataloguedColumn("MCU", "default branch/plant")])

    public static let remarks = CataloguedTable(
        name: "F4318", title: "Order and line remarks",
        purpose: "remarks written with approvals (order level at LNID 0; line remarks beside their lines)",
        columns: orderKey + [CataloguedColumn("LNID", "line number, 0 for the order"), CataloguedColumn("RMK", "remark")])

    public static let all: [CataloguedTable] = [heldOrders, orderHeaders, orderLines, addressBook, itemMaster, itemLocations,
                                                businessUnits, userDefinedCodes, defaultLocations, remarks]
        + budgetTables

    public static func table(_ name: String) -> CataloguedTable? { all.first { $0.name == name.uppercased() } }
}
