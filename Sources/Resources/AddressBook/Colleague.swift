import AIS
import JDESchema
import Store

/// An employee of the address book (F0101 with search type `AT1` = `E`): someone an order can be
/// forwarded to.
public struct Colleague: Sendable, Equatable {
    public var addressNumber: Int   // AN8
    public var name: String         // ALPH

    public init(addressNumber: Int, name: String) {
        self.addressNumber = addressNumber
        self.name = name
    }
}

/// Reads employees (F0101, `AT1` = `E`) by part of their name or by address number, a page at a time.
public enum ColleagueService {
    public static let employeeSearchType = "E"

    /// Employees whose name contains `text` (as typed: the server decides whether case counts), or whose
    /// address number is `text` when it is all digits; every employee when it is blank. By name.
    public static func search(_ text: String, pageSize: Int) -> DataServiceQuery {
        let typed = text.trimmingCharacters(in: .whitespaces)
        var conditions = [Condition(column: "AT1", op: .equal, values: [employeeSearchType])]
        if let number = Int(typed), number > 0 {
            conditions.append(Condition(column: "AN8", op: .equal, values: [String(number)]))
        } else if !typed.isEmpty {
            conditions.append(Condition(column: "ALPH", op: .contains, values: [typed]))
        }
        return DataServiceQuery(ColumnCatalogue.addressBook, columns: ["AN8", "ALPH", "AT1"], conditions: conditions,
                                matchAll: true, orderBy: [.init(column: "ALPH", ascending: true)], pageSize: pageSize)
    }

    /// The typed text as the address book may hold it otherwise: each word capitalised ("okafor" →
    /// "Okafor") and all capitals, when they differ from what was typed; none for a number or blank.
    public static func otherSpellings(of text: String) -> [String] {
        let typed = text.trimmingCharacters(in: .whitespaces)
        guard !typed.isEmpty, Int(typed) == nil else { return [] }
        var spellings: [String] = []
        for spelling in [typed.capitalized, typed.uppercased()] where spelling != typed && !spellings.contains(spelling) {
            spellings.append(spelling)
        }
        return spellings
    }

    /// An employee from a row; nil for anyone else (a server that ignored the condition sends them too).
    public static func decode(_ row: DataRow) -> Colleague? {
        guard let number = row.int("AN8"), number > 0, row.string("AT1")?.uppercased() == employeeSearchType else { return nil }
        return Colleague(addressNumber: number, name: row.rawString("ALPH")?.trimmingCharacters(in: .whitespaces) ?? "")
    }
}
