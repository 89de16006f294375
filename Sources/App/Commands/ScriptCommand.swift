import Foundation

/// `signoff COMMAND …`: one use case without the screen. Parsed by the project's own parser; every
/// command takes `--help`.
public struct ScriptCommand: Sendable, Equatable {
    public enum Name: String, Sendable, CaseIterable {
        case queue, show, attachment, approve, reject, forward, inventory, sync, watch, outbox, history, mine, doctor, settings, completions, version, help
        /// Hidden: prints the manual page signoff(1) in roff (`make man`).
        case man

        /// The commands `signoff help`, the manual and the completions list.
        public static var documented: [Name] { allCases.filter { $0 != .man } }
    }

    public enum Format: String, Sendable { case text, json, csv }

    public var name: Name
    public var arguments: [String] = []
    public var format: Format = .text
    public var remark = ""
    public var reason: String?
    /// The colleague's address number (`forward --to`).
    public var forwardTo = 0
    /// `--lines 2,3`: the order lines (`LNID`) an approve or reject decides; empty: the whole order.
    public var lines: [Double] = []
    /// `--if-version V`: decide only while the store's order has this version (`queue --json`, `show --json`).
    public var ifVersion: String?
    /// `--if-total AMOUNT`: decide only while the store's order has this total (to the cent).
    public var ifTotal: Double?
    public var branches: [String] = []
    public var passwordFromStdin = false
    /// Answer from the local store without the server (`queue`, `show`).
    public var offline = false
    /// Read the queue whole instead of what changed (`sync`).
    public var full = false
    /// Where `attachment` writes the attachment (`--save PATH`, `-` for standard output).
    public var savePath: String?
    /// `doctor --guide`: print where the administrator's guide is.
    public var printGuide = false
    /// Seconds between refreshes (`watch`).
    public var interval = 60
    /// Days back from the server's day (`history`).
    public var days = 90
    /// `mine --status`: which of the user's raised orders.
    public var status = "all"
    public var connection: [String: String] = [:]
    public var showHelp = false

    static let connectionOptions: [ArgumentParser.Option] = [
        .init("server", value: "URL", help: "AIS server base URL (else the config file's)"),
        .init("environment", value: "ENV", help: "JD Edwards environment"),
        .init("role", value: "ROLE", help: "JD Edwards role"),
        .init("user", value: "USER", help: "user name (else SIGNOFF_USER or the config file's)"),
        .init("password-stdin", help: "read the password from the first line of standard input"),
        .init("help", help: "show this command's help"),
    ]

    /// The options each command takes besides the connection ones.
    static func options(for name: Name) -> [ArgumentParser.Option] {
        switch name {
        case .queue:
            return [.init("json", help: "JSON (shape in docs/USER-GUIDE.md)"), .init("csv", help: "CSV with a header row"), offlineOption]
        case .show: return [.init("json", help: "JSON (shape in docs/USER-GUIDE.md)"), offlineOption]
        case .attachment:
            return [.init("save", value: "PATH", help: "the file to write, - for standard output; one that exists is never overwritten")]
        case .approve: return [.init("remark", value: "TEXT", help: "a remark of at most 30 characters"),
                               .init("lines", value: "N,N", help: "decide these lines of the order only (the stock method)"),
                               .init("json", help: "JSON results")] + ifOptions
        case .reject:
            return [.init("reason", value: "CODE", help: "reject reason code (43/RR): required where the site has codes"),
                    .init("remark", value: "TEXT", help: "a remark of at most 30 characters"),
                    .init("lines", value: "N,N", help: "decide these lines of the order only (the stock method)"),
                    .init("json", help: "JSON results")] + ifOptions
        case .forward:
            return [.init("to", value: "AN8", help: "the colleague's address number (an employee), required"),
                    .init("remark", value: "TEXT", help: "a remark of at most 30 characters"), .init("json", help: "JSON results")] + ifOptions
        case .inventory:
            return [.init("branch", value: "B", help: "only this branch/plant (repeatable)"), .init("json", help: "JSON (shape in docs/USER-GUIDE.md)")]
        case .sync: return [.init("json", help: "JSON"), .init("full", help: "read the whole queue again, not only what changed")]
        case .watch:
            return [.init("interval", value: "SECONDS", help: "seconds between refreshes, 1 to 86400 (default 60)"),
                    .init("json", help: "one JSON object per arriving order, one per line")]
        case .outbox: return [.init("json", help: "JSON")]
        case .history: return HistoryCommand.options
        case .mine: return MineCommand.options
        case .doctor: return [.init("json", help: "JSON: {\"checks\":[{\"name\",\"ok\",\"warning\",\"detail\",\"fix\"}]}"),
                              .init("guide", help: "print where the administrator's guide (JDE-SETUP.md) is, and check nothing")]
        case .settings: return [.init("json", help: "settings list as JSON: {\"settings\":[{\"key\",\"value\",\"source\",\"overriddenBy\"}]}")]
        case .completions, .version, .help, .man: return []
        }
    }

