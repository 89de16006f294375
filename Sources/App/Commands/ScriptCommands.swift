import AIS
import Dispatch
import Foundation
import Resources
import SceneKit
import Scenes
import Store

/// Runs `signoff COMMAND`: logs in, brings the store up to date, and drives the same interactors and
/// workers as the screen, with console presenters instead of Fragments.
@MainActor
public enum ScriptCommands {
    public static func main(_ arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment) -> Int32 {
        let out = ConsoleOutput()
        defer { out.flush() }
        let command: ScriptCommand
        do {
            command = try ScriptCommand.parse(arguments)
        } catch {
            out.error("\(error) Run signoff help for the commands.")
            return CommandExit.usage.rawValue
        }
        if command.showHelp { out.lines(ScriptCommand.help(command.name)); return CommandExit.success.rawValue }
        switch command.name {
        case .help:
            out.lines(command.arguments.first.flatMap(ScriptCommand.Name.init(rawValue:)).map(ScriptCommand.help) ?? ScriptCommand.overview)
            return CommandExit.success.rawValue
        case .version:
            out.lines(BuildInfo.versionText)
            return CommandExit.success.rawValue
        case .completions:
            out.lines(CompletionScript.Shell(rawValue: command.arguments[0]).map { CompletionScript.text(for: $0) } ?? "")
            return CommandExit.success.rawValue
        case .man:
            out.lines(ManPage.signoff())
            return CommandExit.success.rawValue
        case .doctor where command.printGuide:
            // Where the guide is; nothing is checked, so no login.
            if let path = AdminGuide.installedPath() {
                out.line(path)
                return CommandExit.success.rawValue
            }
            out.error("no installed copy of the administrator's guide beside this signoff; it is \(AdminGuide.inSource) in the source.")
            return CommandExit.failure.rawValue
        case .settings:
            return SettingsCommand.run(command.arguments, json: command.format == .json, location: DataLocation.fromEnvironment(environment),
                                       environment: environment, out: out).rawValue
        default:
            break
        }
        var exit = CommandExit.failure
        var finished = false
        Task { @MainActor in
            exit = await CommandRun(command: command, environment: environment, out: out).run()
            finished = true
        }
        while !finished { _ = RunLoop.main.run(mode: .default, before: Date().addingTimeInterval(0.05)) }
        RequestsInFlight.shared.close(waitingUpTo: 1)
        // A command that read the queue whole may still be copying its pages into the store.
        Database.finishCheckpoints(waitingUpTo: 3)
        return exit.rawValue
    }
}
