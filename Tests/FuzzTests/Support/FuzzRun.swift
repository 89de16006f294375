import Foundation
import Testing

/// Runs generated cases against one decoder and reports how many ran and under which seed. A case
/// that breaks a property is recorded as an issue naming the seed, the case number and the input.
struct FuzzRun {
    let name: String
    var random: FuzzRandom
    private(set) var cases = 0
    private(set) var failures = 0
    private let started = Date()

    init(_ name: String) {
        self.name = name
        random = FuzzSeed.generator(for: name)
    }

    /// Counts one case; `check` returns nil when the case held, or what went wrong.
    mutating func check(_ input: [UInt8], _ sourceLocation: SourceLocation = #_sourceLocation, _ body: () -> String?) {
        cases += 1
        guard let problem = body() else { return }
        failures += 1
        guard failures <= 5 else { return }
        Issue.record("\(name) case \(cases) (seed \(FuzzSeed.hex)): \(problem); input \(FuzzInput.describe(input))",
                     sourceLocation: sourceLocation)
    }

    /// Prints the figures of the run (they go into docs/RELIABILITY.md) and returns the case count.
    @discardableResult
    func finish() -> Int {
        let seconds = Date().timeIntervalSince(started)
        print("fuzz \(name): \(cases) cases, seed \(FuzzSeed.hex), \(String(format: "%.2f", seconds)) s, \(failures) failing")
        return cases
    }
}

enum FuzzInput {
    /// The input in a form that can be pasted into a regression test: printable ASCII as is, the rest as \xNN.
    static func describe(_ bytes: [UInt8], limit: Int = 400) -> String {
        var out = "\(bytes.count) bytes \""
        for b in bytes.prefix(limit) {
            if b >= 0x20, b < 0x7F, b != UInt8(ascii: "\\"), b != UInt8(ascii: "\"") { out.append(Character(Unicode.Scalar(b))) }
            else { out += String(format: "\\x%02X", b) }
        }
        return out + (bytes.count > limit ? "\"…" : "\"")
    }
}
