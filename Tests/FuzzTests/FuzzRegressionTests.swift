import AIS
@testable import AISSimulator
import Testing

/// The smallest inputs of what the fuzz tests found, and the limits they rely on, each kept as a test.
@Suite struct FuzzRegressionTests {
    @Test func aYearBelow1000IsWrittenWithFourDigitsAndReadsBack() throws {
        // Given the fuzz case "05670905" in yyyyMMdd, and year 87 in dd/MM/yyyy
        let compact = try #require(JDEDateFormat(simpleDateFormat: "yyyyMMdd"))
        let slashed = try #require(JDEDateFormat(simpleDateFormat: "dd/MM/yyyy"))
        let early = try #require(LocalDate(year: 567, month: 9, day: 5))
        let eighty = try #require(LocalDate(year: 87, month: 8, day: 18))

        // When written, Then padded to four digits and read back as the same day (not 1987)
        #expect(compact.format(early) == "05670905")
        #expect(compact.parse(compact.format(early)) == early)
        #expect(slashed.format(eighty) == "18/08/0087")
        #expect(slashed.parse(slashed.format(eighty)) == eighty)
    }

    @Test(arguments: [1_000_000])
    func nestingFarPastTheLimitIsATypedErrorNotAStackOverflow(depth: Int) {
        // Given a million open brackets and objects (each level would be a stack frame without the limit)
        let arrays = [UInt8](repeating: UInt8(ascii: "["), count: depth)
        let objects = [UInt8](Array(String(repeating: "{\"a\":", count: depth / 5).utf8))

        // Then both parsers stop at their depth limit with their own error
        for input in [arrays, objects] {
            #expect(throws: JSONError.self) { try AIS.JSONParser.parse(input) }
            #expect(throws: AISSimulator.JSONParser.JSONParseError.self) { try AISSimulator.JSONParser.parse(input) }
        }
    }

    @Test func nestingJustInsideTheLimitParses() throws {
        let depth = AIS.JSONParser.maximumDepth - 1
        let text = String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth)
        #expect(try AIS.JSONParser.parse(text).arrayValue != nil)
        #expect(try AISSimulator.JSONParser.parse(text) != .null)
    }

    @Test(arguments: ["1e999", "-1e999", "NaN", "Infinity", "1e-400x", "--1", "0x10"])
    func nonFiniteAndMalformedNumbersAreRefused(text: String) {
        #expect(throws: JSONError.self) { try AIS.JSONParser.parse("{\"n\":\(text)}") }
        #expect(throws: AISSimulator.JSONParser.JSONParseError.self) { try AISSimulator.JSONParser.parse("{\"n\":\(text)}") }
    }
}
