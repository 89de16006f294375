@testable import AISSimulator
import JDESchema
import Store
import Testing

/// The simulator serves exactly what a standard system has (contract §4.1): no column outside
/// `StandardColumns`, every column Signoff reads (`ColumnCatalogue`), and a schema that is the catalog.
@Suite struct StandardColumnsTests {
    @Test func everyServedColumnIsAStandardOne() {
        // Given the tables the simulator serves
        let sut = TableCatalog.all
        // When each column is looked up in the standard tables
        let outside = TableCatalog.nonStandardColumns
        // Then none is missing there: a client tried here names nothing a real server refuses
        #expect(outside == [])
        #expect(sut.allSatisfy { StandardColumns.byTable[$0.name] != nil })
        #expect(!StandardColumns.has("F4209", "UPMJ") && !StandardColumns.has("F4209", "RMK"))
        #expect(TableCatalog.heldOrders.column("UPMJ") == nil)
        #expect(TableCatalog.heldOrders.column("TDAY") == nil)
        #expect(TableCatalog.heldOrders.column("RMK") == nil)
        #expect(TableCatalog.defaultLocations.column("USER") == nil)
    }

    @Test func everyColumnSignoffReadsIsServed() {
        // Given the columns Signoff reads
        let sut = ColumnCatalogue.all
        // When each is looked up in the simulator's tables
        let unserved = TableCatalog.unservedColumns
        // Then every one is served, with its table
        #expect(unserved == [])
        #expect(sut.allSatisfy { TableCatalog.table($0.name) != nil })
        #expect(sut.count == 14, "the ten tables of §4 and the four budget tables of §4.2")
    }

    @Test func aNewDatabaseHasExactlyTheCatalogsColumns() throws {
        // Given a new database
        let database = try Database()
        try database.migrate(Schema.migrations)
        // When each JDE table's columns are read from SQLite
        for table in TableCatalog.all {
            let sut = try database.read { try $0.query("PRAGMA table_info(\(table.quotedName))") }
            // Then they are the catalog's, in its order, of its types, never null, blank by default
            #expect(sut.compactMap { $0.string("name") } == table.columns.map(\.alias), "\(table.name)")
            #expect(sut.compactMap { $0.string("type") } == table.columns.map(\.sqlType), "\(table.name)")
            #expect(sut.allSatisfy { $0.int("notnull") == 1 })
            #expect(sut.compactMap { $0.string("dflt_value") } == table.columns.map { $0.isNumber ? "0" : "''" })
        }
        #expect(database.schemaVersion == 4)
    }
}
