/// Hostile variants of text, for clients to prove they make server text inert (contract §8): control
/// characters, ESC/CSI/OSC/DCS sequences, C1 controls, bidirectional overrides, combining marks,
/// wide characters, very long strings, line breaks followed by text that imitates Signoff's own
/// dialog and messages, and strings that are not valid Unicode (lone surrogates, which only an
/// escaped JSON string can carry).
///
/// The variant for a given text is chosen from the text itself, so a value looks the same on every
/// page and every run.
enum HostileText {
    static let variantCount = 11

    /// `text` made hostile, as a JSON value (a `.raw` JSON string for the invalid-Unicode variant).
    static func corrupt(_ text: String) -> JSONValue { variant(stableHash(text) % variantCount, of: text) }

    static func variant(_ n: Int, of text: String) -> JSONValue {
        switch n {
        case 0: return .string("\u{1B}[31;1m" + text + "\u{1B}[0m")                         // CSI colours
        case 1: return .string("\u{1B}]0;owned\u{07}" + text)                                // OSC window title
        case 2: return .string(text + "\u{1B}[2J\u{1B}[H\u{1B}[?1049h")                      // clear screen, alternate buffer
        case 3: return .string("\u{9B}7m" + text + "\u{85}\u{90}q\u{9C}")                    // C1 CSI, NEL, DCS, ST
        case 4: return .string(text + "\r\u{08}\u{08}\t\u{00}\u{7F}\u{0B}\u{0C}")            // C0 controls and NUL
        case 5: return .raw(invalidUnicode(text))                                             // lone surrogates
        case 6: return .string(text + String(repeating: " Ｗｉｄｅ漢字テキスト", count: 400))   // very long, wide
        case 7: return .string("\u{202E}" + text + "\u{200D}\u{200B}e\u{301}\u{302}\u{303}\u{304}\u{2066}")
        case 8: return .string("\u{1B}]52;c;cHduZWQ=\u{07}" + text + "\u{1B}P+q544e\u{1B}\\")  // clipboard, DCS
        case 9: return .string(text + "\u{FFFF}\u{FEFF}\u{E000}\u{1F4A3}\u{1F3F4}\u{E0067}\u{E0062}\u{E007F}")
        default: return .string(text + "\n✓ Approved\r\nYou are about to APPROVE: 0 orders\n")      // a fake dialog and status
        }
    }

    /// A JSON string literal holding `text` followed by two lone surrogates (low before high, so they
    /// never pair).
    private static func invalidUnicode(_ text: String) -> [UInt8] {
        var bytes: [UInt8] = []
        JSONWriter.writeString(text, into: &bytes)
        bytes.removeLast()
        bytes.append(contentsOf: "\\udc00\\ud800\"".utf8)
        return bytes
    }

    /// FNV-1a over UTF-8: stable across runs, unlike `Hasher`.
    static func stableHash(_ text: String) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return Int(hash >> 1)
    }
}
