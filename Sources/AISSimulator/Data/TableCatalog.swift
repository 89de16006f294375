import JDESchema

/// The JDE tables the simulator serves through the data service, with their columns (data-dictionary
/// aliases). The catalog is the whitelist: a column a request names must be here, and only catalog
/// names ever reach SQL. Every column is one a standard JD Edwards table has (`StandardColumns`, contract
/// §4.1), and every column Signoff reads (`ColumnCatalogue`) is here: `nonStandardColumns` and
/// `unservedColumns` say otherwise, and a test holds both empty.
struct ColumnSpec: Sendable {
    enum Kind: Sendable, Equatable {
        /// A whole number (order number, address number, short item number).
        case integer
        /// A number with decimals, in display units.
        case decimal
        /// A code: compared exactly, never altered by hostile-text mode.
        case code
        /// Free text (names, descriptions): hostile-text mode may replace it.
        case text
        /// A date, stored as ISO `yyyy-MM-dd` (blank as ""), written in the user's format.
        case date
    }

    let alias: String
    let kind: Kind
    let title: String
    /// Codes JDE stores right-justified and blank-padded to this width (business units: 12).
    var rightJustifiedWidth: Int? = nil

    var isNumber: Bool { kind == .integer || kind == .decimal }
    var isString: Bool { kind == .code || kind == .text }

    var sqlType: String {
        switch kind {
        case .integer: return "INTEGER"
        case .decimal: return "REAL"
        case .code, .text, .date: return "TEXT"
        }
    }

    /// A value as JDE stores it: right-justified codes padded to their width.
    func stored(_ code: String) -> String {
        guard let width = rightJustifiedWidth, code.count < width else { return code }
        return String(repeating: " ", count: width - code.count) + code
    }
}

struct TableSpec: Sendable {
    let name: String
    let title: String
    let columns: [ColumnSpec]
    /// The default sort, and the unique key where there is one.
    let keyColumns: [String]
    /// Extra indexes, each a list of columns.
    let indexes: [[String]]

    func column(_ alias: String) -> ColumnSpec? { columns.first { $0.alias == alias } }
    var quotedName: String { "\"\(name)\"" }
}

enum TableCatalog {
    static let businessUnitWidth = 12
    static let userDefinedCodeWidth = 10

    private static func mcu(_ title: String = "Business Unit") -> ColumnSpec {
        ColumnSpec(alias: "MCU", kind: .code, title: title, rightJustifiedWidth: businessUnitWidth)
    }

    /// The widest remark `F4318.RMK` holds.
    static let remarkWidth = 30

    /// When an order's header or line last changed (contract §4): every change of the order stamps them
    /// with the simulator's clock (`ChangeStamp`).
    private static let changeStamp: [ColumnSpec] = [
        ColumnSpec(alias: "UPMJ", kind: .date, title: "Date Updated"),
        ColumnSpec(alias: "TDAY", kind: .integer, title: "Time of Day"),
    ]

    private static let orderKey: [ColumnSpec] = [
        ColumnSpec(alias: "DOCO", kind: .integer, title: "Order Number"),
        ColumnSpec(alias: "DCTO", kind: .code, title: "Order Type"),
        ColumnSpec(alias: "KCOO", kind: .code, title: "Order Company"),
        ColumnSpec(alias: "SFXO", kind: .code, title: "Order Suffix"),
    ]

    /// Every write of a row stamps `RDJ`, `RDT` and `RDB` (`HeldOrderRow`); `TRDJ` is the day the row was
    /// added; `MCU` and `ATY` stay blank on approval rows. The columns are in the order a migrated
    /// database has them (`Schema`).
    static let heldOrders = TableSpec(
        name: "F4209", title: "Held Orders",
        columns: orderKey + [
            ColumnSpec(alias: "RPER", kind: .integer, title: "Person Responsible"),
            ColumnSpec(alias: "ASTS", kind: .code, title: "Approval Status"),
            ColumnSpec(alias: "ARTG", kind: .code, title: "Approval Route"),
            ColumnSpec(alias: "AN8", kind: .integer, title: "Originator"),
            mcu(),
            ColumnSpec(alias: "TRDJ", kind: .date, title: "Transaction Date"),
            ColumnSpec(alias: "RDJ", kind: .date, title: "Date Last Updated"),
            ColumnSpec(alias: "RDB", kind: .code, title: "Updated By"),
            ColumnSpec(alias: "ATY", kind: .code, title: "Approver Type"),
            ColumnSpec(alias: "RDT", kind: .integer, title: "Time Last Updated"),
        ],
        keyColumns: ["DOCO", "DCTO", "KCOO", "SFXO"],
        // The third index keeps its place (and so its name, F4209_3) from the UPMJ it replaced.
        indexes: [["RPER", "DOCO"], ["DOCO", "DCTO", "KCOO", "SFXO"], ["RDJ"]])

