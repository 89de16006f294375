/// Mutates bytes the way a broken or hostile server garbles an answer: flipped bits, cuts, huge or
/// non-finite numbers, deep nesting, invalid UTF-8, stray escapes, duplicated or spliced pieces.
enum ByteMutator {
    static let hugeNumbers = ["1e999", "-1e999", "NaN", "-NaN", "Infinity", "-Infinity", "1e-400", "99999999999999999999999999",
                              "-9223372036854775809", "9223372036854775808", "18446744073709551616", "-0", "0e0", "1E+308",
                              "4.9e-324", "1.7976931348623157e309", "0.000000000000000000000000000001", "00012", "-", "1.", ".5",
                              "1e", "+1", "0x10", "1_000"]
    static let invalidUTF8: [[UInt8]] = [[0x80], [0xBF], [0xC0, 0xAF], [0xC3, 0x28], [0xE0, 0x80, 0xAF], [0xED, 0xA0, 0x80],
                                         [0xF4, 0x90, 0x80, 0x80], [0xF8, 0x88, 0x80, 0x80, 0x80], [0xFE], [0xFF], [0xE2, 0x82],
                                         [0xF0, 0x9F, 0x98], [0xEF, 0xBB, 0xBF]]
    static let escapes = ["\\", "\\u", "\\u12", "\\ud800", "\\udc00", "\\ud83d\\ude00", "\\uDBFF\\uDFFF", "\\ud800\\u0041",
                          "\\u0000", "\\x41", "\\'", "\\\"", "\\\\\\"]
    static let tokens = ["{", "}", "[", "]", ",", ":", "\"", "null", "true", "false", "\u{0}", "\n", "\r\n", " ", "{}", "[]",
                         "\"\":", ",,", "::"]

    static func mutate(_ input: [UInt8], random: inout FuzzRandom, corpus: [[UInt8]] = []) -> [UInt8] {
        var bytes = input
        let rounds = random.chance(70) ? 1 : random.int(2...6)
        for _ in 0..<rounds { bytes = once(bytes, random: &random, corpus: corpus) }
        return bytes
    }

    static func once(_ input: [UInt8], random: inout FuzzRandom, corpus: [[UInt8]]) -> [UInt8] {
        var bytes = input
        let at = random.below(bytes.count + 1)
        switch random.below(13) {
        case 0:  // flip bits
            guard !bytes.isEmpty else { break }
            for _ in 0..<random.int(1...4) { bytes[random.below(bytes.count)] ^= UInt8(1) << UInt8(random.below(8)) }
        case 1:  // replace a byte with any byte
            guard !bytes.isEmpty else { break }
            bytes[random.below(bytes.count)] = UInt8(random.below(256))
        case 2:  // truncate
            bytes = Array(bytes.prefix(at))
        case 3:  // a huge, non-finite or malformed number, replacing a number when the answer has one
            let number = Array(random.pick(hugeNumbers).utf8)
            if let span = numberSpan(in: bytes, near: at) { bytes.replaceSubrange(span, with: number) }
            else { bytes.insert(contentsOf: number, at: at) }
        case 4:  // deep nesting
            let depth = random.pick([63, 64, 65, 100, 2_000])
            let opener: [UInt8] = random.chance(50) ? [UInt8(ascii: "[")] : Array("{\"a\":".utf8)
            var nest = [UInt8](); nest.reserveCapacity(depth * opener.count)
            for _ in 0..<depth { nest.append(contentsOf: opener) }
            if random.chance(50) {
                nest.append(contentsOf: Array("1".utf8))
                let closer: UInt8 = opener.count == 1 ? UInt8(ascii: "]") : UInt8(ascii: "}")
                nest.append(contentsOf: [UInt8](repeating: closer, count: depth))
            }
            bytes.insert(contentsOf: nest, at: at)
        case 5:  // invalid UTF-8
            bytes.insert(contentsOf: random.pick(invalidUTF8), at: at)
        case 6:  // an escape, complete or not
            bytes.insert(contentsOf: Array(random.pick(escapes).utf8), at: at)
        case 7:  // a JSON token in the wrong place
            bytes.insert(contentsOf: Array(random.pick(tokens).utf8), at: at)
        case 8:  // duplicate a piece elsewhere (duplicated keys, repeated rows)
            guard !bytes.isEmpty else { break }
            let start = random.below(bytes.count)
            let piece = Array(bytes[start..<min(bytes.count, start + random.int(1...200))])
            bytes.insert(contentsOf: piece, at: random.below(bytes.count + 1))
        case 9:  // delete a piece
            guard !bytes.isEmpty else { break }
            let start = random.below(bytes.count)
            bytes.removeSubrange(start..<min(bytes.count, start + random.int(1...64)))
        case 10:  // splice with another answer
            guard let other = corpus.isEmpty ? nil : random.pick(corpus), !other.isEmpty else { break }
            let cut = random.below(other.count)
            bytes = Array(bytes.prefix(at)) + Array(other[cut...])
        case 11:  // random bytes
            bytes.insert(contentsOf: random.bytes(random.int(1...32)), at: at)
        default:  // a long run of one byte (long strings, long numbers, long whitespace)
            let byte = random.pick([UInt8(ascii: "9"), UInt8(ascii: " "), UInt8(ascii: "a"), UInt8(ascii: "\\"), 0xE9, UInt8(ascii: "\"")])
            bytes.insert(contentsOf: [UInt8](repeating: byte, count: random.pick([100, 1_000, 4_000])), at: at)
        }
        return bytes
    }

    /// The digits (and sign, point, exponent) of a number at or after `index`, when one is close.
    static func numberSpan(in bytes: [UInt8], near index: Int) -> Range<Int>? {
        var i = index
        let limit = min(bytes.count, index + 200)
        func isNumberByte(_ b: UInt8) -> Bool {
            (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || b == UInt8(ascii: "-") || b == UInt8(ascii: ".")
                || b == UInt8(ascii: "e") || b == UInt8(ascii: "E") || b == UInt8(ascii: "+")
        }
        while i < limit, !(bytes[i] >= UInt8(ascii: "0") && bytes[i] <= UInt8(ascii: "9")) { i += 1 }
        guard i < limit else { return nil }
        var start = i
        while start > 0, isNumberByte(bytes[start - 1]) { start -= 1 }
        var end = i
        while end < bytes.count, isNumberByte(bytes[end]) { end += 1 }
        return start..<end
    }
}
