import CZlib
import Foundation

/// gzip (RFC 1952) through the system's zlib: the simulator compresses answers when a request says
/// `Accept-Encoding: gzip` (contract §1); tests read them back.
public enum GzipEncoding {
    /// zlib's fastest level: JSON rows compress to a fraction at it, and the simulator stays quick.
    static let level: Int32 = 1

    /// `bytes` as a gzip stream; nil if zlib fails (the answer then goes uncompressed).
    public static func compress(_ bytes: [UInt8]) -> [UInt8]? {
        var stream = z_stream()
        guard signoff_deflate_init_gzip(&stream, level) == Z_OK else { return nil }
        defer { deflateEnd(&stream) }
        var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, UInt(bytes.count))) + 32)
        var input = bytes
        let status = input.withUnsafeMutableBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                stream.next_in = source.baseAddress
                stream.avail_in = uInt(source.count)
                stream.next_out = target.baseAddress
                stream.avail_out = uInt(target.count)
                return deflate(&stream, Z_FINISH)
            }
        }
        guard status == Z_STREAM_END else { return nil }
        output.removeLast(output.count - Int(stream.total_out))
        return output
    }

    /// The bytes of a gzip stream; nil when it is not one or is cut off.
    public static func decompress(_ bytes: [UInt8]) -> [UInt8]? {
        var stream = z_stream()
        guard signoff_inflate_init_gzip(&stream) == Z_OK else { return nil }
        defer { inflateEnd(&stream) }
        var input = bytes
        var result: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        return input.withUnsafeMutableBufferPointer { source -> [UInt8]? in
            stream.next_in = source.baseAddress
            stream.avail_in = uInt(source.count)
            while true {
                let status = chunk.withUnsafeMutableBufferPointer { target -> Int32 in
                    stream.next_out = target.baseAddress
                    stream.avail_out = uInt(target.count)
                    return inflate(&stream, Z_NO_FLUSH)
                }
                result.append(contentsOf: chunk[0..<(chunk.count - Int(stream.avail_out))])
                if status == Z_STREAM_END { return result }
                guard status == Z_OK else { return nil }
            }
        }
    }

    /// Whether an `Accept-Encoding` value takes gzip (and does not refuse it with `q=0`).
    static func accepted(by header: String?) -> Bool {
        guard let header else { return false }
        return header.lowercased().split(separator: ",").contains { item in
            let parts = item.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.first == "gzip" || parts.first == "x-gzip" else { return false }
            let quality = parts.dropFirst().first(where: { $0.hasPrefix("q=") }).flatMap { Double($0.dropFirst(2)) } ?? 1
            return quality > 0
        }
    }
}
