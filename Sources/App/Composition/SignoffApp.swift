import AIS
import Foundation
import Resources
import SceneKit
import Scenes
import Store
import Terminal
#if canImport(Glibc)
import Glibc
#endif

extension NCursesTerminal: KeySource {}

/// `signoff`: parses the command line, loads the settings, and runs the terminal UI until quit.
public enum SignoffApp {
    /// Exit codes (documented in docs/USER-GUIDE.md).
    public enum ExitCode: Int32 {
        case success = 0
        case failure = 1
        case usage = 2
    }

    @MainActor
    public static func main(_ arguments: [String]) -> Int32 {
        let options: SignoffOptions
        do {
            options = try SignoffOptions.parse(arguments)
        } catch {
            printError("\(error). Run signoff --help for the options.")
            return ExitCode.usage.rawValue
        }
        if options.showHelp { print(SignoffOptions.helpText); return ExitCode.success.rawValue }
        if options.showVersion { print(BuildInfo.versionText); return ExitCode.success.rawValue }

        let location = DataLocation.fromEnvironment()
        let (settings, notices) = loadSettings(options: options, location: location)
        guard let settings else { return ExitCode.usage.rawValue }

        // The signals' pipe before the terminal, so that ncurses leaves Ctrl-Z to it (`SignalPipe`).
        let signals = try? SignalPipe()
        let terminal: NCursesTerminal
        do {
            terminal = try NCursesTerminal(options: TerminalOptions(color: settings.color, mouse: settings.mouse,
                                                                   theme: Theme.named(settings.theme)))
        } catch {
            signals?.restoreDefaults()
            printError(String(describing: error))
            return ExitCode.failure.rawValue
        }
        defer { terminal.end() }
        signals?.wakeOnResize()

        let (log, logProblem) = openLog(options: options, settings: settings, location: location)
        log?.write("signoff \(SignoffVersion.current) started (pid \(getpid())): server \(settings.server.absoluteString), environment \(settings.environment), user \(settings.user)")
        defer { log?.write("signoff stopped") }

        let context = AppContext(settings: settings, location: location)
        if options.demo { context.demoCredentials = ("DEMO", "demo") }
        context.pendingRoute = options.open
        // Weak: the loop's draw closure holds the root controller, whose factory is this container; a
        // strong loop here would make the three a cycle that outlives `main`.
        weak var loop: UIEventLoop?
        let container = AppContainer(context: context) { loop?.stop() }
        container.log = log
        let allNotices = notices + (logProblem.map { [$0] } ?? [])
        container.setLoginNotice(allNotices.isEmpty ? nil : allNotices.joined(separator: " "))
        container.settingsScenes.applyDisplay = { settings in
            terminal.setColor(settings.color, theme: Theme.named(settings.theme))
            terminal.setMouse(enabled: settings.mouse)
        }
        let (table, keyProblems) = keyTable(for: settings)
        if !keyProblems.isEmpty { container.setLoginNotice((allNotices + keyProblems).joined(separator: " ")) }
        let root = RootController(factory: container, keyTable: table)
        context.root = root
        root.status.insecureTLS = !settings.verifyTLS
        root.spinnerEnabled = settings.spinner
        root.discardTypeahead = { terminal.discardTypeahead() }
        if let log { root.messageLine.onShow = { log.write("said (\($0.kind)): \($0.text)") } }

        let uiLoop = UIEventLoop(keys: terminal, signals: signals)
        loop = uiLoop
        uiLoop.afterEachTurn = {
            if root.needsDisplay { root.render(on: terminal) }
        }
        root.start()
        uiLoop.run { event in
            switch event {
            case .keys(let keys):
                for key in keys {
                    if key == .resize { terminal.invalidate() }
                    root.handle(key)
                    if root.isQuitting { break }
                }
            case .signal(SIGTSTP):
                // Ctrl-Z: stop between frames, and draw every cell again once continued.
                terminal.suspend()
                root.setNeedsDisplay()
            case .signal:
                // SIGINT, SIGTERM, SIGHUP: leave at once; the terminal is restored on the way out.
                uiLoop.stop()
            }
        }
        signals?.restoreDefaults()
        // Quit, SIGTERM, SIGHUP alike: the attachments opened are removed before Signoff ends.
        let left = container.attachmentFolder.removeAll()
        if !left.isEmpty { log?.write("quit: \(left.count) opened attachments could not be removed: \(left.joined(separator: ", "))") }
        // Quitting in the middle of a preload or a refresh: end its requests instead of exiting with
        // transfers half-way (a decision in flight is settled from the outbox at the next login).
        let closing = RequestsInFlight.shared.close(waitingUpTo: 1)
        if closing.cancelled > 0 {
            log?.write("quit: \(closing.cancelled) requests in flight cancelled, \(closing.unfinished) still running after 1 s")
        }
        // A preload that just ended may still be copying its pages into the store (`Database.bulkLoad`).
        if !Database.finishCheckpoints(waitingUpTo: 3) {
            log?.write("quit: the store's pages were not all copied from its WAL within 3 s; the next start copies the rest")
        }
        return ExitCode.success.rawValue
    }

    /// The config file, then the environment, then the flags; nil when a flag's value is invalid.
    @MainActor
    static func loadSettings(options: SignoffOptions, location: DataLocation) -> (Settings?, [String]) {
        let file = SettingsFile(location: location)
        let loaded = file.load()
        var settings = loaded.settings
        var notices: [String] = []
        if let problem = loaded.problem { notices.append(problem) }
        notices += EnvironmentSettings.apply(ProcessInfo.processInfo.environment, to: &settings)
        do {
            try options.apply(to: &settings)
        } catch {
            printError("\(error)")
            return (nil, notices)
        }
        if let problem = file.ensureDeviceName(in: &settings) { notices.append(problem) }
        return (settings, notices)
    }

    /// The diagnostic log `--log FILE` or the setting asks for; nil and why when it cannot be written.
    static func openLog(options: SignoffOptions, settings: Settings, location: DataLocation) -> (DiagnosticLog?, String?) {
        guard let path = options.logFile ?? (settings.diagnosticLog ? location.logFile : nil) else { return (nil, nil) }
        do {
            return (try DiagnosticLog(path: path), nil)
        } catch {
            return (nil, "No diagnostic log: \(error).")
        }
    }

    /// The default keys with the user's bindings from the config file; a binding that does not fit
    /// (unknown action or key, a conflict) is left out and said.
    @MainActor
    static func keyTable(for settings: Settings) -> (KeyTable, [String]) {
        var table = DefaultKeyTable.make()
        let problems = table.apply(bindings: settings.keyBindings)
        return (table, problems)
    }

    static func printError(_ message: String) {
        FileHandle.standardError.write(Data(("signoff: " + Sanitizer.inert(message) + "\n").utf8))
    }
}
