import CZlib
import Foundation

/// The bytes of the simulator's file attachments, made in code: a one-page PDF that says which order it
/// belongs to, a small PNG (a blue and white check), and filler of any size for the size-limit tests.
/// Each is the same for the same inputs, so a test can compare what a client saved with what was served.
enum DemoFileBytes {
    /// A valid one-page PDF 1.4 (catalog, pages, page, font, content stream, cross-reference table).
    static func pdf(title: String) -> [UInt8] {
        let text = title.unicodeScalars.filter { $0.isASCII && $0.value >= 32 && !"()\\".unicodeScalars.contains($0) }
        let content = "BT /F1 18 Tf 72 720 Td (\(String(String.UnicodeScalarView(text)))) Tj ET"
        let objects = [
            "<< /Type /Catalog /Pages 2 0 R >>",
            "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
            "<< /Length \(content.utf8.count) >>\nstream\n\(content)\nendstream",
            "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
        ]
        var out = Array("%PDF-1.4\n".utf8)
        var offsets: [Int] = []
        for (i, object) in objects.enumerated() {
            offsets.append(out.count)
            out += Array("\(i + 1) 0 obj\n\(object)\nendobj\n".utf8)
        }
        let xref = out.count
        var table = "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
        for offset in offsets { table += String(repeating: "0", count: 10 - String(offset).count) + "\(offset) 00000 n \n" }
        table += "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\nstartxref\n\(xref)\n%%EOF\n"
        return out + Array(table.utf8)
    }

    /// A valid `side` × `side` RGB PNG: a check of blue and white squares of 4 pixels.
    static func png(side: Int = 16) -> [UInt8] {
        var raw: [UInt8] = []
        for y in 0..<side {
            raw.append(0)  // filter: none
            for x in 0..<side {
                let blue = (x / 4 + y / 4) % 2 == 0
                raw += blue ? [0x1f, 0x4e, 0x9a] : [0xff, 0xff, 0xff]
            }
        }
        var header: [UInt8] = []
        header += bigEndian(UInt32(side)) + bigEndian(UInt32(side))
        header += [8, 2, 0, 0, 0]  // 8-bit depth, RGB, deflate, no filter set, no interlace
        return [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
            + chunk("IHDR", header) + chunk("IDAT", zlib(raw)) + chunk("IEND", [])
    }

    /// `count` bytes of filler that start as a PDF (so a viewer names the type) and repeat a line.
    static func filler(count: Int) -> [UInt8] {
        let line = Array("%PDF-1.4 filler for the attachment size limit\n".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(count)
        while out.count < count { out += line.prefix(count - out.count) }
        return out
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + data
        let crc = typed.withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress, uInt($0.count))) }
        return bigEndian(UInt32(data.count)) + typed + bigEndian(crc)
    }

    /// A zlib stream (RFC 1950) of `bytes`.
    private static func zlib(_ bytes: [UInt8]) -> [UInt8] {
        var length = compressBound(uLong(bytes.count))
        var out = [UInt8](repeating: 0, count: Int(length))
        let status = out.withUnsafeMutableBufferPointer { target in
            bytes.withUnsafeBufferPointer { compress(target.baseAddress, &length, $0.baseAddress, uLong($0.count)) }
        }
        precondition(status == Z_OK, "zlib could not compress \(bytes.count) bytes")
        return Array(out.prefix(Int(length)))
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xff), UInt8(value >> 8 & 0xff), UInt8(value & 0xff)]
    }
}
