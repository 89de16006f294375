/// A data-service request refused because the site's table lacks columns it named (contract §4.1): an AIS
/// server answers only for the columns its tables have and refuses a request naming another as a whole.
/// The exact refusal is not public, so any `500` whose message names a column the request named
/// (`F4209.UPMJ` or `F4209_UPMJ`) is taken as this.
struct RefusedColumns: Equatable {
    let table: String
    let columns: [String]

    /// The columns of `body` (a data-service request) that `message` names; nil when it names none.
    init?(message: String, body: [(key: String, value: JSONValue)]) {
        guard let table = body.first(where: { $0.key == "targetName" })?.value.text?.uppercased(), !table.isEmpty else { return nil }
        var named: Set<String> = []
        Self.collect(.object(body), table: table, into: &named)
        let upper = message.uppercased()
        let found = named.filter { alias in
            [".", "_"].contains { Self.mentions(upper, table + $0 + alias) }
        }
        guard !found.isEmpty else { return nil }
        self.table = table
        self.columns = found.sorted()
    }

    /// Every `TABLE.ALIAS` the request names: in `returnControlIDs` (joined by `|`), a condition's
    /// `controlId`, an order's `column`.
    private static func collect(_ value: JSONValue, table: String, into named: inout Set<String>) {
        switch value {
        case .string(let text):
            for part in text.split(separator: "|") {
                let id = part.trimmingCharacters(in: .whitespaces).uppercased()
                if id.hasPrefix(table + "."), id.count > table.count + 1 { named.insert(String(id.dropFirst(table.count + 1))) }
            }
        case .array(let items): for item in items { collect(item, table: table, into: &named) }
        case .object(let pairs): for pair in pairs { collect(pair.value, table: table, into: &named) }
        default: break
        }
    }

    /// Whether `text` holds `id` as a whole word (not `F4209.RDJX` for `F4209.RDJ`).
    private static func mentions(_ text: String, _ id: String) -> Bool {
        var rest = text[...]
        while let range = rest.range(of: id) {
            let after = range.upperBound < rest.endIndex ? rest[range.upperBound] : " "
            if !(after.isLetter || after.isNumber || after == "_") { return true }
            rest = rest[range.upperBound...]
        }
        return false
    }
}
