extension JSONCursor {
    mutating func number() throws(JSONError) -> JSONValue {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) else { throw error("invalid number") }
        var isInteger = true
        while index < bytes.count {
            let c = bytes[index]
            if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(c) { index += 1; continue }
            if c == UInt8(ascii: ".") || c == UInt8(ascii: "e") || c == UInt8(ascii: "E") || c == UInt8(ascii: "+")
                || (c == UInt8(ascii: "-") && index > start) {
                isInteger = false
                index += 1
                continue
            }
            break
        }
        if let fast = Self.plainNumber(UnsafeBufferPointer(rebasing: bytes[start..<index])) { return fast }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        if isInteger, let exact = Int64(text) { return .number(Double(exact), exact: exact) }
        guard let d = Double(text), d.isFinite else { throw error("invalid number") }
        return .number(d, exact: Int64(exactly: d))
    }

    private static let powersOfTen: [Double] = (0...15).map { n in (0..<n).reduce(1.0) { acc, _ in acc * 10 } }

    /// A number written as plain digits, with at most one `.` and a leading `-`, of at most 15 digits:
    /// its value without making a string. Both the digits and the power of ten are exact doubles, so one
    /// division rounds as `Double(text)` does. nil for anything else (exponents, long numbers).
    static func plainNumber(_ token: UnsafeBufferPointer<UInt8>) -> JSONValue? {
        var i = 0
        let negative = token.first == UInt8(ascii: "-")
        if negative { i = 1 }
        var digits: Int64 = 0
        var count = 0
        var fraction = -1
        while i < token.count {
            let c = token[i]
            if c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") {
                count += 1
                guard count <= 15 else { return nil }
                digits = digits * 10 + Int64(c - UInt8(ascii: "0"))
                if fraction >= 0 { fraction += 1 }
            } else if c == UInt8(ascii: "."), fraction < 0 {
                fraction = 0
            } else {
                return nil
            }
            i += 1
        }
        guard count > 0, fraction != 0 else { return nil }
        if fraction < 0 {
            let exact = negative ? -digits : digits
            return .number(Double(exact), exact: exact)
        }
        let magnitude = Double(digits) / powersOfTen[fraction]
        let d = negative ? -magnitude : magnitude
        return .number(d, exact: Int64(exactly: d))
    }
}
