import AIS
import JDESchema
import Store

/// A user defined code (F0005): order types 00/DT, line statuses 40/AT, reject reasons 43/RR, units 00/UM.
public struct UserDefinedCode: Sendable, Equatable, StoredRecord {
    public var productCode: String   // SY
    public var codeType: String      // RT
    public var code: String          // KY, trimmed (JDE pads it with blanks)
    public var description: String   // DL01
    public var description2: String  // DL02

    public init(productCode: String, codeType: String, code: String, description: String, description2: String) {
        self.productCode = productCode
        self.codeType = codeType
        self.code = code
        self.description = description
        self.description2 = description2
    }

    public static let storeTable = "user_defined_codes"
    public static let storeColumns = ["sy", "rt", "ky", "dl01", "dl02"]
    public var storeValues: [SQLValue] {
        [productCode.sqlValue, codeType.sqlValue, code.sqlValue, description.sqlValue, description2.sqlValue]
    }

    init(storeRow r: Row) {
        self.init(productCode: r.string("sy") ?? "", codeType: r.string("rt") ?? "", code: r.string("ky") ?? "",
                  description: r.string("dl01") ?? "", description2: r.string("dl02") ?? "")
    }
}

/// The code lists Signoff reads.
public enum UserDefinedCodeList: Sendable, CaseIterable {
    case orderTypes, lineStatuses, rejectReasons, unitsOfMeasure

    public var productCode: String {
        switch self {
        case .orderTypes, .unitsOfMeasure: return "00"
        case .lineStatuses: return "40"
        case .rejectReasons: return "43"
        }
    }
    public var codeType: String {
        switch self {
        case .orderTypes: return "DT"
        case .lineStatuses: return "AT"
        case .rejectReasons: return "RR"
        case .unitsOfMeasure: return "UM"
        }
    }
}

/// Reads user defined codes (F0005).
public struct UserDefinedCodeService: Sendable {
    public static let table = ColumnCatalogue.userDefinedCodes.name

    /// Every code of the lists Signoff uses, in one query.
    public static func query(lists: [UserDefinedCodeList], pageSize: Int) -> DataServiceQuery {
        DataServiceQuery(
            ColumnCatalogue.userDefinedCodes, columns: ["SY", "RT", "KY", "DL01", "DL02"],
            conditions: [
                Condition(column: "SY", op: .list, values: Array(Set(lists.map(\.productCode))).sorted()),
                Condition(column: "RT", op: .list, values: Array(Set(lists.map(\.codeType))).sorted()),
            ],
            matchAll: true, orderBy: [.init(column: "SY", ascending: true), .init(column: "RT", ascending: true)],
            pageSize: pageSize)
    }

    /// A code from a row, when it belongs to one of `lists` (the query's two LISTs can match more pairs).
    public static func decode(_ row: DataRow, lists: [UserDefinedCodeList]) -> UserDefinedCode? {
        guard let sy = row.string("SY"), let rt = row.string("RT"), let ky = row.string("KY"),
              lists.contains(where: { $0.productCode == sy && $0.codeType == rt }) else { return nil }
        return UserDefinedCode(productCode: sy, codeType: rt, code: ky, description: row.rawString("DL01") ?? "",
                               description2: row.rawString("DL02") ?? "")
    }
}
