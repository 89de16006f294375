import App
#if canImport(Glibc)
import Glibc
#endif

// Whatever this process creates is its owner's only (files 0600, folders 0700).
umask(0o077)
MallocArenas.limitForThisProcess()
let arguments = Array(CommandLine.arguments.dropFirst())
let code = MainActor.assumeIsolated {
    ScriptCommand.isCommand(arguments) ? ScriptCommands.main(arguments) : SignoffApp.main(arguments)
}
exit(code)
