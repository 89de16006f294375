/// A reading position in a JSON text's bytes, and the reading of each kind of value from it (`JSONParser`);
/// numbers in `JSONCursor+Numbers.swift`. While `capturesRows`, a data-service grid's rowset is handed to
/// `RowsetReader`.
struct JSONCursor {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    /// Whether a data-service grid's rowset is read as `CapturedRows` (`RowsetReader`).
    let capturesRows: Bool
    /// The keys leading to the object being read, while capturing: the first three levels.
    var path: [String] = []
    var captured: CapturedRows?

    init(_ bytes: UnsafeBufferPointer<UInt8>, capturesRows: Bool = false) {
        self.bytes = bytes
        self.capturesRows = capturesRows
    }

    var atEnd: Bool { index >= bytes.count }

    func error(_ message: String) -> JSONError { JSONError(message: message, offset: index) }

    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    mutating func value(depth: Int) throws(JSONError) -> JSONValue {
        guard depth < JSONParser.maximumDepth else { throw error("nested deeper than \(JSONParser.maximumDepth) levels") }
        guard index < bytes.count else { throw error("unexpected end of data") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default: throw error("unexpected character")
        }
    }

    mutating func literal(_ word: StaticString) throws(JSONError) {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count else { throw error("unexpected end of data") }
        let start = word.utf8Start
        for i in 0..<count where bytes[index + i] != start[i] { throw error("invalid literal") }
        index += count
    }

    mutating func object(depth: Int) throws(JSONError) -> JSONValue {
        index += 1
        var pairs: [(key: String, value: JSONValue)] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return .object(pairs) }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw error("expected a key") }
            let key = try string()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("expected ':'") }
            index += 1
            skipWhitespace()
            if capturesRows, depth < 4 {
                if try captureRowset(key: key, depth: depth) {
                    pairs.append((key, CapturedRows.placeholder))
                } else {
                    path.removeSubrange(min(depth, path.count)...)
                    path.append(key)
                    pairs.append((key, try value(depth: depth + 1)))
                    path.removeSubrange(min(depth, path.count)...)
                }
            } else {
                pairs.append((key, try value(depth: depth + 1)))
            }
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of data") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "}") { index += 1; return .object(pairs) }
            throw error("expected ',' or '}'")
        }
    }

    mutating func array(depth: Int) throws(JSONError) -> JSONValue {
        index += 1
        var items: [JSONValue] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return .array(items) }
        while true {
            skipWhitespace()
            items.append(try value(depth: depth + 1))
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of data") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "]") { index += 1; return .array(items) }
            throw error("expected ',' or ']'")
        }
    }

    mutating func string() throws(JSONError) -> String {
        index += 1
        let start = index
        // Fast path: no escapes.
        while index < bytes.count {
            let b = bytes[index]
            if b == UInt8(ascii: "\"") {
                let s = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
                index += 1
                return s
            }
            if b == UInt8(ascii: "\\") { break }
            if b < 0x20 { throw error("control character in a string") }
            index += 1
        }
        var out = Array(bytes[start..<index])
        while index < bytes.count {
            let b = bytes[index]
            switch b {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: out, as: UTF8.self)
            case UInt8(ascii: "\\"):
                index += 1
                guard index < bytes.count else { throw error("unexpected end of data") }
                let e = bytes[index]
                index += 1
                switch e {
                case UInt8(ascii: "\""): out.append(0x22)
                case UInt8(ascii: "\\"): out.append(0x5C)
                case UInt8(ascii: "/"): out.append(0x2F)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "u"): appendScalar(try unicodeEscape(), to: &out)
                default: throw error("invalid escape")
                }
            default:
                if b < 0x20 { throw error("control character in a string") }
                out.append(b)
                index += 1
            }
        }
        throw error("unterminated string")
    }

    /// After `\u`: four hex digits, joining a surrogate pair; a lone surrogate becomes U+FFFD.
    mutating func unicodeEscape() throws(JSONError) -> Unicode.Scalar {
        let high = try hex4()
        if (0xD800...0xDBFF).contains(high) {
            if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
                let save = index
                index += 2
                let low = try hex4()
                if (0xDC00...0xDFFF).contains(low) {
                    return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)) ?? "\u{FFFD}"
                }
                index = save
            }
            return "\u{FFFD}"
        }
        return Unicode.Scalar(high) ?? "\u{FFFD}"
    }

    mutating func hex4() throws(JSONError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw error("unexpected end of data") }
        var v: UInt32 = 0
        for _ in 0..<4 {
            let c = bytes[index]
            let d: UInt32
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): d = UInt32(c - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): d = UInt32(c - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): d = UInt32(c - UInt8(ascii: "A") + 10)
            default: throw error("invalid \\u escape")
            }
            v = v * 16 + d
            index += 1
        }
        return v
    }

    func appendScalar(_ s: Unicode.Scalar, to out: inout [UInt8]) {
        out.append(contentsOf: Array(String(Character(s)).utf8))
    }

    /// When the member `key` of an object at `depth` is the grid's rowset, reads it into `captured` and
    /// answers true; the cursor is then after the array.
    mutating func captureRowset(key: String, depth: Int) throws(JSONError) -> Bool {
        guard depth == 3, captured == nil, key == "rowset", path.count == 3, path[0].hasPrefix("fs_DATABROWSE_"),
              path[1] == "data", path[2] == "gridData", index < bytes.count, bytes[index] == UInt8(ascii: "[") else { return false }
        let rows = try RowsetReader.rowset(&self, depth: depth + 1)
        captured = rows
        return true
    }
}
