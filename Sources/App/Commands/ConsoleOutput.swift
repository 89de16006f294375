import AIS
import Foundation
import SceneKit

/// Where a command writes: results on standard output, errors on standard error. Text from the server
/// is made inert before it is written; JSON escapes it instead.
final class ConsoleOutput {
    private(set) var written = ""
    private let toStandardStreams: Bool

    init(toStandardStreams: Bool = true) { self.toStandardStreams = toStandardStreams }

    func line(_ text: String) {
        let safe = Sanitizer.inert(text) + "\n"
        if toStandardStreams { FileHandle.standardOutput.write(Data(safe.utf8)) } else { written += safe }
    }

    /// Signoff's own text of several lines (help), each line made inert on its own, so the lines stay lines.
    func lines(_ text: String) {
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) { self.line(String(line)) }
    }

    func json(_ value: JSONValue) {
        let text = JSONWriter.string(value) + "\n"
        if toStandardStreams { FileHandle.standardOutput.write(Data(text.utf8)) } else { written += text }
    }

    func error(_ text: String) {
        let safe = "signoff: " + Sanitizer.inert(text) + "\n"
        if toStandardStreams { FileHandle.standardError.write(Data(safe.utf8)) } else { written += safe }
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