    static let offlineOption = ArgumentParser.Option("offline", help: "answer from the local store, without the server")
    /// What a script saw of the order, checked against the store before anything is saved.
    static let ifOptions: [ArgumentParser.Option] = [
        .init("if-version", value: "V", help: "decide only while the order has this version (queue --json, show --json)"),
        .init("if-total", value: "AMOUNT", help: "decide only while the order's total is this amount"),
    ]

    /// What the command does and takes, for `help` and `--help`.
    static func usage(_ name: Name) -> String {
        switch name {
        case .queue: return "queue [--json|--csv] [--offline]  the orders awaiting your approval"
        case .show: return "show ORDER [--json] [--offline]   one order: header, lines, route, attachments"
        case .attachment: return "attachment ORDER SEQ --save PATH  save an order's attachment (its number as show lists it) to a file"
        case .approve: return "approve ORDER... [--lines N,N] [--remark TEXT]  approve orders (exactly once, through the outbox)"
        case .reject: return "reject ORDER... [--lines N,N] [--reason CODE] [--remark TEXT]  reject orders (a reason code where the site has them)"
        case .forward: return "forward ORDER... --to AN8 [--remark TEXT]  hand orders to a colleague, who decides instead"
        case .inventory: return "inventory ITEM [--branch B] [--json]  on hand, committed and available per branch and location"
        case .sync: return "sync [--json] [--full]            bring your data up to date from the server and say what changed"
        case .watch: return "watch [--interval S] [--json]     refresh until stopped and print each order that arrives"
        case .outbox: return "outbox [--json]                   decisions and notes still waiting to be sent, and why"
        case .history: return HistoryCommand.usage
        case .mine: return MineCommand.usage
        case .doctor: return "doctor [--json] [--guide]         check this site: server, login, tables, P43081; decides nothing"
        case .settings: return "settings [list [--json] | get KEY | set KEY VALUE | reset KEY | check]  read and change settings; list says where each value comes from, check what is wrong in the files"
        case .completions: return "completions bash|zsh|fish         print a completion script for the shell"
        case .version: return "version                           print the version, commit and build date"
        case .man: return "man                               print the manual page signoff(1) in roff"
        case .help: return "help [COMMAND]                    this list, or one command's options"
        }
    }

    static var overview: String {
        """
        Usage: signoff COMMAND [options]     (no command: the terminal UI)

        Commands:
        \(Name.documented.map { "  " + usage($0) }.joined(separator: "\n"))

        The password comes from --password-stdin, SIGNOFF_PASSWORD, or a prompt without echo; never from an
        argument. Exit codes: 0 success, 1 failure, 2 usage, 3 authentication (or a login the site's set-up
        refused), 4 network (decisions kept in the outbox), 5 refused by the server (or not allowed: a table,
        orchestration or form the JD Edwards administrator has not granted), 6 partial success (some orders
        of several).
        """
    }