    static let orderHeaders = TableSpec(
        name: "F4301", title: "Purchase Order Header",
        columns: orderKey + [
            mcu(),
            ColumnSpec(alias: "AN8", kind: .integer, title: "Supplier"),
            ColumnSpec(alias: "TRDJ", kind: .date, title: "Order Date"),
            ColumnSpec(alias: "DRQJ", kind: .date, title: "Requested Date"),
            ColumnSpec(alias: "CRCD", kind: .code, title: "Currency Code"),
            ColumnSpec(alias: "OTOT", kind: .decimal, title: "Order Total"),
            ColumnSpec(alias: "ORBY", kind: .code, title: "Ordered By"),
            ColumnSpec(alias: "VR01", kind: .text, title: "Reference"),
        ] + changeStamp,
        keyColumns: ["DOCO", "DCTO", "KCOO", "SFXO"],
        // A refresh asks for the headers changed since a day (`UPMJ GREATER_EQUAL`, in `UPMJ` order, contract
        // §4): without this index each such read walked every header.
        indexes: [["UPMJ"]])

    static let orderLines = TableSpec(
        name: "F4311", title: "Purchase Order Detail File",
        columns: orderKey + [
            ColumnSpec(alias: "LNID", kind: .decimal, title: "Line Number"),
            ColumnSpec(alias: "LNTY", kind: .code, title: "Line Type"),
            ColumnSpec(alias: "ITM", kind: .integer, title: "Item Number (Short)"),
            ColumnSpec(alias: "LITM", kind: .code, title: "2nd Item Number"),
            ColumnSpec(alias: "DSC1", kind: .text, title: "Description"),
            ColumnSpec(alias: "DSC2", kind: .text, title: "Description Line 2"),
            mcu("Branch/Plant"),
            ColumnSpec(alias: "UOM", kind: .code, title: "Unit of Measure"),
            ColumnSpec(alias: "UORG", kind: .decimal, title: "Quantity Ordered"),
            ColumnSpec(alias: "PRRC", kind: .decimal, title: "Unit Cost"),
            ColumnSpec(alias: "AEXP", kind: .decimal, title: "Extended Cost"),
            ColumnSpec(alias: "CRCD", kind: .code, title: "Currency Code"),
            ColumnSpec(alias: "DRQJ", kind: .date, title: "Requested Date"),
            ColumnSpec(alias: "LTTR", kind: .code, title: "Last Status"),
            ColumnSpec(alias: "NXTR", kind: .code, title: "Next Status"),
            // `R ` when the line was rejected through P43081 (contract §5.2), else blank.
            ColumnSpec(alias: "STTS", kind: .code, title: "Line Approval Status"),
        ] + changeStamp + [
            // The line's account (contract §4.2), blank on an inventory line (`LNTY` `S`): no budget.
            ColumnSpec(alias: "AID", kind: .code, title: "Account ID"),
            ColumnSpec(alias: "OMCU", kind: .code, title: "Business Unit - Object", rightJustifiedWidth: businessUnitWidth),
            ColumnSpec(alias: "OBJ", kind: .code, title: "Object Account"),
            ColumnSpec(alias: "SUB", kind: .code, title: "Subsidiary"),
        ],
        keyColumns: ["DOCO", "DCTO", "KCOO", "SFXO", "LNID"],
        indexes: [])

    static let addressBook = TableSpec(
        name: "F0101", title: "Address Book Master",
        columns: [
            ColumnSpec(alias: "AN8", kind: .integer, title: "Address Number"),
            ColumnSpec(alias: "ALPH", kind: .text, title: "Alpha Name"),
            ColumnSpec(alias: "AT1", kind: .code, title: "Search Type"),
        ],
        keyColumns: ["AN8"], indexes: [])

