/// What a config file's value of a setting must be, in words and with an example, for the warning about a
/// value that does not fit.
extension SettingDefinition {
    public var expected: String {
        switch kind {
        case .toggle:
            return "expected true or false (without quotes)"
        case .choice(let options):
            return "expected one of " + options.map { "\"\($0)\"" }.joined(separator: ", ")
        case .number(let range, let unit):
            return "expected a whole number from \(range.lowerBound) to \(range.upperBound)\(unit.isEmpty ? "" : " (" + unit + ")"), without quotes"
        case .text(let maxLength):
            return "expected text of at most \(maxLength) characters, in quotes"
        case .url:
            return "expected an http:// or https:// address in quotes, like \"https://ais.example.com:9300/jderest\""
        case .branches:
            return "expected a JSON array of branch/plant codes, like [\"30\", \"M30\"] ([] for all)"
        case .versions:
            return "expected a JSON object of order types to P43081 versions with * for every other type, like {\"*\": \"ZJDE0001\", \"OR\": \"ZJDE0002\"}"
        case .controlID(let optional):
            return "expected a control id of digits in quotes, like \"94\"" + (optional ? " (\"\" for none)" : "")
        case .command:
            return "expected a JSON array of a program and its arguments, like [\"/usr/bin/notify-send\", \"Signoff\"] ([] for none)"
        case .viewName:
            return "expected the name of a saved view in quotes (\"\" for none)"
        case .readOnly:
            return "expected text written by Signoff itself"
        }
    }
}
