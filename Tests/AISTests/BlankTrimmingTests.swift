@testable import AIS
import Foundation
import Testing

@Suite struct BlankTrimmingTests {
    @Test(arguments: [
        ("", ""), ("OP", "OP"), ("  OP  ", "OP"), ("\tM30 \t", "M30"), ("   ", ""), ("\u{00A0}Ä\u{3000}", "Ä"), ("\u{200B}x", "x"),
        ("a b", "a b"), (" \u{301}", "\u{301}"), ("\n x \n", "\n x \n"), ("\u{2003}\u{2009}x\u{202F}", "x"),
        ("é ", "é"), (" 日本 ", "日本"),
    ])
    func removesTheBlanksFoundationRemoves(text: String, trimmed: String) {
        #expect(text.trimmingBlanks == trimmed)
        #expect(text.trimmingBlanks == text.trimmingCharacters(in: .whitespaces))
    }

    @Test func agreesWithFoundationOnGeneratedText() {
        // Given: text made of blanks, line breaks, ASCII, letters outside ASCII, combining marks and emoji
        let alphabet: [Unicode.Scalar] = [" ", "\t", "\n", "\r", "a", "Z", "0", "-", "\u{A0}", "\u{1680}", "\u{2000}",
                                          "\u{200A}", "\u{200B}", "\u{2028}", "\u{205F}", "\u{3000}", "\u{FEFF}", "é",
                                          "\u{301}", "ß", "日", "\u{1F600}", "\u{85}", "\u{0}"]
        var seed: UInt64 = 0x5EED
        for _ in 0..<20_000 {
            var text = String.UnicodeScalarView()
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            for i in 0..<Int(seed >> 60) {
                text.append(alphabet[Int((seed >> UInt64(i * 4 % 56)) & 0xFF) % alphabet.count])
            }
            let string = String(text)
            // Then
            #expect(string.trimmingBlanks == string.trimmingCharacters(in: .whitespaces), "\(string.unicodeScalars.map { $0.value })")
        }
    }

    @Test func everyBlankStartsAndEndsWithABytePassedToTheFullLook() {
        // Given every Unicode scalar `isBlank` holds for (by the toolchain's own Unicode data)
        let blanks = (0...0x10FFFF).compactMap(Unicode.Scalar.init).filter(\.isBlank)
        // Then each one's first and last UTF-8 bytes are among those `trimmingBlanks` looks further at
        #expect(blanks.count >= 19)
        for blank in blanks {
            let bytes = Array(String(blank).utf8)
            #expect(String.mayStartABlank(bytes[0]) && String.mayEndABlank(bytes[bytes.count - 1]), "U+\(String(blank.value, radix: 16))")
        }
        // And an accented letter at either edge is not looked at
        #expect(!String.mayStartABlank(Array("É".utf8)[0]) && !String.mayEndABlank(Array("é".utf8)[1]))
    }
}
