import AIS
import JDESchema

/// The budget's reads (contract §4.2): the accounts (`F0901`), their balances (`F0902`), the companies'
/// constants (`F0010`) and the fiscal patterns (`F0008`). Each is one request, and none needs another's
/// answer: the balances are asked for every fiscal year today could be in, and sorted out once the
/// calendar is known, so the four go out together.
public enum BudgetService {
    static let accountColumns = ["AID", "CO", "MCU", "OBJ", "SUB", "DL01"]
    static let balanceColumns = ["AID", "CTRY", "FY", "LT", "CRCD"] + ColumnCatalogue.periodColumns
    static let constantColumns = ["CO", "DTPN", "DFYJ", "PNC"]
    static let patternColumns = ["DTPN", "DFYJ"] + (1...14).map { $0 < 10 ? "D0\($0)J" : "D\($0)J" }

    public static func accounts(_ ids: [String]) -> DataServiceQuery {
        DataServiceQuery(ColumnCatalogue.accounts, columns: accountColumns,
                         conditions: [Condition(column: "AID", op: .list, values: ids)], pageSize: 500)
    }

    /// The fiscal years (`CTRY`, `FY`) today can fall in, whatever a company's pattern: the calendar year
    /// before, this one and the next.
    static func candidateYears(around today: LocalDate) -> [(century: Int, year: Int)] {
        (today.year - 1...today.year + 1).map { ($0 / 100, $0 % 100) }
    }

    public static func balances(_ ids: [String], today: LocalDate) -> DataServiceQuery {
        let years = candidateYears(around: today)
        let centuries = Array(Set(years.map(\.century))).sorted().map(String.init)
        return DataServiceQuery(ColumnCatalogue.accountBalances, columns: balanceColumns, conditions: [
            Condition(column: "AID", op: .list, values: ids),
            Condition(column: "CTRY", op: .list, values: centuries),
            Condition(column: "FY", op: .list, values: years.map { String($0.year) }),
            Condition(column: "LT", op: .list, values: BalanceRow.ledgers),
        ], pageSize: 500)
    }

    /// Every company's constants: a table of one row per company.
    public static func constants() -> DataServiceQuery {
        DataServiceQuery(ColumnCatalogue.companyConstants, columns: constantColumns, conditions: [], pageSize: 500)
    }

    /// The patterns' fiscal years that start from `since` on (the current year of any company is among them).
    public static func patterns(since: LocalDate, dateFormat: JDEDateFormat) -> DataServiceQuery {
        DataServiceQuery(ColumnCatalogue.fiscalPatterns, columns: patternColumns,
                         conditions: [Condition(column: "DFYJ", op: .greaterEqual, values: [dateFormat.format(since)])], pageSize: 500)
    }

    /// The account's master row: nil for a row without an account id.
    static func account(_ row: DataRow) -> (id: String, company: String, number: String, description: String)? {
        guard let id = row.string("AID"), !id.isEmpty else { return nil }
        return (id, row.string("CO") ?? "",
                AccountBudget.number(businessUnit: row.string("MCU") ?? "", object: row.string("OBJ") ?? "", subsidiary: row.string("SUB") ?? ""),
                row.string("DL01") ?? "")
    }

    static func balance(_ row: DataRow) -> BalanceRow? {
        guard let id = row.string("AID"), !id.isEmpty, let century = row.int("CTRY"), let year = row.int("FY"),
              let ledger = row.string("LT") else { return nil }
        return BalanceRow(account: id, century: century, year: year, ledger: ledger,
                          postings: ColumnCatalogue.periodColumns.map { row.double($0) ?? 0 })
    }

    static func constants(_ row: DataRow, dates: RowDateReader) -> CompanyConstants? {
        guard let company = row.string("CO") else { return nil }
        return CompanyConstants(company: company, pattern: row.string("DTPN") ?? "", yearStart: row.date("DFYJ", reader: dates)?.day,
                                period: row.int("PNC") ?? 1)
    }

    static func pattern(_ row: DataRow, dates: RowDateReader) -> FiscalPattern? {
        guard let start = row.date("DFYJ", reader: dates)?.day else { return nil }
        return FiscalPattern(pattern: row.string("DTPN") ?? "", yearStart: start,
                             periodEnds: patternColumns.dropFirst(2).map { row.date($0, reader: dates)?.day })
    }
}
