import App
#if canImport(Glibc)
import Glibc
#endif

let arguments = Array(CommandLine.arguments.dropFirst())
let code = MainActor.assumeIsolated {
    ScriptCommand.isCommand(arguments) ? ScriptCommands.main(arguments) : SignoffApp.main(arguments)
}
exit(code)
