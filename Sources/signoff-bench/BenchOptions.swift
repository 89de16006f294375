import Foundation

/// `--name value` options and `--flag` switches of a scenario.
struct BenchOptions {
    private var values: [String: String] = [:]
    private var flags: Set<String> = []

    init(_ arguments: [String]) throws {
        var rest = arguments[...]
        while let word = rest.popFirst() {
            guard word.hasPrefix("--") else { throw BenchFailure("unexpected argument '\(word)'") }
            if let next = rest.first, !next.hasPrefix("--") {
                values[word] = next
                rest.removeFirst()
            } else {
                flags.insert(word)
            }
        }
    }

    func value(_ name: String) -> String? { values[name] }
    func flag(_ name: String) -> Bool { flags.contains(name) }

    func required(_ name: String) throws -> String {
        guard let value = values[name] else { throw BenchFailure("\(name) is needed") }
        return value
    }

    func server() throws -> URL {
        guard let url = URL(string: try required("--server")), url.scheme != nil else { throw BenchFailure("--server needs a URL") }
        return url
    }
}