    static let itemMaster = TableSpec(
        name: "F4101", title: "Item Master",
        columns: [
            ColumnSpec(alias: "ITM", kind: .integer, title: "Item Number (Short)"),
            ColumnSpec(alias: "LITM", kind: .code, title: "2nd Item Number"),
            ColumnSpec(alias: "AITM", kind: .code, title: "3rd Item Number"),
            ColumnSpec(alias: "DSC1", kind: .text, title: "Description"),
            ColumnSpec(alias: "DSC2", kind: .text, title: "Description Line 2"),
            ColumnSpec(alias: "UOM1", kind: .code, title: "Primary UoM"),
            ColumnSpec(alias: "STKT", kind: .code, title: "Stocking Type"),
        ],
        keyColumns: ["ITM"], indexes: [["LITM"]])

    static let itemLocations = TableSpec(
        name: "F41021", title: "Item Location File",
        columns: [
            ColumnSpec(alias: "ITM", kind: .integer, title: "Item Number (Short)"),
            mcu("Branch/Plant"),
            ColumnSpec(alias: "LOCN", kind: .code, title: "Location"),
            ColumnSpec(alias: "LOTN", kind: .code, title: "Lot/Serial"),
            ColumnSpec(alias: "PQOH", kind: .decimal, title: "Quantity On Hand"),
            ColumnSpec(alias: "PCOM", kind: .decimal, title: "Soft Committed"),
            ColumnSpec(alias: "HCOM", kind: .decimal, title: "Hard Committed"),
            ColumnSpec(alias: "PREQ", kind: .decimal, title: "On Purchase Order"),
            ColumnSpec(alias: "QWBO", kind: .decimal, title: "On Receipt"),
        ],
        keyColumns: ["ITM", "MCU", "LOCN", "LOTN"], indexes: [])

    static let businessUnits = TableSpec(
        name: "F0006", title: "Business Unit Master",
        columns: [
            mcu(),
            ColumnSpec(alias: "DL01", kind: .text, title: "Description"),
            ColumnSpec(alias: "STYL", kind: .code, title: "BU Type"),
            ColumnSpec(alias: "CO", kind: .code, title: "Company"),
        ],
        keyColumns: ["MCU"], indexes: [])

    static let userDefinedCodes = TableSpec(
        name: "F0005", title: "User Defined Code Values",
        columns: [
            ColumnSpec(alias: "SY", kind: .code, title: "Product Code"),
            ColumnSpec(alias: "RT", kind: .code, title: "User Defined Codes"),
            ColumnSpec(alias: "KY", kind: .code, title: "User Defined Code", rightJustifiedWidth: userDefinedCodeWidth),
            ColumnSpec(alias: "DL01", kind: .text, title: "Description"),
            ColumnSpec(alias: "DL02", kind: .text, title: "Description 02"),
        ],
        keyColumns: ["SY", "RT", "KY"], indexes: [])

    /// A user's default branch/plant, keyed by the user id in `TERM` (a terminal's, on other rows).
    static let defaultLocations = TableSpec(
        name: "F40095", title: "Default Location & Printers",
        columns: [
            ColumnSpec(alias: "TERM", kind: .code, title: "Terminal/User ID"),
            mcu("Branch/Plant"),
        ],
        keyColumns: ["TERM"], indexes: [])

    /// Remarks written with decisions: the order's at `LNID` 0, a line's beside it. An order may hold
    /// several (one per decision that carried one); the key is the default sort, not unique.
    static let remarks = TableSpec(
        name: "F4318", title: "Order and line remarks",
        columns: orderKey + [
            ColumnSpec(alias: "LNID", kind: .decimal, title: "Line Number"),
            ColumnSpec(alias: "RMK", kind: .text, title: "Remark"),
        ],
        keyColumns: ["DOCO", "DCTO", "KCOO", "SFXO", "LNID"], indexes: [])

    // MARK: Budget context (contract §4.2)

    /// The account master: one row per account, keyed by its id (`AID`, 8 characters).
    static let accounts = TableSpec(
        name: "F0901", title: "Account Master",
        columns: [
            ColumnSpec(alias: "AID", kind: .code, title: "Account ID"),
            ColumnSpec(alias: "CO", kind: .code, title: "Company"),
            mcu(),
            ColumnSpec(alias: "OBJ", kind: .code, title: "Object Account"),
            ColumnSpec(alias: "SUB", kind: .code, title: "Subsidiary"),
            ColumnSpec(alias: "DL01", kind: .text, title: "Description"),
            ColumnSpec(alias: "LDA", kind: .code, title: "Level of Detail"),
        ],
        keyColumns: ["AID"], indexes: [["MCU", "OBJ", "SUB"]])

