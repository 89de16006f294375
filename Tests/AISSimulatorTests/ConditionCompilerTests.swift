@testable import AISSimulator
import Store
import Testing

@Suite struct ConditionCompilerTests {
    private let sut = ConditionCompiler(dateFormat: SimpleDateFormat("dd/MM/yyyy")!, decimalSeparator: ",")
    private let table = TableCatalog.heldOrders

    private func condition(_ alias: String, _ op: DataServiceRequest.Operator, _ values: [String]) -> DataServiceRequest.Condition {
        DataServiceRequest.Condition(column: table.column(alias)!, op: op, values: values)
    }

    @Test func valuesAreBoundNeverWritten() throws {
        // Given conditions whose values hold SQL
        let compiled = try sut.compile([condition("RDB", .equal, ["x' OR '1'='1"]), condition("ASTS", .list, ["1N", "2N"])], matchAny: false)
        // Then the SQL holds only catalog names and placeholders
        #expect(compiled.sql == "(\"RDB\" = ?) AND (\"ASTS\" IN (?, ?))")
        #expect(compiled.parameters == [.text("x' OR '1'='1"), .text("1N"), .text("2N")])
    }

    @Test func valuesAreConvertedToHowTheyAreStored() throws {
        #expect(try sut.value("20/11/2026", for: table.column("TRDJ")!) == .text("2026-11-20"))
        #expect(try sut.value("4242", for: table.column("RPER")!) == .integer(4242))
        #expect(try sut.value("12,5", for: TableCatalog.orderHeaders.column("OTOT")!) == .real(12.5))
        #expect(try sut.value("M30", for: table.column("MCU")!) == .text("         M30"))
        #expect(throws: ServiceError.self) { try sut.value("11/20/2026", for: table.column("TRDJ")!) }
    }

    @Test func matchAnyJoinsWithOr() throws {
        let compiled = try sut.compile([condition("DOCO", .less, ["5"]), condition("DOCO", .greater, ["9"])], matchAny: true)
        #expect(compiled.sql == "(\"DOCO\" < ?) OR (\"DOCO\" > ?)")
    }
}
