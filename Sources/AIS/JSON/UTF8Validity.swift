/// Whether bytes are well-formed UTF-8 (Unicode's table 3-7: no overlong forms, no surrogates, nothing
/// above U+10FFFF), so that a string made of them keeps them as they are: `String(decoding:as:)` repairs
/// anything else. A row's text is handed on as its bytes only when this holds.
enum UTF8Validity {
    static func isValid(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var i = 0
        let n = bytes.count
        while i < n {
            let lead = bytes[i]
            if lead < 0x80 { i += 1; continue }
            let length: Int
            var low: UInt8 = 0x80
            var high: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; high = 0x9F
            case 0xF0: length = 4; low = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; high = 0x8F
            default: return false
            }
            guard n - i >= length, (low...high).contains(bytes[i + 1]) else { return false }
            for k in 2..<length where !(0x80...0xBF).contains(bytes[i + k]) { return false }
            i += length
        }
        return true
    }
}