    /// The net postings of periods 1 to 14 of a fiscal year.
    static let periodColumns: [String] = (1...14).map { "AN" + ($0 < 10 ? "0\($0)" : "\($0)") }

    /// Account balances: per account, fiscal year and ledger (`BA` budget, `AA` actual, `PA` open commitments),
    /// one row per subledger and currency; a client sums them.
    static let balances = TableSpec(
        name: "F0902", title: "Account Balances",
        columns: [
            ColumnSpec(alias: "AID", kind: .code, title: "Account ID"),
            ColumnSpec(alias: "CTRY", kind: .integer, title: "Century"),
            ColumnSpec(alias: "FY", kind: .integer, title: "Fiscal Year"),
            ColumnSpec(alias: "FQ", kind: .code, title: "Fiscal Quarter"),
            ColumnSpec(alias: "LT", kind: .code, title: "Ledger Type"),
            ColumnSpec(alias: "SBL", kind: .code, title: "Subledger"),
            ColumnSpec(alias: "SBLT", kind: .code, title: "Subledger Type"),
            ColumnSpec(alias: "CRCD", kind: .code, title: "Currency Code"),
            ColumnSpec(alias: "APYC", kind: .decimal, title: "Balance Forward"),
        ] + periodColumns.enumerated().map { ColumnSpec(alias: $1, kind: .decimal, title: "Net Posting \($0 + 1)") } + [
            ColumnSpec(alias: "BORG", kind: .decimal, title: "Original Budget"),
        ],
        keyColumns: ["AID", "CTRY", "FY", "FQ", "LT", "SBL", "SBLT", "CRCD"], indexes: [])

    /// Company constants: the fiscal date pattern, the current fiscal year's start and period (`00000` holds
    /// the defaults).
    static let companyConstants = TableSpec(
        name: "F0010", title: "Company Constants",
        columns: [
            ColumnSpec(alias: "CO", kind: .code, title: "Company"),
            ColumnSpec(alias: "DTPN", kind: .code, title: "Fiscal Date Pattern"),
            ColumnSpec(alias: "DFYJ", kind: .date, title: "Date Fiscal Year Begins"),
            ColumnSpec(alias: "PNC", kind: .integer, title: "Current Period"),
        ],
        keyColumns: ["CO"], indexes: [])

    /// Fiscal date patterns: a year's start and the end date of each of its 14 periods.
    static let fiscalPatterns = TableSpec(
        name: "F0008", title: "Date Fiscal Patterns",
        columns: [
            ColumnSpec(alias: "DTPN", kind: .code, title: "Fiscal Date Pattern"),
            ColumnSpec(alias: "DFYJ", kind: .date, title: "Date Fiscal Year Begins"),
        ] + (1...14).map { ColumnSpec(alias: "D\($0 < 10 ? "0" : "")\($0)J", kind: .date, title: "End Date Period \($0)") },
        keyColumns: ["DTPN", "DFYJ"], indexes: [])

    static let all: [TableSpec] = [heldOrders, orderHeaders, orderLines, addressBook, itemMaster, itemLocations,
                                   businessUnits, userDefinedCodes, defaultLocations, remarks,
                                   accounts, balances, companyConstants, fiscalPatterns]

    private static let byName: [String: TableSpec] = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })

    static func table(_ name: String) -> TableSpec? { byName[name.uppercased()] }

    /// Columns served here that a standard system's table lacks (`TABLE.ALIAS`): none may be, or a client
    /// tested against the simulator would name a column a real server refuses.
    static var nonStandardColumns: [String] {
        all.flatMap { table in
            table.columns.filter { !StandardColumns.has(table.name, $0.alias) }.map { "\(table.name).\($0.alias)" }
        }
    }

    /// Columns Signoff reads (`ColumnCatalogue`) that no table here serves (`TABLE.ALIAS`): none may be, or
    /// the client's queries could not be tried against the simulator.
    static var unservedColumns: [String] {
        ColumnCatalogue.all.flatMap { catalogued in
            catalogued.aliases.filter { table(catalogued.name)?.column($0) == nil }.map { "\(catalogued.name).\($0)" }
        }
    }
}
