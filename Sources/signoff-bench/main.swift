// signoff-bench: benchmark scenarios, one per file, chosen by name on the command line.
import Foundation

/// A benchmark scenario: a name to call it by, and a run that prints its figures.
struct Scenario: Sendable {
    let name: String
    let summary: String
    let run: @Sendable ([String]) throws -> Void
}

let scenarios: [Scenario] = [
    SimulatorQueuePage.scenario,
]

func usage(_ scenarios: [Scenario]) -> String {
    "Usage: signoff-bench SCENARIO [options]\n\nScenarios:\n"
        + scenarios.map { "  \($0.name.padding(toLength: 24, withPad: " ", startingAt: 0)) \($0.summary)" }.joined(separator: "\n")
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard let name = arguments.first, name != "--help", name != "-h" else {
    print(usage(scenarios))
    exit(arguments.isEmpty ? 64 : 0)
}
guard let scenario = scenarios.first(where: { $0.name == name }) else {
    FileHandle.standardError.write(Data("signoff-bench: unknown scenario '\(name)'\n\(usage(scenarios))\n".utf8))
    exit(64)
}
do {
    try scenario.run(Array(arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data("signoff-bench: \(scenario.name) failed: \(error)\n".utf8))
    exit(1)
}
