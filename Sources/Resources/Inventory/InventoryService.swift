import AIS
import JDESchema

/// The data-service queries of the inventory inquiry (F4101 items, F41021 quantities) and their decoding.
public enum InventoryService {
    public static let itemTable = ColumnCatalogue.itemMaster.name
    public static let quantityTable = ColumnCatalogue.itemLocations.name
    static let itemColumns = ["ITM", "LITM", "AITM", "DSC1", "DSC2", "UOM1", "STKT"]
    static let quantityColumns = ["ITM", "MCU", "LOCN", "LOTN", "PQOH", "PCOM", "HCOM", "PREQ", "QWBO"]

    /// Items whose number starts with `text` or whose description contains it. The contract's string
    /// operators compare exactly, so the description is also tried in lower, upper and capitalised case,
    /// and the item number (kept in capitals by JDE) in capitals.
    public static func search(_ text: String, pageSize: Int) -> DataServiceQuery {
        var conditions: [Condition] = []
        func add(_ column: String, _ op: Condition.Operator, _ value: String) {
            let condition = Condition(column: column, op: op, values: [value])
            if !conditions.contains(condition) { conditions.append(condition) }
        }
        add("LITM", .startsWith, text.uppercased())
        add("LITM", .startsWith, text)
        for variant in [text, text.lowercased(), text.uppercased(), capitalized(text)] { add("DSC1", .contains, variant) }
        return DataServiceQuery(ColumnCatalogue.itemMaster, columns: itemColumns, conditions: conditions, matchAll: false,
                                orderBy: [.init(column: "LITM", ascending: true)], pageSize: pageSize)
    }

    /// The item with exactly this number (or short number, when it is all digits).
    public static func item(numbered text: String) -> DataServiceQuery {
        var conditions = [Condition(column: "LITM", op: .equal, values: [text])]
        if text.uppercased() != text { conditions.append(Condition(column: "LITM", op: .equal, values: [text.uppercased()])) }
        if let short = Int(text), short > 0 { conditions.append(Condition(column: "ITM", op: .equal, values: [String(short)])) }
        return DataServiceQuery(ColumnCatalogue.itemMaster, columns: itemColumns, conditions: conditions, matchAll: false,
                                orderBy: [.init(column: "LITM", ascending: true)], pageSize: 10)
    }

    /// Every location and lot of one item, in the given branches (all branches when empty).
    public static func quantities(item shortNumber: Int, branches: [String], pageSize: Int) -> DataServiceQuery {
        var conditions = [Condition(column: "ITM", op: .equal, values: [String(shortNumber)])]
        if !branches.isEmpty { conditions.append(Condition(column: "MCU", op: .list, values: branches)) }
        return DataServiceQuery(ColumnCatalogue.itemLocations, columns: quantityColumns, conditions: conditions, matchAll: true,
                                orderBy: [.init(column: "MCU", ascending: true), .init(column: "LOCN", ascending: true)], pageSize: pageSize)
    }

    public static func decodeItem(_ row: DataRow) -> InventoryItem? {
        guard let short = row.int("ITM"), short > 0 else { return nil }
        return InventoryItem(shortNumber: short, number: row.string("LITM") ?? "", thirdNumber: row.string("AITM") ?? "",
                             description: row.rawString("DSC1") ?? "", description2: row.rawString("DSC2") ?? "",
                             unit: row.string("UOM1") ?? "", stockingType: row.string("STKT") ?? "")
    }

    public static func decodeQuantity(_ row: DataRow) -> ItemLocationQuantity? {
        guard let short = row.int("ITM"), let branch = row.string("MCU"), !branch.isEmpty else { return nil }
        return ItemLocationQuantity(shortNumber: short, branch: branch, location: row.string("LOCN") ?? "", lot: row.string("LOTN") ?? "",
                                    onHand: row.double("PQOH") ?? 0, softCommitted: row.double("PCOM") ?? 0,
                                    hardCommitted: row.double("HCOM") ?? 0, onPurchaseOrder: row.double("PREQ") ?? 0,
                                    onWorkOrderReceipt: row.double("QWBO") ?? 0)
    }

    private static func capitalized(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst().lowercased()
    }
}