    static func help(_ name: Name) -> String {
        let options = (options(for: name) + (name.needsSession ? connectionOptions : [.init("help", help: "show this help")]))
        return "Usage: signoff " + usage(name) + "\n\nOptions:\n" + ArgumentParser(options: options).optionHelp.joined(separator: "\n")
    }

    public enum ParseError: Error, Equatable, CustomStringConvertible {
        case unknownCommand(String)
        case options(String, ArgumentParser.Failure)
        case invalid(String, String)

        public var description: String {
            switch self {
            case .unknownCommand(let name):
                return "There is no command “\(name)”. Commands: \(Name.documented.map(\.rawValue).joined(separator: ", "))."
            case .options(let command, let failure): return "\(command): \(failure)."
            case .invalid(let command, let why): return "\(command): \(why)"
            }
        }
    }

    /// True when the first argument names a command (the terminal UI otherwise).
    public static func isCommand(_ arguments: [String]) -> Bool {
        guard let first = arguments.first else { return false }
        return !first.hasPrefix("-")
    }

    public static func parse(_ arguments: [String]) throws(ParseError) -> ScriptCommand {
        guard let first = arguments.first, let name = Name(rawValue: first) else { throw .unknownCommand(arguments.first ?? "") }
        let parser = ArgumentParser(options: options(for: name) + connectionOptions)
        let parsed: ArgumentParser.Parsed
        do { parsed = try parser.parse(Array(arguments.dropFirst())) } catch { throw .options(name.rawValue, error) }
        var command = ScriptCommand(name: name)
        command.arguments = parsed.positional
        command.showHelp = parsed.has("help")
        if command.showHelp { return command }
        if parsed.has("json") && parsed.has("csv") { throw .invalid(name.rawValue, "choose --json or --csv, not both.") }
        command.format = parsed.has("json") ? .json : parsed.has("csv") ? .csv : .text
        command.remark = parsed.value("remark") ?? ""
        command.reason = parsed.value("reason")
        if let to = parsed.value("to") {
            guard let number = Int(to.trimmingCharacters(in: .whitespaces)), number > 0, number < 100_000_000 else {
                throw .invalid(name.rawValue, "--to takes an address number (got “\(to.prefix(20))”).")
            }
            command.forwardTo = number
        }
        if let lines = parsed.value("lines") {
            let numbers = lines.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
            guard !numbers.isEmpty, numbers.allSatisfy({ ($0 ?? 0) > 0 && ($0 ?? 0) < 100_000 }) else {
                throw .invalid(name.rawValue, "--lines takes the order's line numbers, e.g. --lines 2,3 (got “\(lines.prefix(20))”).")
            }
            command.lines = Array(Set(numbers.compactMap { $0 })).sorted()
        }
        if let version = parsed.value("if-version") {
            let v = version.trimmingCharacters(in: .whitespaces).lowercased()
            guard v.count == 12, v.allSatisfy(\.isHexDigit) else {
                throw .invalid(name.rawValue, "--if-version takes the 12-digit version `queue --json` or `show --json` printed (got “\(version.prefix(20))”).")
            }
            command.ifVersion = v
        }
        if let total = parsed.value("if-total") {
            guard let amount = Double(total.trimmingCharacters(in: .whitespaces)), amount.isFinite else {
                throw .invalid(name.rawValue, "--if-total takes the order's total as a plain number, e.g. 4926.50 (got “\(total.prefix(20))”).")
            }
            command.ifTotal = amount
        }
        command.branches = parsed.all("branch").map { $0.trimmingCharacters(in: .whitespaces).uppercased() }
        command.passwordFromStdin = parsed.has("password-stdin")
        command.offline = parsed.has("offline")
        command.full = parsed.has("full")
        command.savePath = parsed.value("save")
        command.printGuide = parsed.has("guide")
        if let interval = parsed.value("interval") {
            guard let seconds = Int(interval), (1...86_400).contains(seconds) else {
                throw .invalid(name.rawValue, "--interval takes a whole number of seconds from 1 to 86400 (got “\(interval.prefix(20))”).")
            }
            command.interval = seconds
        }
        if let days = parsed.value("days") { command.days = try HistoryCommand.days(days) }
        if let status = parsed.value("status") { command.status = try MineCommand.status(status) }
        for key in ["server", "environment", "role", "user"] { if let v = parsed.value(key) { command.connection[key] = v } }
        try command.validate()
        return command
    }

