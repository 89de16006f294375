import App
#if canImport(Glibc)
import Glibc
#endif

// Whatever this process creates is its owner's only (files 0600, folders 0700), including what
// Foundation's URLSession makes on Linux ($XDG_DATA_HOME/BUNDLE for cookies, ~/.cache/org.swift.foundation.URLCache).
umask(0o077)
MallocArenas.limitForThisProcess()
let arguments = Array(CommandLine.arguments.dropFirst())
let code = MainActor.assumeIsolated {
    ScriptCommand.isCommand(arguments) ? ScriptCommands.main(arguments) : SignoffApp.main(arguments)
}
exit(code)
