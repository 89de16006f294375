import Testing
@testable import Terminal

@Suite struct TextWidthTests {
    @Test(arguments: [
        ("abc", 3), ("北京", 4), ("한국어", 6), ("e\u{301}", 1), ("👍", 2), ("👨‍👩‍👧", 2), ("🇩🇪", 2), ("", 0), ("ｶﾅ", 2), ("Ａ", 2),
    ])
    func measuresCells(text: String, cells: Int) {
        #expect(TextWidth.cells(of: text) == cells)
    }

    @Test func cutsWithAnEllipsisWithinTheWidth() {
        #expect(TextWidth.truncate("Schäfer Safety Equipment", toCells: 10) == "Schäfer S…")
        #expect(TextWidth.truncate("北京华信科技有限公司", toCells: 7) == "北京华…")
        #expect(TextWidth.cells(of: TextWidth.truncate("北京华信科技有限公司", toCells: 7)) <= 7)
        #expect(TextWidth.truncate("short", toCells: 5) == "short")
        #expect(TextWidth.truncate("anything", toCells: 0) == "")
        #expect(TextWidth.truncate("abc", toCells: 2, ellipsis: "~") == "a~")
    }
}

@Suite struct SanitizerTests {
    @Test(arguments: [
        ("plain", "plain"),
        ("a\u{1B}[2J\u{1B}[Hb", "ab"),                         // CSI: clear screen, home
        ("a\u{1B}]0;evil title\u{07}b", "ab"),                 // OSC title, BEL-terminated
        ("a\u{1B}]52;c;Zm9v\u{1B}\\b", "ab"),                  // OSC 52 clipboard, ST-terminated
        ("a\u{9B}31mb", "ab"),                                  // C1 CSI
        ("a\u{07}\u{08}\u{7F}b", "ab"),                        // BEL, BS, DEL
        ("line1\nline2\ttab", "line1 line2 tab"),
        ("a\u{202E}evil\u{202C}b", "aevilb"),                  // bidi override
        ("a\u{1B}Pq#0;1;2\u{1B}\\b", "ab"),                    // DCS (sixel)
        ("\u{1B}[?1049h", ""),                                  // private mode
        ("trailing\u{1B}", "trailing"),
        ("a\u{2028}b\u{2029}c", "a b c"),                      // Unicode line and paragraph separators
        ("a\u{200B}\u{200D}\u{FEFF}\u{2060}\u{00AD}b", "ab"),  // zero-width and other format characters
        ("🏴\u{E0067}\u{E0062}\u{E007F}", "🏴"),              // tag characters
        ("👍\u{1F3FD}", "👍"),                                  // skin-tone modifier
        ("a\u{E000}\u{FFFF}\u{10FFFF}b", "a\u{FFFD}\u{FFFD}\u{FFFD}b"), // private use, noncharacters
        ("e\u{301}北Ａ", "e\u{301}北Ａ"),                         // combining marks and wide characters stay
    ])
    func makesTextInert(input: String, expected: String) {
        #expect(Sanitizer.inert(input) == expected)
    }

    @Test func handlesAMegabyteOfHostileText() {
        let hostile = String(repeating: "\u{1B}[31m北\u{9B}2J\u{07}", count: 100_000)
        let out = Sanitizer.inert(hostile)
        #expect(out == String(repeating: "北", count: 100_000))
        #expect(!out.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    }

    @Test func everyCellItCountsIsACellTheTerminalDraws() {
        // Given: every kind of character whose width terminals disagree on
        let hostile = "a\u{200D}b\u{FEFF}c\u{E000}d\u{FFFF}e👍\u{1F3FD}f\u{2066}g\u{AD}h"
        // When
        let out = Sanitizer.inert(hostile)
        // Then: what is left has the width the sum of its scalars' widths gives
        #expect(out == "abc\u{FFFD}d\u{FFFD}e👍fgh")
        #expect(TextWidth.cells(of: out) == 12)
    }
}

@Suite struct KeyDecoderTests {
    typealias R = KeyDecoder.RawInput

    @Test func decodesCharactersControlsAndKeys() {
        let keys = KeyDecoder.decode([.character(97), .character(2), .character(13), .character(9), .character(127),
                                      .keyCode(0o402), .keyCode(0o541), .keyCode(0o410 + 5), .keyCode(0o632), .character(0x5317)])
        #expect(keys == [.character("a"), .control("b"), .enter, .tab, .backspace, .down, .backTab, .function(5), .resize, .character("北")])
    }

    @Test func escapeAloneIsEscapeAndFollowedIsAlt() {
        #expect(KeyDecoder.decode([.character(27)]) == [.escape])
        #expect(KeyDecoder.decode([.character(27), .character(120)]) == [.alt("x")])
        #expect(KeyDecoder.decode([.character(27), .character(27)]) == [.escape, .escape])
        #expect(KeyDecoder.decode([.character(27), .keyCode(0o403)]) == [.escape, .up])
    }

    @Test func dropsOtherControlCharacters() {
        #expect(KeyDecoder.decode([.character(0), .character(0x9B), .character(31)]) == [])
    }
}
