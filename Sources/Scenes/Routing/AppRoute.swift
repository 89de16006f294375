/// Every place Signoff can go by name: from the command line (`:po 4001`), a deep link
/// (`signoff --open po/4001`) or a key.
public enum AppRoute: Sendable, Equatable {
    case orders
    case order(Int)
    case inventory(item: String?)
    case outcomes
    /// Decided by me: the user's decisions from the server and the outbox.
    case history
    /// My orders: the orders the user raised, and where each stands.
    case mine
    /// The queue at a glance over the list, or the list again.
    case glance
    /// Refresh the queue: what changed, or the whole queue (`sync full`).
    case sync(full: Bool)
    case settings
    /// The messages of this session, newest first (a message faded before it was read is read here).
    case messages
    /// The home list's saved views: list, apply, save, delete (`:view`, see `ViewRoute`).
    case view(ViewRoute)
    case help
    case logout
    case quit
}

/// The Router's one table of routes: names, what they take, what they do, and how typed text
/// becomes a route (or a clear reason why not).
public enum RouteTable {
    public struct Entry: Sendable, Equatable {
        public let name: String
        /// What follows the name ("ORDER"), nil when nothing does; `argumentRequired` when it must.
        public let argument: String?
        public let argumentRequired: Bool
        public let summary: String
    }

    public static let entries: [Entry] = [
        Entry(name: "orders", argument: nil, argumentRequired: false, summary: "the orders awaiting your approval"),
        Entry(name: "po", argument: "ORDER", argumentRequired: true, summary: "open a purchase order of your queue by number"),
        Entry(name: "inv", argument: "ITEM", argumentRequired: false, summary: "inventory inquiry, for an item number or any item"),
        Entry(name: "outcomes", argument: nil, argumentRequired: false, summary: "the outcomes of the orders last decided together"),
        Entry(name: "history", argument: nil, argumentRequired: false,
              summary: "decided by me: your decisions of the last 90 days, and what waits in the outbox"),
        Entry(name: "mine", argument: nil, argumentRequired: false,
              summary: "my orders: the orders you raised, and where each stands (awaiting whom, approved, rejected)"),
        Entry(name: "glance", argument: nil, argumentRequired: false,
              summary: "the queue at a glance: orders and totals by type, branch, days waiting and amount"),
        Entry(name: "sync", argument: "full", argumentRequired: false,
              summary: "refresh the queue now (what changed); sync full reads all of it again"),
        Entry(name: "settings", argument: nil, argumentRequired: false, summary: "change Signoff's settings"),
        Entry(name: "messages", argument: nil, argumentRequired: false,
              summary: "the messages of this session, newest first, to read again one that faded from the message line"),
        Entry(name: "view", argument: "NAME", argumentRequired: false,
              summary: "saved views of the list: view lists them, view NAME applies one, view save NAME, view delete NAME"),
        Entry(name: "help", argument: nil, argumentRequired: false, summary: "the keys of this screen"),
        Entry(name: "logout", argument: nil, argumentRequired: false, summary: "log out (asks when decisions are still being sent)"),
        Entry(name: "quit", argument: nil, argumentRequired: false, summary: "quit Signoff"),
    ]

