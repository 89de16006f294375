/// What `:view` asks of the home list's saved views.
public enum ViewRoute: Sendable, Equatable {
    /// `view`: the views kept, to pick one.
    case list
    /// `view NAME`: the list arranged as the view says.
    case apply(String)
    /// `view save NAME`: the list's sort, filter and search kept under NAME (replacing one of that name).
    case save(String)
    /// `view delete NAME`.
    case delete(String)

    /// 1 to 32 letters, digits, `-` and `_`; the same rule as the config file's (`SavedView.isValidName`).
    public static func isValidName(_ name: String) -> Bool {
        (1...32).contains(name.count) && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
    }

    /// `""`, `NAME`, `save NAME`, `delete NAME` (the words case-insensitive, the name as typed). A view
    /// cannot be called `save` or `delete` alone: those words take a name.
    static func parse(_ argument: String) -> Result<ViewRoute, RouteError> {
        let words = argument.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        switch words.count {
        case 0: return .success(.list)
        case 1:
            let word = words[0]
            if ["save", "delete"].contains(word.lowercased()) { return .failure(.missingArgument("view \(word.lowercased())", "NAME")) }
            return isValidName(word) ? .success(.apply(word)) : .failure(.badViewName(word))
        case 2:
            let name = words[1]
            switch words[0].lowercased() {
            case "save": return isValidName(name) ? .success(.save(name)) : .failure(.badViewName(name))
            case "delete": return isValidName(name) ? .success(.delete(name)) : .failure(.badViewName(name))
            default: return .failure(.badViewCommand(argument))
            }
        default: return .failure(.badViewCommand(argument))
        }
    }
}
