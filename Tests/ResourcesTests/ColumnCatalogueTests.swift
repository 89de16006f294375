import AIS
import Foundation
import JDESchema
@testable import Resources
import Testing

/// The one column catalogue (contract §4.1): only columns a standard JD Edwards table has, every query of
/// the client built from it, and docs/JDE-SETUP.md printing it.
@Suite struct ColumnCatalogueTests {
    @Test func everyCataloguedColumnIsAStandardOne() {
        for table in ColumnCatalogue.all {
            #expect(StandardColumns.byTable[table.name] != nil, "\(table.name) has no standard column list")
            for column in table.columns {
                #expect(StandardColumns.has(table.name, column.alias), "\(table.name).\(column.alias) is not a standard column")
            }
        }
    }

    @Test func theStandardListsAreThoseOfTheContract() {
        // Contract §4.1 writes F4209's 27 and F40095's 8 out.
        #expect(StandardColumns.byTable["F4209"]?.count == 27)
        #expect(StandardColumns.byTable["F40095"]?.count == 8)
        for gone in ["UPMJ", "TDAY", "RMK"] { #expect(!StandardColumns.has("F4209", gone)) }
        #expect(!StandardColumns.has("F40095", "USER") && StandardColumns.has("F40095", "TERM"))
    }

    /// Every query the client makes, as its services build it.
    static var queries: [DataServiceQuery] {
        let key = OrderKey(number: 4001, type: "OP", company: "00200", suffix: "000")
        let format = JDEDateFormat(simpleDateFormat: "MM/dd/yyyy")!
        let day = LocalDate(year: 2026, month: 11, day: 20)!
        return [
            ApprovalQueueService.query(approver: 4242, pageSize: 500),
            ApprovalQueueService.changedQuery(approver: 4242, since: day, dateFormat: format, pageSize: 500),
            ApprovalQueueService.keysQuery(approver: 4242, pageSize: 500),
            ApprovalQueueService.query(approver: 4242, orderNumbers: [1, 2], pageSize: 500),
            PurchaseOrderHeaderService.query(orderNumbers: [1], pageSize: 500),
            PurchaseOrderHeaderService.changedQuery(since: day, dateFormat: format, pageSize: 500),
            PurchaseOrderLineService.query(orderNumbers: [1], pageSize: 500),
            ApprovalRouteService.query(order: key),
            DecidedByMeService.query(user: "DEMO", since: day, dateFormat: format, pageSize: 500),
            OrderRemarksService.query(order: key),
            OrderRemarksService.query(orderNumbers: [1], pageSize: 500),
            DefaultBranchService.query(username: "DEMO"),
            AddressBookService.query(addressNumbers: [1], pageSize: 500),
            ColleagueService.search("dana", pageSize: 20),
            BranchService.query(pageSize: 500),
            UserDefinedCodeService.query(lists: UserDefinedCodeList.allCases, pageSize: 500),
            InventoryService.search("A", pageSize: 50),
            InventoryService.item(numbered: "1001"),
            InventoryService.quantities(item: 1, branches: ["M30"], pageSize: 50),
            SupplierHistoryService.orders(of: 1, since: day, dateFormat: format, pageSize: 500),
            SupplierHistoryService.statuses(of: [1]),
        ]
    }

    @Test func everyQueryNamesOnlyCataloguedColumns() {
        for query in Self.queries {
            #expect(ColumnCatalogue.table(query.table) != nil, "\(query.table) is not catalogued")
            #expect(query.uncataloguedColumns.isEmpty, "\(query.table): \(query.uncataloguedColumns)")
        }
    }

    @Test func noWorkerBuildsAQueryAroundTheCatalogue() throws {
        // Given: every Swift file of Resources
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let folder = root.appendingPathComponent("Sources/Resources")
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        #expect(files.count > 50)
        // Then: only the catalogued initializer names a table by its name
        for file in files where file.lastPathComponent != "CataloguedQuery.swift" {
            let text = try String(contentsOf: file, encoding: .utf8)
            #expect(!text.contains("DataServiceQuery(table:"), "\(file.lastPathComponent) builds a query without the catalogue")
        }
    }

    @Test func jdeSetupPrintsTheCatalogue() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let page = root.appendingPathComponent("docs/JDE-SETUP.md")
        let text = try String(contentsOf: page, encoding: .utf8)
        let start = "<!-- generated from Sources/JDESchema/ColumnCatalogue.swift (make docs); a test fails when it differs -->\n"
        let end = "<!-- end of the generated columns -->"
        let from = try #require(text.range(of: start)), to = try #require(text.range(of: end))
        let expected = "\n" + ColumnCatalogue.markdown + "\n"
        if ProcessInfo.processInfo.environment["SIGNOFF_WRITE_DOCS"] == "1" {
            try (text[..<from.upperBound] + expected + text[to.lowerBound...]).write(to: page, atomically: true, encoding: .utf8)
            return
        }
        #expect(String(text[from.upperBound..<to.lowerBound]) == expected, "docs/JDE-SETUP.md differs from the catalogue: run make docs")
    }
}
