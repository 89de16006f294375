// signoff-bench: benchmark scenarios, one per file, chosen by name on the command line; `all` runs
// every scenario against simulators it starts, each in a process of its own, and writes the results.
import App
import Foundation

// The app's own process settings, so that what is measured here is what `signoff` does.
MallocArenas.limitForThisProcess()

/// A benchmark scenario: a name to call it by, and a run that answers its figures.
struct Scenario: Sendable {
    let name: String
    let summary: String
    let run: @Sendable (BenchOptions) throws -> [BenchFigure]
}

let scenarios: [Scenario] = [
    AllScenarios.scenario,
    MachineNoiseScenario.scenario,
    SimulatorQueuePage.scenario,
    PreloadScenario.scenario,
    ReplayServer.scenario,
    TerminalScenarios.start,
    KeysScenario.scenario,
    ScrollMemoryScenario.scenario,
    TerminalScenarios.scrollBytes,
    TerminalScenarios.idle,
    ListIndexScenario.scenario,
    ApproveScenario.scenario,
    StockApproveScenario.scenario,
    BudgetScenario.scenario,
    SyncScenario.scenario,
    FirstLoginScenario.scenario,
    WireBytesScenario.scenario,
]

func usage(_ scenarios: [Scenario]) -> String {
    "Usage: signoff-bench SCENARIO [options] [--machine]\n\nScenarios:\n"
        + scenarios.map { "  \($0.name.padding(toLength: 22, withPad: " ", startingAt: 0)) \($0.summary)" }.joined(separator: "\n")
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
    let options = try BenchOptions(Array(arguments.dropFirst()))
    let figures = try scenario.run(options)
    if options.flag("--machine") {
        figures.forEach { print($0.line) }
    } else if scenario.name != AllScenarios.scenario.name {
        print(table(figures))
    }
} catch {
    FileHandle.standardError.write(Data("signoff-bench: \(scenario.name) failed: \(error)\n".utf8))
    exit(1)
}
