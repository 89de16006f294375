import AIS
import Resources
@testable import Scenes
import Terminal
import Testing
@testable import App

/// `signoff show`'s text: the lines' table has a header whose columns line up with the lines'.
@MainActor
@Suite struct OrderCommandOutputTests {
    static let key = OrderKey(number: 4001, type: "OP", company: "00200", suffix: "000")

    static func response(lines: [PurchaseOrderLine], remarks: [Double: String] = [:]) -> ApproveRejectOrder.Load.Response {
        let header = PurchaseOrderHeader(key: key, branch: "M10", supplier: 7001, orderDate: nil, requestedDate: nil, currency: "EUR",
                                         total: 80_000, orderedBy: "MARIE", reference: "")
        let detail = OrderDetail(key: key, header: header, supplierName: "Schäfer GmbH", queueEntry: nil, originatorName: "",
                                 lines: lines, lineStatusNames: [:], lineRemarks: remarks)
        return .init(detail: OrderDetailFacts(detail), route: .loaded([]), attachments: .loaded([]))
    }

    static func line(_ number: Double, _ description: String) -> PurchaseOrderLine {
        PurchaseOrderLine(key: key, lineNumber: number, lineType: "S", shortItem: 60002, item: "FST-10001", description: description,
                          description2: "", branch: "M10", unit: "BX", quantity: 1500, unitCost: 50, amount: 75_000,
                          currency: "EUR", requestedDate: nil, lastStatus: "220", nextStatus: "230")
    }

    @Test func theLinesHaveAHeaderInLineWithThem() throws {
        // Given / When
        let sut = ConsoleOutput(toStandardStreams: false)
        OrderCommandPresenter.write(Self.response(lines: [Self.line(1, "Nut, hex, M12"), Self.line(2, "精密ボールねじ")]), format: .text,
                                    numbers: .plain, dates: .iso, to: sut)
        // Then: the header follows the count, and each column's title ends (or starts) where its values do
        let rows = sut.written.split(separator: "\n").map(String.init)
        let title = try #require(rows.firstIndex(of: "Lines (2)"))
        let header = rows[title + 1]
        #expect(header.hasPrefix("  Line     Item           Description"), "\(header)")
        for row in rows[(title + 2)...(title + 3)] {
            #expect(TextWidth.cells(of: String(row.dropLast(" M10".count))) == TextWidth.cells(of: String(header.dropLast(" Branch".count))),
                    "\(header)\n\(row)")
            #expect(row.hasSuffix(" M10"))
            #expect(row.contains("75000.00 M10") || row.contains("75,000.00 M10"), "\(row)")
        }
        #expect(header.hasSuffix("Amount Branch"))
        // Line numbers as the screen shows them
        #expect(rows[title + 2].hasPrefix("  1        FST-10001"), "\(rows[title + 2])")
    }

    @Test func anOrderWithoutLinesHasNoHeader() {
        let sut = ConsoleOutput(toStandardStreams: false)
        OrderCommandPresenter.write(Self.response(lines: []), format: .text, numbers: .plain, dates: .iso, to: sut)
        #expect(sut.written.contains("Lines (0)\nRoute"), "\(sut.written)")
    }

    @Test func aLinesRemarkIsPrintedUnderItAndInert() throws {
        // Given
        let sut = ConsoleOutput(toStandardStreams: false)
        let response = Self.response(lines: [Self.line(1, "Nut, hex, M12"), Self.line(2, "Washer")], remarks: [1: "Keep dry \u{1B}[2J"])
        // When
        OrderCommandPresenter.write(response, format: .text, numbers: .plain, dates: .iso, to: sut)
        // Then: the remark follows its line, made inert, and the other line has none
        let rows = sut.written.split(separator: "\n").map(String.init)
        let first = try #require(rows.firstIndex { $0.hasPrefix("  1        FST-10001") })
        #expect(rows[first + 1].trimmingCharacters(in: .whitespaces).hasPrefix("Remark: Keep dry"), "\(rows[first + 1])")
        #expect(rows[first + 2].hasPrefix("  2        FST-10001"), "\(rows[first + 2])")
        #expect(!sut.written.contains("\u{1B}"))
        #expect(rows.count { $0.contains("Remark:") } == 1)
    }

    @Test func aLineCarriesItsRemarkInJSONOnlyWhenItHasOne() throws {
        // Given
        let sut = ConsoleOutput(toStandardStreams: false)
        let response = Self.response(lines: [Self.line(1, "Nut, hex, M12"), Self.line(2, "Washer")], remarks: [1: "Keep dry"])
        // When
        OrderCommandPresenter.write(response, format: .json, numbers: .plain, dates: .iso, to: sut)
        // Then
        let json = try AIS.JSONParser.parse(sut.written)
        let lines = try #require(json["lines"]?.arrayValue)
        #expect(lines.count == 2)
        #expect(lines.first?["remark"]?.text == "Keep dry")
        #expect(lines.last?["remark"] == nil)
    }
}
