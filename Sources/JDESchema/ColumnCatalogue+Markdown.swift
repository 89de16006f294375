extension ColumnCatalogue {
    /// The catalogue as docs/JDE-SETUP.md prints it (a test keeps the page equal to this): per table the
    /// columns read and what for, then the columns a site may lack and what Signoff does without each.
    public static var markdown: String {
        var text = "| table | columns read | what for |\n|---|---|---|\n"
        for table in all {
            text += "| `\(table.name)` \(table.title) | `\(table.aliases.joined(separator: " "))` | \(table.purpose) |\n"
        }
        text += "\nA site's table may lack a column of a standard system; the server then refuses every read naming it,\n"
        text += "and `signoff doctor` names it. Signoff does without these:\n\n"
        text += "| column | what it is | without it |\n|---|---|---|\n"
        for table in all {
            for column in table.columns {
                guard let without = column.withoutIt else { continue }
                text += "| `\(table.name).\(column.alias)` | \(column.meaning) | \(without) |\n"
            }
        }
        text += "\nEvery other column above is needed: without it the read cannot be made.\n"
        return text
    }
}
