import AIS
import Testing
import TestSupport

@Suite struct JSONParserTests {
    @Test func parsesEveryKindOfValue() throws {
        let sut = try JSONParser.parse(#"{"a": [1, -2.5e3, true, false, null, "x\"y\\z\n\u00e9\ud83d\ude00"], "b": {}}"#)
        #expect(sut["a"]?.arrayValue?.count == 6)
        #expect(sut["a"]?.arrayValue?[0] == .int(1))
        #expect(sut["a"]?.arrayValue?[1].double == -2500)
        #expect(sut["a"]?.arrayValue?[5].text == "x\"y\\z\né😀")
        #expect(sut["b"]?.objectPairs?.isEmpty == true)
    }

    @Test func keepsBigIntegersExact() throws {
        #expect(try JSONParser.parse("9007199254740993").int == 9_007_199_254_740_993)
    }

    @Test func aLoneSurrogateBecomesAReplacementCharacter() throws {
        #expect(try JSONParser.parse(#""a\ud800b""#).text == "a\u{FFFD}b")
    }

    @Test func invalidUTF8BecomesReplacementCharacters() throws {
        let bytes: [UInt8] = [0x22, 0x61, 0xFF, 0xFE, 0x62, 0x22]
        #expect(try JSONParser.parse(bytes).text == "a\u{FFFD}\u{FFFD}b")
    }

    @Test(arguments: ["", "{", "[1,]", "{\"a\" 1}", "tru", "01x", "\"abc", "{\"a\":1}x", "-", "1e", "\"\\q\""])
    func refusesMalformedText(text: String) {
        #expect(throws: JSONError.self) { try JSONParser.parse(text) }
    }

    @Test func refusesDeepNesting() {
        #expect(throws: JSONError.self) { try JSONParser.parse(String(repeating: "[", count: 100) + String(repeating: "]", count: 100)) }
    }

    @Test func writesWhatItReads() throws {
        let text = #"{"a":[1,2.5,"é\n\"",null,true],"b":{"c":-7}}"#
        #expect(JSONWriter.string(try JSONParser.parse(text)) == text)
    }

    @Test(arguments: ["M30 EUR", "", "PO 4001 \"rush\" C:\\x", "~ !#$%&'()*+,-./09:;<=>?@AZ[]^_`az{|}", "tab\tend", "del\u{7F}", "é"])
    func plainAndEscapedTextWriteBackTheSame(_ text: String) throws {
        // Printable ASCII is copied whole; a quote, backslash, control or non-ASCII byte takes the escaping path
        let written = JSONWriter.string(.string(text))
        #expect(try JSONParser.parse(written) == .string(text))
        #expect(!written.utf8.dropFirst().dropLast().contains { $0 < 0x20 || $0 == 0x7F })
        if !text.contains(where: { $0 == "\"" || $0 == "\\" || !$0.isASCII || $0.asciiValue! < 0x20 || $0.asciiValue! == 0x7F }) {
            #expect(written == "\"" + text + "\"")
        }
    }

    @Test func escapesEveryControlSoPrintedJSONCannotDriveATerminal() throws {
        // Given: text with C0, DEL, C1, bidi controls, line separators, a BOM and a tag character
        let hostile = "a\u{1B}]0;t\u{07}\u{7F}\u{9B}31m\u{202E}\u{2066}\u{2028}\u{FEFF}\u{E0067}é北"
        // When
        let written = JSONWriter.string(.string(hostile))
        // Then: only printable characters are written, and they parse back to the same text
        #expect(written == #""a\u001b]0;t\u0007\u007f\u009b31m\u202e\u2066\u2028\ufeff\udb40\udc67é北""#)
        #expect(try JSONParser.parse(written) == .string(hostile))
    }

    /// 20,000 mutations of real answers: every one either parses or is a JSONError, never a crash.
    @Test func survivesMutatedInput() {
        let seeds = [Fixtures.loginAnswer, Fixtures.page(rows: #"{"F4209_DOCO": 1, "F4209_MCU": "  M30"}"#, more: true, next: "http://x/y"), Fixtures.expired]
            .map { Array($0.utf8) }
        var rng = SplitMix(seed: 0x5161_6E6F_6666)
        var parsed = 0, refused = 0
        for i in 0..<20_000 {
            var bytes = seeds[i % seeds.count]
            for _ in 0..<(1 + Int(rng.next() % 8)) {
                let at = Int(rng.next() % UInt64(bytes.count))
                switch rng.next() % 4 {
                case 0: bytes[at] = UInt8(truncatingIfNeeded: rng.next())
                case 1: bytes.remove(at: at)
                case 2: bytes.insert(UInt8(truncatingIfNeeded: rng.next()), at: at)
                default: bytes = Array(bytes[..<at])
                }
                if bytes.isEmpty { bytes = [0x7B] }
            }
            do { _ = try JSONParser.parse(bytes); parsed += 1 } catch { refused += 1 }
        }
        #expect(parsed + refused == 20_000)
        #expect(refused > 0)
    }
}

