import AIS
import JDESchema
import Store

/// A name from the address book (F0101): suppliers, originators, approvers.
public struct AddressBookName: Sendable, Equatable, StoredRecord {
    public var addressNumber: Int   // AN8
    public var name: String         // ALPH

    public init(addressNumber: Int, name: String) {
        self.addressNumber = addressNumber
        self.name = name
    }

    public static let storeTable = "names"
    public static let storeColumns = ["an8", "alph"]
    public var storeValues: [SQLValue] { [addressNumber.sqlValue, name.sqlValue] }
}

/// Reads names (F0101) for a set of address numbers.
public struct AddressBookService: Sendable {
    public static let table = ColumnCatalogue.addressBook.name

    public static func query(addressNumbers: [Int], pageSize: Int) -> DataServiceQuery {
        DataServiceQuery(
            ColumnCatalogue.addressBook, columns: ["AN8", "ALPH"],
            conditions: [Condition(column: "AN8", op: .list, values: addressNumbers.map(String.init))],
            matchAll: true, orderBy: [.init(column: "AN8", ascending: true)], pageSize: pageSize)
    }

    public static func decode(_ row: DataRow) -> AddressBookName? {
        guard let number = row.int("AN8") else { return nil }
        return AddressBookName(addressNumber: number, name: row.rawString("ALPH") ?? "")
    }
}
