import Foundation

/// A small parser for `--flag`, `--option VALUE`, `--option=VALUE` and positional arguments, with
/// clear messages for unknown flags and missing values. Signoff takes no package for this.
public struct ArgumentParser: Sendable {
    public struct Option: Sendable {
        public let name: String        // without dashes: "server"
        public let takesValue: Bool
        public let help: String
        public let valueName: String
        public init(_ name: String, value: String? = nil, help: String) {
            self.name = name
            self.takesValue = value != nil
            self.valueName = value ?? ""
            self.help = help
        }
    }

    public struct Parsed: Sendable, Equatable {
        public var values: [String: [String]] = [:]
        public var flags: Set<String> = []
        public var positional: [String] = []

        public func value(_ name: String) -> String? { values[name]?.last }
        public func all(_ name: String) -> [String] { values[name] ?? [] }
        public func has(_ name: String) -> Bool { flags.contains(name) }
    }

    public enum Failure: Error, Equatable, CustomStringConvertible {
        case unknownOption(String, suggestion: String?)
        case missingValue(String)
        case unexpectedValue(String)

        public var description: String {
            switch self {
            case .unknownOption(let o, let s): return "unknown option \(o)" + (s.map { " (did you mean --\($0)?)" } ?? "")
            case .missingValue(let o): return "--\(o) needs a value"
            case .unexpectedValue(let o): return "--\(o) takes no value"
            }
        }
    }

    public let options: [Option]

    public init(options: [Option]) { self.options = options }

    public func parse(_ arguments: [String]) throws(Failure) -> Parsed {
        var parsed = Parsed()
        var index = 0
        var onlyPositional = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositional || !argument.hasPrefix("-") || argument == "-" {
                parsed.positional.append(argument)
                continue
            }
            if argument == "--" { onlyPositional = true; continue }
            var name = String(argument.drop(while: { $0 == "-" }))
            var inlineValue: String?
            if let eq = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: eq)...])
                name = String(name[..<eq])
            }
            if argument == "-h" { name = "help" }
            guard let option = options.first(where: { $0.name == name }) else {
                throw .unknownOption(argument, suggestion: suggestion(for: name))
            }
            if option.takesValue {
                if let inlineValue {
                    parsed.values[name, default: []].append(inlineValue)
                } else if index < arguments.count, !arguments[index].hasPrefix("--") {
                    parsed.values[name, default: []].append(arguments[index])
                    index += 1
                } else {
                    throw .missingValue(name)
                }
            } else {
                if inlineValue != nil { throw .unexpectedValue(name) }
                parsed.flags.insert(name)
            }
        }
        return parsed
    }

    /// The closest option name, when one is close enough to be a typo.
    func suggestion(for name: String) -> String? {
        let scored = options.map { ($0.name, Self.distance($0.name, name)) }.min { $0.1 < $1.1 }
        guard let (best, d) = scored, d <= max(1, name.count / 3) else { return nil }
        return best
    }

    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }

    /// Lines for `--help`: each option with its value name and help.
    public var optionHelp: [String] {
        options.map { o in
            let left = "  --\(o.name)" + (o.takesValue ? " \(o.valueName)" : "")
            return left.padding(toLength: max(left.count + 2, 30), withPad: " ", startingAt: 0) + o.help
        }
    }
}
