import App
#if canImport(Glibc)
import Glibc
#endif

let code = MainActor.assumeIsolated { SignoffApp.main(Array(CommandLine.arguments.dropFirst())) }
exit(code)
