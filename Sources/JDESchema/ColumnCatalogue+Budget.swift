/// The tables of the budget beside an order's lines (contract §4.2): the account, its balances per ledger,
/// and the fiscal calendar that says which year and period the balances are read for.
extension ColumnCatalogue {
    public static let accounts = CataloguedTable(
        name: "F0901", title: "Account Master",
        purpose: "the account of a line with a budget: its company, number and description",
        columns: [CataloguedColumn("AID", "account id"), CataloguedColumn("CO", "company"),
                  CataloguedColumn("MCU", "business unit"), CataloguedColumn("OBJ", "object account"),
                  CataloguedColumn("SUB", "subsidiary"), CataloguedColumn("DL01", "description")])

    /// The ledger columns: one net posting per period, 1 to 14.
    public static let periodColumns = (1...14).map { $0 < 10 ? "AN0\($0)" : "AN\($0)" }

    public static let accountBalances = CataloguedTable(
        name: "F0902", title: "Account Balances",
        purpose: "an account's budget (BA), actual (AA) and committed (PA) amounts for the fiscal year",
        columns: [CataloguedColumn("AID", "account id"), CataloguedColumn("CTRY", "century (20)"),
                  CataloguedColumn("FY", "fiscal year, two digits"), CataloguedColumn("LT", "ledger: BA budget, AA actual, PA commitments"),
                  CataloguedColumn("CRCD", "currency")]
            + periodColumns.enumerated().map { CataloguedColumn($1, "net posting of period \($0 + 1)") })

    public static let companyConstants = CataloguedTable(
        name: "F0010", title: "Company Constants",
        purpose: "each company's fiscal date pattern, current fiscal year and period (00000: the defaults)",
        columns: [CataloguedColumn("CO", "company"), CataloguedColumn("DTPN", "fiscal date pattern"),
                  CataloguedColumn("DFYJ", "the current fiscal year's first day"), CataloguedColumn("PNC", "current period (1–14)")])

    public static let fiscalPatterns = CataloguedTable(
        name: "F0008", title: "Date Fiscal Patterns",
        purpose: "the end of each fiscal period, which names the fiscal year",
        columns: [CataloguedColumn("DTPN", "fiscal date pattern"), CataloguedColumn("DFYJ", "the fiscal year's first day")]
            + (1...14).map { CataloguedColumn($0 < 10 ? "D0\($0)J" : "D\($0)J", "last day of period \($0)") })

    static let budgetTables = [accounts, accountBalances, companyConstants, fiscalPatterns]
}
