import Foundation

/// The manual page signoff-ais(1), in roff `-man`, made from `SimulatorArguments.helpText` (what
/// `--help` prints), so the two cannot drift: `signoff-ais --man`. Headings (`Server:`) become
/// subsections, `  --flag VALUE   text` lines tagged paragraphs, deeper-indented lines their continuation.
public enum SimulatorManPage {
    public static func text() -> String {
        var lines = help.prefix(while: { !$0.hasPrefix("Usage:") })
        let name = lines.first.map { $0.replacingOccurrences(of: ": ", with: " - ") } ?? "signoff-ais"
        let summary = name.range(of: " - ").map { String(name[$0.upperBound...]) } ?? name
        var out = [#".TH SIGNOFF-AIS 1 "" "signoff-ais \#(escape(SimulatorArguments.version))" "User Commands""#,
                   ".SH NAME", "signoff\\-ais \\- " + escape(summary),
                   ".SH SYNOPSIS", ".B signoff\\-ais", "[\\fIoptions\\fR]", ".SH DESCRIPTION"]
        lines = help.drop(while: { !$0.hasPrefix("Usage:") }).dropFirst()
        // What the last line was: an option's paragraph, or running text at an indent.
        var state: State = .none
        for line in lines {
            let indent = line.prefix(while: { $0 == " " }).count
            let body = line.trimmingCharacters(in: .whitespaces)
            let gap = body.range(of: "  ")
            if body.isEmpty {
                if out.last != ".PP" { out.append(".PP") }
                state = .none
            } else if indent == 0 && body.hasSuffix(":") {
                out.append(".SS " + escape(String(body.dropLast())))
                state = .none
            } else if indent == 2, body.hasPrefix("-") {
                out += [".TP", "\\fB" + escape(gap.map { String(body[..<$0.lowerBound]) } ?? body) + "\\fR"]
                if let gap { out.append(textLine(body[gap.upperBound...].trimmingCharacters(in: .whitespaces))) }
                state = .option
            } else if state == .option && indent > 2 {
                out.append(textLine(body))
            } else if state == .text(indent) && gap == nil {
                out.append(textLine(body))
            } else {
                // A new paragraph, or a row of a listing (a line with a gap in it, e.g. a demo user).
                if state == .row && gap != nil { out.append(".br") } else if out.last != ".PP" { out.append(".PP") }
                out.append(textLine(body))
                state = gap != nil ? .row : .text(indent)
            }
        }
        out += [".SH EXIT STATUS", ".TP", ".B 0", "stopped by SIGINT or SIGTERM, or --help, --version", ".TP", ".B 1",
                "could not start (the address is taken, the database cannot be opened)", ".TP", ".B 64",
                "a bad option or value", ".SH SEE ALSO", ".BR signoff (1)", ".PP", "docs/SIMULATOR.md of the source distribution."]
        return out.joined(separator: "\n") + "\n"
    }

    private enum State: Equatable { case none, option, row, text(Int) }

    private static var help: [String] { SimulatorArguments.helpText.components(separatedBy: "\n") }

    private static func textLine(_ text: String) -> String {
        let escaped = escape(text)
        return escaped.hasPrefix(".") || escaped.hasPrefix("'") ? "\\&" + escaped : escaped
    }

    /// Backslashes printed, hyphens as minus signs, everything outside ASCII as a groff Unicode escape.
    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\e"
            case "-": out += "\\-"
            case _ where scalar.value < 32: out += " "
            case _ where scalar.value < 128: out.unicodeScalars.append(scalar)
            default: out += String(format: "\\[u%04X]", scalar.value)
            }
        }
        return out
    }
}