    /// Parses `po 4001`, `po/4001`, `:inv FST-10000`, `orders`. Names are case-insensitive.
    public static func route(_ text: String) -> Result<AppRoute, RouteError> {
        var trimmed = Substring(text.trimmingCharacters(in: .whitespaces))
        if trimmed.hasPrefix(":") { trimmed = trimmed.dropFirst() }
        guard !trimmed.isEmpty else { return .failure(.empty) }
        let parts = trimmed.split(maxSplits: 1, whereSeparator: { $0 == " " || $0 == "/" })
        let name = parts[0].lowercased()
        let argument = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : ""
        guard let entry = entries.first(where: { $0.name == name }) else { return .failure(.unknown(String(parts[0]))) }
        if entry.argument == nil, !argument.isEmpty { return .failure(.unexpectedArgument(entry.name, argument)) }
        if entry.argumentRequired, argument.isEmpty { return .failure(.missingArgument(entry.name, entry.argument ?? "")) }
        switch entry.name {
        case "orders": return .success(.orders)
        case "po":
            guard let number = Int(argument), number > 0, number < 100_000_000 else { return .failure(.badOrderNumber(argument)) }
            return .success(.order(number))
        case "inv":
            guard argument.count <= 25, !argument.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
                return .failure(.badItem(argument))
            }
            return .success(.inventory(item: argument.isEmpty ? nil : argument))
        case "outcomes": return .success(.outcomes)
        case "history": return .success(.history)
        case "mine": return .success(.mine)
        case "glance": return .success(.glance)
        case "sync":
            guard argument.isEmpty || argument.lowercased() == "full" else { return .failure(.badSyncArgument(argument)) }
            return .success(.sync(full: !argument.isEmpty))
        case "settings": return .success(.settings)
        case "messages": return .success(.messages)
        case "view": return ViewRoute.parse(argument).map(AppRoute.view)
        case "help": return .success(.help)
        case "logout": return .success(.logout)
        default: return .success(.quit)
        }
    }

    /// Route names that complete what was typed (only the name is completed; arguments are the user's).
    public static func completions(for text: String) -> [Entry] {
        var typed = Substring(text.trimmingCharacters(in: .whitespaces))
        if typed.hasPrefix(":") { typed = typed.dropFirst() }
        guard !typed.contains(" ") else { return [] }
        return entries.filter { $0.name.hasPrefix(typed.lowercased()) }
    }

    /// What Tab makes of the text: the one matching name (with a space when it takes an argument), or
    /// the longest prefix the matching names share.
    public static func complete(_ text: String) -> String {
        let matches = completions(for: text)
        guard let first = matches.first else { return text }
        if matches.count == 1 { return first.name + (first.argument == nil ? "" : " ") }
        var prefix = first.name
        for match in matches.dropFirst() {
            while !match.name.hasPrefix(prefix) { prefix.removeLast() }
        }
        return prefix.count > text.count ? prefix : text
    }
}

/// Why typed text is not a route, said so the user can fix it.
public enum RouteError: Error, Sendable, Equatable, CustomStringConvertible {
    case empty
    case unknown(String)
    case missingArgument(String, String)
    case unexpectedArgument(String, String)
    case badOrderNumber(String)
    case badItem(String)
    case badSyncArgument(String)
    case badViewName(String)
    case badViewCommand(String)

    public var description: String {
        let names = RouteTable.entries.map(\.name).joined(separator: ", ")
        switch self {
        case .empty: return "Type a command: \(names)."
        case .unknown(let name): return "There is no command “\(name)”. Commands: \(names)."
        case .missingArgument(let name, let argument): return "“\(name)” needs \(argument), e.g. \(name) \(name == "po" ? "4001" : name == "inv" ? "FST-10000" : "mine")."
        case .unexpectedArgument(let name, let argument): return "“\(name)” takes nothing after it (got “\(argument)”)."
        case .badOrderNumber(let text): return "“\(text)” is not an order number: use digits, e.g. po 4001."
        case .badItem(let text): return "“\(text.prefix(30))” is not an item number (at most 25 characters, no control characters)."
        case .badSyncArgument(let text): return "“sync” takes nothing or “full” (got “\(text.prefix(30))”)."
        case .badViewName(let text): return "“\(Self.printable(text))” is no view name: 1 to 32 letters, digits, - or _."
        case .badViewCommand(let text): return "“view \(Self.printable(text))”: use view, view NAME, view save NAME or view delete NAME."
        }
    }

    /// What was typed, without control characters and cut to 40 characters, to quote back.
    private static func printable(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.filter { $0.properties.generalCategory != .control }).prefix(40))
    }
}
