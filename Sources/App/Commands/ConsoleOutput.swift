import AIS
import Foundation
import SceneKit

/// Where a command writes: results on standard output, errors on standard error. Text from the server
/// is made inert before it is written; JSON escapes it instead. Standard output is buffered (a queue of
/// 100,000 orders is one write per 64 KB, not one per line) until `flush`, which the command calls when
/// it ends and `watch` after each order; an error first flushes what came before it.
final class ConsoleOutput {
    private(set) var written = ""
    private let toStandardStreams: Bool
    private var pending: [UInt8] = []
    static let bufferSize = 65_536

    init(toStandardStreams: Bool = true) { self.toStandardStreams = toStandardStreams }

    func line(_ text: String) {
        let safe = Sanitizer.inert(text) + "\n"
        if toStandardStreams { append(Array(safe.utf8)) } else { written += safe }
    }

    /// Bytes the command made safe itself (JSON from `JSONWriter`).
    func bytes(_ bytes: [UInt8]) {
        if toStandardStreams { append(bytes) } else { written += String(decoding: bytes, as: UTF8.self) }
    }

    private func append(_ bytes: [UInt8]) {
        pending += bytes
        if pending.count >= Self.bufferSize { flush() }
    }

    /// Writes what is buffered to standard output.
    func flush() {
        guard !pending.isEmpty else { return }
        FileHandle.standardOutput.write(Data(pending))
        pending.removeAll(keepingCapacity: true)
    }

    /// Signoff's own text of several lines (help), each line made inert on its own, so the lines stay lines.
    func lines(_ text: String) {
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) { self.line(String(line)) }
    }

    func json(_ value: JSONValue) {
        bytes(JSONWriter.bytes(value) + [UInt8(ascii: "\n")])
    }

    func error(_ text: String) {
        let safe = "signoff: " + Sanitizer.inert(text) + "\n"
        if toStandardStreams {
            flush()
            FileHandle.standardError.write(Data(safe.utf8))
        } else {
            written += safe
        }
    }

    /// One CSV field: quoted when it holds a comma, quote or line break; a leading = + - @ is prefixed
    /// with ' so a spreadsheet does not run it as a formula.
    static func csv(_ field: String) -> String {
        var text = Sanitizer.inert(field)
        if let first = text.first, "=+-@".contains(first), Double(text) == nil { text = "'" + text }
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// Columns padded to a width, for text tables.
    static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        // Printable ASCII (most of a queue) is its own inert form, one cell a character.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            let count = text.utf8.count
            if count <= width {
                let room = String(repeating: " ", count: width - count)
                return right ? room + text : text + room
            }
        }
        let cells = TextWidth.cells(of: Sanitizer.inert(text))
        let cut = cells > width ? TextWidth.truncate(Sanitizer.inert(text), toCells: width, ellipsis: "…") : Sanitizer.inert(text)
        let room = max(0, width - TextWidth.cells(of: cut))
        return right ? String(repeating: " ", count: room) + cut : cut + String(repeating: " ", count: room)
    }
}

extension JSONValue {
    static func int(_ n: Int) -> JSONValue { .number(Double(n), exact: Int64(n)) }
    static func double(_ d: Double) -> JSONValue { .number(d, exact: d.rounded() == d && abs(d) < 9e15 ? Int64(d) : nil) }
}
