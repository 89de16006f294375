@testable import AISSimulator
import Testing

@Suite struct JSONTests {
    @Test func parsesAndWritesTheContractsShapes() throws {
        // Given a body with every kind of value
        let text = #"{"a":1,"b":-2.5,"c":"x\"y\\z\n","d":[true,false,null],"e":{"f":"é漢"}}"#
        // When it is parsed and written again
        let sut = try JSONParser.parse(text)
        // Then the values read back and the text round-trips
        #expect(sut["a"] == 1)
        #expect(sut["b"] == .double(-2.5))
        #expect(sut["c"]?.stringValue == "x\"y\\z\n")
        #expect(sut["e"]?["f"]?.stringValue == "é漢")
        #expect(JSONWriter.string(sut) == text)
    }

    @Test(arguments: [0, 7, -7, 10, 4001, -1_000_000, 1_000_000_000_000, Int64.max, Int64.min])
    func writesAnIntegerAsSwiftSpellsIt(_ value: Int64) {
        // When an integer is written, Then its digits are those of its description
        var out: [UInt8] = [UInt8(ascii: "[")]
        JSONWriter.writeInteger(value, into: &out)
        #expect(String(decoding: out, as: UTF8.self) == "[" + String(value))
        // and a whole double below 10^15 the same way
        if value.magnitude < 1_000_000_000_000_000 { #expect(JSONWriter.string(.double(Double(value))) == String(value)) }
    }

    @Test func aPageIsItsRowsetAndWhatIsAroundIt() {
        // Given an answer holding rows already written
        let rows = Array(#"[{"F4311_DOCO":4001}]"#.utf8)
        let sut: JSONValue = ["data": ["rowset": .raw(rows), "n": 1], "more": false]
        // Then it is written with the rows as they are, and its raw bytes are counted
        #expect(sut.rawByteCount == rows.count)
        #expect(JSONWriter.string(sut) == #"{"data":{"rowset":[{"F4311_DOCO":4001}],"n":1},"more":false}"#)
    }

    @Test func escapesControlCharactersAndKeepsOtherText() {
        // Given a string with ESC, NUL and a C1 control
        let sut = JSONValue.string("\u{1B}[31m\u{0}\u{9B}ok")
        // When it is written
        let text = JSONWriter.string(sut)
        // Then C0 controls are escaped and the rest is written as is
        #expect(text == "\"\\u001b[31m\\u0000\u{9B}ok\"")
    }

    @Test func decodesSurrogatePairsAndReplacesLoneSurrogates() throws {
        #expect(try JSONParser.parse(#""\ud83d\ude00""#).stringValue == "😀")
        #expect(try JSONParser.parse(#""\udc00x""#).stringValue == "\u{FFFD}x")
    }

    @Test(arguments: ["", "{", "[1,]", "{\"a\" 1}", "01", "1.", "-", "\"\u{1}\"", "tru", "{\"a\":1}x", "\"\\q\"", "[\"\\u12\"]", "nul"])
    func refusesMalformedInput(_ text: String) {
        #expect(throws: JSONParser.JSONParseError.self) { try JSONParser.parse(text) }
    }

    @Test func refusesDeepNestingWithoutCrashing() {
        // Given 10,000 nested arrays
        let text = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        // Then the parser refuses it instead of exhausting the stack
        #expect(throws: JSONParser.JSONParseError.self) { try JSONParser.parse(text) }
    }

    @Test func survivesArbitraryBytes() {
        // Given pseudo-random byte strings
        var random = SeededRandom(seed: 3)
        for _ in 0..<2_000 {
            let bytes = (0..<random.int(0...40)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            // Then each either parses or throws
            _ = try? JSONParser.parse(bytes)
        }
    }
}