    private func validate() throws(ParseError) {
        let command = name.rawValue
        switch name {
        case .show, .inventory:
            guard arguments.count == 1 else { throw .invalid(command, "give exactly one \(name == .show ? "order number" : "item number").") }
            if name == .show, Int(arguments[0]).map({ $0 > 0 }) != true { throw .invalid(command, "“\(arguments[0])” is not an order number.") }
        case .attachment:
            guard arguments.count == 2 else { throw .invalid(command, "give the order number and the attachment's number, e.g. attachment 4001 2 --save quote.pdf.") }
            if let bad = arguments.first(where: { Int($0).map { $0 > 0 } != true }) { throw .invalid(command, "“\(bad)” is not a number.") }
            guard let path = savePath, !path.isEmpty else { throw .invalid(command, "say where to save it: --save PATH (- for standard output).") }
        case .approve, .reject, .forward:
            guard !arguments.isEmpty else { throw .invalid(command, "give one or more order numbers, e.g. \(command) 4001 4002.") }
            if let bad = arguments.first(where: { Int($0).map { $0 > 0 } != true }) { throw .invalid(command, "“\(bad)” is not an order number.") }
            if remark.count > 30 { throw .invalid(command, "a remark holds at most 30 characters (this one has \(remark.count)).") }
            if remark.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
                throw .invalid(command, "a remark cannot hold control characters.")
            }
            if name == .forward, forwardTo == 0 { throw .invalid(command, "a forward needs --to AN8, the colleague's address number.") }
            if !lines.isEmpty, arguments.count > 1 { throw .invalid(command, "--lines decides lines of one order: give one order number.") }
            if ifVersion != nil || ifTotal != nil, arguments.count > 1 {
                throw .invalid(command, "--if-version and --if-total say what you saw of one order: give one order number.")
            }
        case .queue, .sync, .watch, .outbox, .history, .mine, .doctor, .version, .man:
            guard arguments.isEmpty else { throw .invalid(command, "takes no arguments (got “\(arguments[0])”).") }
        case .settings:
            switch arguments.first {
            case nil: break
            case "list"?: guard arguments.count == 1 else { throw .invalid(command, "list takes nothing after it.") }
            case "get"?: guard arguments.count == 2 else { throw .invalid(command, "use settings get KEY.") }
            case "set"?: guard arguments.count == 3 else { throw .invalid(command, "use settings set KEY VALUE.") }
            case "reset"?: guard arguments.count == 2 else { throw .invalid(command, "use settings reset KEY.") }
            case "check"?: guard arguments.count == 1 else { throw .invalid(command, "check takes nothing after it.") }
            default: throw .invalid(command, "use settings list, get KEY, set KEY VALUE, reset KEY or check.")
            }
        case .completions:
            guard arguments.count == 1, CompletionScript.Shell(rawValue: arguments[0]) != nil else {
                throw .invalid(command, "use completions bash, completions zsh or completions fish.")
            }
        case .help:
            if let topic = arguments.first, Name(rawValue: topic) == nil { throw .unknownCommand(topic) }
        }
    }
}

extension ScriptCommand.Name {
    /// Commands that log in to the server.
    var needsSession: Bool {
        switch self {
        case .queue, .show, .attachment, .approve, .reject, .forward, .inventory, .sync, .watch, .outbox, .history, .mine, .doctor: return true
        case .settings, .completions, .version, .help, .man: return false
        }
    }
}
