/// Writes JSON compactly, escaping what must be escaped.
public enum JSONWriter {
    public static func bytes(_ value: JSONValue) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(256)
        write(value, into: &out)
        return out
    }

    public static func string(_ value: JSONValue) -> String { String(decoding: bytes(value), as: UTF8.self) }

    static func write(_ value: JSONValue, into out: inout [UInt8]) {
        switch value {
        case .null: out.append(contentsOf: Array("null".utf8))
        case .bool(let b): out.append(contentsOf: Array((b ? "true" : "false").utf8))
        case .number(let d, let exact):
            if let exact { out.append(contentsOf: Array(String(exact).utf8)) }
            else if d.isFinite { out.append(contentsOf: Array("\(d)".utf8)) }
            else { out.append(contentsOf: Array("null".utf8)) }
        case .string(let s): writeString(s, into: &out)
        case .array(let items):
            out.append(UInt8(ascii: "["))
            for (i, item) in items.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                write(item, into: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let pairs):
            out.append(UInt8(ascii: "{"))
            for (i, pair) in pairs.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                writeString(pair.key, into: &out)
                out.append(UInt8(ascii: ":"))
                write(pair.value, into: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }

    /// A JSON string literal. Besides what JSON requires, DEL, C1 controls, format characters (bidi
    /// controls, zero-width joiners, BOM, tags) and the Unicode line separators are written as `\u`
    /// escapes, so JSON printed to a terminal cannot control it, and the text still parses back exactly.
    static func writeString(_ s: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        // Most text (codes, numbers, most names) is printable ASCII without a quote or backslash: its bytes
        // are its literal, copied whole; anything else goes scalar by scalar.
        var text = s
        let copied = text.withUTF8 { bytes -> Bool in
            guard !bytes.contains(where: { $0 < 0x20 || $0 > 0x7E || $0 == 0x22 || $0 == 0x5C }) else { return false }
            out.append(contentsOf: bytes)
            return true
        }
        if !copied { writeScalars(of: s, into: &out) }
        out.append(UInt8(ascii: "\""))
    }

    private static func writeScalars(of s: String, into out: inout [UInt8]) {
        for scalar in s.unicodeScalars {
            let v = scalar.value
            switch v {
            case 0x22: out.append(contentsOf: [0x5C, 0x22])
            case 0x5C: out.append(contentsOf: [0x5C, 0x5C])
            case 0x0A: out.append(contentsOf: [0x5C, UInt8(ascii: "n")])
            case 0x0D: out.append(contentsOf: [0x5C, UInt8(ascii: "r")])
            case 0x09: out.append(contentsOf: [0x5C, UInt8(ascii: "t")])
            case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029: escape(v, into: &out)
            case 0x20..<0x7F: out.append(UInt8(v))
            default:
                if scalar.properties.generalCategory == .format {
                    for unit in String(scalar).utf16 { escape(UInt32(unit), into: &out) }
                } else {
                    UTF8.encode(scalar) { out.append($0) }
                }
            }
        }
    }

    /// `\uXXXX` for one UTF-16 unit.
    private static func escape(_ unit: UInt32, into out: inout [UInt8]) {
        let hex = Array("0123456789abcdef".utf8)
        out.append(contentsOf: [0x5C, UInt8(ascii: "u"), hex[Int(unit >> 12 & 0xF)], hex[Int(unit >> 8 & 0xF)],
                                hex[Int(unit >> 4 & 0xF)], hex[Int(unit & 0xF)]])
    }
}
