/// Text made safe for roff's `-man` macros: backslashes printed, a line never taken for a request, every
/// character outside ASCII as a groff Unicode escape (so groff reads it in any locale without a warning).
enum Roff {
    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\e"
            case "-": out += "\\-"
            case "\n", "\t": out += " "
            case _ where scalar.value < 32: continue
            case _ where scalar.value < 128: out.unicodeScalars.append(scalar)
            default: out += "\\[u" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4) + "]"
            }
        }
        return out
    }

    /// One text line: escaped, and `\&` in front when it would start with a control character.
    static func line(_ text: String) -> String {
        let escaped = escape(text)
        return escaped.hasPrefix(".") || escaped.hasPrefix("'") ? "\\&" + escaped : escaped
    }

    /// `--server URL` as a tagged paragraph's tag: the option bold, its value italic.
    static func option(_ option: ArgumentParser.Option) -> String {
        "\\fB\\-\\-" + escape(option.name) + "\\fR" + (option.takesValue ? " \\fI" + escape(option.valueName) + "\\fR" : "")
    }
}

private extension String {
    func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
