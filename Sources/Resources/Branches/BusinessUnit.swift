import AIS
import JDESchema
import Store

/// A business unit (F0006); those of type BP are branch/plants.
public struct BusinessUnit: Sendable, Equatable, StoredRecord {
    public var code: String         // MCU, trimmed
    public var description: String  // DL01
    public var type: String         // STYL
    public var company: String      // CO

    public init(code: String, description: String, type: String, company: String) {
        self.code = code
        self.description = description
        self.type = type
        self.company = company
    }

    public static let storeTable = "branches"
    public static let storeColumns = ["mcu", "dl01", "styl", "co"]
    public var storeValues: [SQLValue] { [code.sqlValue, description.sqlValue, type.sqlValue, company.sqlValue] }

    init(storeRow r: Row) {
        self.init(code: r.string("mcu") ?? "", description: r.string("dl01") ?? "", type: r.string("styl") ?? "",
                  company: r.string("co") ?? "")
    }
}

/// Reads the branch/plants (F0006 rows of type BP).
public struct BranchService: Sendable {
    public static let table = ColumnCatalogue.businessUnits.name

    public static func query(pageSize: Int) -> DataServiceQuery {
        DataServiceQuery(
            ColumnCatalogue.businessUnits, columns: ["MCU", "DL01", "STYL", "CO"],
            conditions: [Condition(column: "STYL", op: .equal, values: ["BP"])],
            matchAll: true, orderBy: [.init(column: "MCU", ascending: true)], pageSize: pageSize)
    }

    public static func decode(_ row: DataRow) -> BusinessUnit? {
        guard let code = row.string("MCU"), !code.isEmpty else { return nil }
        return BusinessUnit(code: code, description: row.rawString("DL01") ?? "", type: row.string("STYL") ?? "",
                            company: row.string("CO") ?? "")
    }
}
