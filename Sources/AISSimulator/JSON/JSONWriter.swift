/// Writes `JSONValue`s as compact UTF-8 JSON. Control characters are escaped; everything else is
/// written as it is, so hostile text reaches the client intact.
public enum JSONWriter {
    public static func bytes(_ value: JSONValue) -> [UInt8] {
        var out: [UInt8] = []
        // A data-service page is its rowset's bytes (made beforehand, often 300 KB) and a little around them:
        // room for both at once, instead of growing and copying them several times.
        out.reserveCapacity(256 + value.rawByteCount)
        write(value, into: &out)
        return out
    }

    public static func string(_ value: JSONValue) -> String { String(decoding: bytes(value), as: UTF8.self) }

    public static func write(_ value: JSONValue, into out: inout [UInt8]) {
        switch value {
        case .null: out.append(contentsOf: "null".utf8)
        case .bool(let b): out.append(contentsOf: (b ? "true" : "false").utf8)
        case .int(let i): writeInteger(Int64(i), into: &out)
        case .double(let d): writeNumber(d, into: &out)
        case .string(let s): writeString(s, into: &out)
        case .raw(let bytes): out.append(contentsOf: bytes)
        case .array(let items):
            out.append(UInt8(ascii: "["))
            for (i, item) in items.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                write(item, into: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let pairs):
            out.append(UInt8(ascii: "{"))
            for (i, (key, item)) in pairs.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                writeString(key, into: &out)
                out.append(UInt8(ascii: ":"))
                write(item, into: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }

    static func writeNumber(_ d: Double, into out: inout [UInt8]) {
        guard d.isFinite else { out.append(contentsOf: "null".utf8); return }
        if d.rounded() == d, abs(d) < 1e15 {
            writeInteger(Int64(d), into: &out)
        } else {
            out.append(contentsOf: String(d).utf8)
        }
    }

    /// An integer's decimal digits, without making a `String` of them.
    static func writeInteger(_ value: Int64, into out: inout [UInt8]) {
        if value < 0 { out.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var digits: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)  // 32 bytes: room for 20 digits
        var count = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[31 - count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                count += 1
            } while magnitude > 0
            out.append(contentsOf: UnsafeRawBufferPointer(rebasing: buffer[(32 - count)...]))
        }
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    static func writeString(_ s: String, into out: inout [UInt8]) {
        var s = s
        s.withUTF8 { writeString(utf8: $0, into: &out) }
    }

    /// A JSON string of UTF-8 bytes: runs of bytes that need no escape are copied whole.
    static func writeString(utf8 s: UnsafeBufferPointer<UInt8>, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var run = 0
        for (i, byte) in s.enumerated() {
            guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: s[run..<i]))
            run = i + 1
            switch byte {
            case UInt8(ascii: "\""): out.append(UInt8(ascii: "\\")); out.append(byte)
            case UInt8(ascii: "\\"): out.append(UInt8(ascii: "\\")); out.append(byte)
            case 0x0A: out.append(UInt8(ascii: "\\")); out.append(UInt8(ascii: "n"))
            case 0x0D: out.append(UInt8(ascii: "\\")); out.append(UInt8(ascii: "r"))
            case 0x09: out.append(UInt8(ascii: "\\")); out.append(UInt8(ascii: "t"))
            default:
                out.append(contentsOf: "\\u00".utf8)
                out.append(hexDigits[Int(byte >> 4)])
                out.append(hexDigits[Int(byte & 0xF)])
            }
        }
        out.append(contentsOf: UnsafeBufferPointer(rebasing: s[run..<s.count]))
        out.append(UInt8(ascii: "\""))
    }
}
