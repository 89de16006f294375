@testable import AIS
import Testing

/// `JSONParser.parse(_:capturingRows:)`: a grid's rows read from the bytes are the rows the JSON tree holds.
@Suite struct RowsFromBytesTests {
    private func bothReadings(_ rowset: String, table: String = "F4311") throws -> (tree: DataPage, bytes: DataPage) {
        let body = Array("""
            {"fs_DATABROWSE_\(table)": {"title": "t", "data": {"gridData": {"id": 1, "rowset": [\(rowset)],
             "summary": {"records": 1, "moreRecords": true}}}, "errors": []}, "timeStamp": "2026-11-22:10.31.06"}
            """.utf8)
        let tree = try DataServiceAnswer.page(from: try JSONParser.parse(body), table: table, number: 1, restarted: false)
        let answer = try DataServiceAnswer.interpretPage(HTTPResponse(status: 200, body: body), kind: .read)
        #expect(answer.rows != nil)
        return (tree, try DataServiceAnswer.page(from: answer, table: table, number: 1, restarted: false))
    }

    @Test func keysOutOfOrderMissingNewRepeatedOrEscapedReadAsInTheTree() throws {
        // Given rows whose keys move, go missing, appear late, repeat, and are spelled with an escape
        let (tree, sut) = try bothReadings("""
            {"F4311_DOCO": 1, "F4311_LITM": "A ", "F4311_UORG": 2.5},
            {"F4311_LITM": "B", "F4311_DOCO": 2},
            {"F4311_DOCO": 3, "F4311_LITM": "C", "F4311_UORG": -0.125, "F4311_DSC1": "new late"},
            {"F4311_DOCO": 4, "F4311_DOCO": 5, "F4311\\u005fLITM": "escaped", "F4311_UORG": null},
            {}
            """)
        // Then each value reads the same both ways
        #expect(sut.rows.count == 5)
        #expect(sut.moreRecords == tree.moreRecords)
        #expect(sut.serverDay == tree.serverDay)
        for (a, b) in zip(tree.rows, sut.rows) {
            for alias in ["DOCO", "LITM", "UORG", "DSC1", "MISSING"] {
                #expect(a.value(alias) == b.value(alias), "\(alias)")
                #expect(a.rawString(alias) == b.rawString(alias))
            }
        }
        #expect(sut.rows.map { $0.int("DOCO") } == [1, 2, 3, 5, nil])
        #expect(sut.rows.map { $0.string("LITM") } == ["A", "B", "C", "escaped", nil])
        #expect(sut.rows[1].isNull("UORG") && sut.rows[3].isNull("UORG"))
        #expect(sut.rows[0].value("DSC1") == nil && sut.rows[2].rawString("DSC1") == "new late")
    }

    @Test func valuesLeftInTheBytesReadAsParsedValuesThroughEveryAccessor() throws {
        // Given every shape a cell can take: padded ASCII, text outside ASCII with Unicode blanks at its
        // edges, bad UTF-8, escapes, numbers plain and not, literals, and values that are not scalars
        let cells = [#""  FST-1000  ""#, "\"\u{3000}Écrou\u{00A0}\"", #""a\tb ""#, #""\u0041 ""#, #""""#, #""   ""#,
                     "12", "-0", "-0.0", "1.000", "2.5E-3", "12345678901234567890", "9007199254740993",
                     "true", "false", "null", #"{"a": [1]}"#, "[]", #"" 42 ""#, #""1.5""#]
        let aliases = cells.indices.map { "C\($0)" }
        var bytes = Array("{\"fs_DATABROWSE_F4311\": {\"data\": {\"gridData\": {\"rowset\": [{".utf8)
        for (i, cell) in cells.enumerated() { bytes += Array("\(i == 0 ? "" : ", ")\"F4311_\(aliases[i])\": \(cell)".utf8) }
        let badUTF8 = Array("\"F4311_BAD\": \"x".utf8) + [0xC3, 0x28, 0xFF] + Array(" \"".utf8)
        bytes += Array(", ".utf8) + badUTF8 + Array("}]}}}}".utf8)
        let tree = try DataServiceAnswer.page(from: try JSONParser.parse(bytes), table: "F4311", number: 1, restarted: false)
        let answer = try DataServiceAnswer.interpretPage(HTTPResponse(status: 200, body: bytes), kind: .read)
        let sut = try DataServiceAnswer.page(from: answer, table: "F4311", number: 1, restarted: false)
        let all = ColumnAliases(aliases + ["BAD", "MISSING"])
        let a = try #require(tree.rows.first).reading(all), b = try #require(sut.rows.first).reading(all)
        // Then each accessor reads the same from the bytes as from the parsed value
        for index in all.aliases.indices {
            let name = all.aliases[index]
            #expect(a.value(index) == b.value(index), "\(name)")
            #expect(a.string(index) == b.string(index), "\(name)")
            #expect(a.int(index) == b.int(index), "\(name)")
            #expect(a.double(index)?.bitPattern == b.double(index)?.bitPattern, "\(name)")
            let trimmed = (a.trimmedUTF8(index), b.trimmedUTF8(index))
            #expect(trimmed.0 == trimmed.1, "\(name)")
        }
        #expect(b.string(0) == "FST-1000" && b.string(1) == "Écrou" && b.int(7) == 0 && b.double(9) == 1)
        #expect(sut.rows[0].values.presentCount == cells.count + 1)
    }

    @Test func aRowsetElsewhereIsNotTakenForTheGrids() throws {
        // Given an answer with a "rowset" outside the grid, before it
        let body = Array("""
            {"other": {"data": {"gridData": {"rowset": [{"F4209_DOCO": 9}]}}},
             "fs_DATABROWSE_F4209": {"data": {"gridData": {"rowset": [{"F4209_DOCO": 1}], "summary": {"moreRecords": false}}}}}
            """.utf8)
        let answer = try DataServiceAnswer.interpretPage(HTTPResponse(status: 200, body: body), kind: .read)
        let sut = try DataServiceAnswer.page(from: answer, table: "F4209", number: 1, restarted: false)
        #expect(sut.rows.map { $0.int("DOCO") } == [1])
    }

    @Test func aRepeatedGridKeyReadsTheFirstGridAsTheTreeDoes() throws {
        let body = Array(#"{"fs_DATABROWSE_F0101": {"data": {"gridData": [], "gridData": {"rowset": [{"F0101_AN8": 1}]}}}}"#.utf8)
        let answer = try DataServiceAnswer.interpretPage(HTTPResponse(status: 200, body: body), kind: .read)
        let tree = try? DataServiceAnswer.page(from: try JSONParser.parse(body), table: "F0101", number: 1, restarted: false)
        let sut = try? DataServiceAnswer.page(from: answer, table: "F0101", number: 1, restarted: false)
        // (the first gridData is an array, so both readings find no rows in it)
        #expect(tree?.rows.count == 0)
        #expect(sut?.rows.count == 0)
    }

    @Test func anErrorAnswerIsReadAsByInterpret() {
        let body = Array(#"{"sysErrors": [{"TITLE": "JAS_MSG347: The query results expired."}]}"#.utf8)
        #expect(throws: AISError.pageExpired) { _ = try DataServiceAnswer.interpretPage(HTTPResponse(status: 500, body: body), kind: .nextPage) }
    }

    @Test(arguments: ["0", "-0", "7", "-42", "007", "1.000", "1.001", "-0.0", "0.1", "123456789012345", "-99999999999.99",
                      "9999999999999.99", "3.14159265358979", "1234567890123456", "1e5", "2.5E-3", "1.", "-", "12345678901234567890"])
    func numbersReadAsSwiftReadsThem(text: String) throws {
        // Given a number as a server writes it: the value is the one Double(text) and Int64(text) give
        let parsed = try? JSONParser.parse("[\(text)]")
        guard let value = parsed?.arrayValue?.first else {
            #expect(Double(text) == nil || text.hasSuffix("."), "\(text) was refused")
            return
        }
        let expected = Int64(text).map { JSONValue.number(Double($0), exact: $0) }
            ?? Double(text).map { JSONValue.number($0, exact: Int64(exactly: $0)) }
        #expect(value == expected)
        if case .number(let d, _) = value, let e = Double(text) { #expect(d.bitPattern == e.bitPattern || d == e) }
    }

    @Test func everyShortDecimalReadsAsDoubleReadsIt() {
        // Given 200,000 decimals of up to 15 digits, of every length of fraction
        var random = SystemRandomNumberGenerator()
        for _ in 0..<200_000 {
            let digits = Int.random(in: 1...15, using: &random)
            let mantissa = Int64.random(in: 0..<Int64(pow10(digits)), using: &random)
            let fraction = Int.random(in: 0...digits, using: &random)
            var text = String(mantissa)
            text = String(repeating: "0", count: max(0, fraction + 1 - text.count)) + text
            if fraction > 0 { text.insert(".", at: text.index(text.endIndex, offsetBy: -fraction)) }
            if Bool.random(using: &random) { text = "-" + text }
            // Then the fast reading is bit for bit Double's (more than 15 digits with a leading 0 are left to Double)
            if text.filter(\.isNumber).count > 15 { continue }
            let fast = text.utf8.withContiguousStorageIfAvailable { JSONCursor.plainNumber($0) } ?? nil
            // (a whole number reads as Int64 does: "-0" is 0)
            guard case .number(let d, _)? = fast, let expected = fraction == 0 ? Int64(text).map(Double.init) : Double(text) else {
                Issue.record("\(text) was not read")
                return
            }
            if d.bitPattern != expected.bitPattern { Issue.record("\(text): \(d) for \(expected)"); return }
        }
    }

    private func pow10(_ n: Int) -> Double { (0..<n).reduce(1.0) { acc, _ in acc * 10 } }
}

extension AliasedRow {
    /// `withTrimmedUTF8`'s bytes, kept.
    func trimmedUTF8(_ index: Int) -> [UInt8]? {
        var kept: [UInt8]?
        withTrimmedUTF8(index) { kept = $0.map(Array.init) }
        return kept
    }
}
