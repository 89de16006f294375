import Foundation

/// Runs the program `hooks.on-new` names when a refresh brings new orders: the orders as JSON on its
/// standard input (`NewOrdersHookInput`), never through a shell, in a process group of its own that is
/// stopped (SIGTERM, then SIGKILL) past `timeLimit`. Its output and its failure go to the log (one line
/// each, made inert by the log), never to the screen. `start` returns at once; the program runs beside
/// the UI.
public struct NewOrdersHook: Sendable {
    /// The program's absolute path, then its arguments.
    public let command: [String]
    /// Seconds the program may run before it is stopped.
    public let timeLimit: Double
    /// Where its output and failure are written (the diagnostic log; a no-op without one).
    public let log: @Sendable (String) -> Void
    /// The program's environment: Signoff's, without `SIGNOFF_PASSWORD` (`SpawnedProcess.withoutSecrets`).
    public let environment: [String: String]

    /// The most of each output stream logged, in bytes; the rest is read and dropped.
    public static let maximumLoggedOutput = 4096

    public init?(command: [String], timeLimit: Double = 10, environment: [String: String] = ProcessInfo.processInfo.environment,
                 log: @escaping @Sendable (String) -> Void) {
        guard command.first?.hasPrefix("/") == true else { return nil }
        self.command = command
        self.timeLimit = timeLimit
        self.environment = SpawnedProcess.withoutSecrets(environment)
        self.log = log
    }

    /// How a run ended.
    public enum Outcome: Sendable, Equatable {
        /// The program exited with this status (0: success).
        case exited(Int32)
        /// A signal ended it (not ours).
        case signalled(Int32)
        /// It ran past the time limit and was stopped.
        case stoppedAfterTimeLimit
        /// It could not be started (the reason).
        case notStarted(String)
    }

    /// Starts the program with `orders` and returns at once.
    public func start(_ orders: [OrderQueueRow]) {
        let hook = self
        let input = NewOrdersHookInput.json(orders)
        Thread.detachNewThread { _ = hook.runBlocking(input: input) }
    }

    /// Runs the program with `orders` to its end (or its stop), off the caller's thread.
    public func run(_ orders: [OrderQueueRow]) async -> HookRun {
        let hook = self
        let input = NewOrdersHookInput.json(orders)
        return await withCheckedContinuation { continuation in
            Thread.detachNewThread { continuation.resume(returning: hook.runBlocking(input: input)) }
        }
    }

    /// The whole run on the calling thread, which it blocks: spawn, feed, read, wait, log.
    func runBlocking(input: Data) -> HookRun {
        let name = (command[0] as NSString).lastPathComponent
        let spawned: SpawnedProcess
        do {
            spawned = try SpawnedProcess(command, environment: environment)
        } catch {
            let run = HookRun(outcome: .notStarted(error.description), output: "", errors: "")
            log("hooks.on-new: \(command[0]) could not be started: \(error.description)")
            return run
        }
        let stopper = spawned.stop(after: timeLimit)
        let out = spawned.readOutput(Self.maximumLoggedOutput)
        let err = spawned.readErrors(Self.maximumLoggedOutput)
        spawned.feed(input)
        var stopped = false
        let status = spawned.wait { stopped = stopper.settle() }
        let run = HookRun(outcome: stopped ? .stoppedAfterTimeLimit : status, output: out.wait(), errors: err.wait())
        if !run.output.isEmpty { log("hooks.on-new \(name) output: \(run.output)") }
        if !run.errors.isEmpty { log("hooks.on-new \(name) error output: \(run.errors)") }
        switch run.outcome {
        case .exited(0): break
        case .exited(let code): log("hooks.on-new: \(name) failed with exit status \(code)")
        case .signalled(let signal): log("hooks.on-new: \(name) was ended by signal \(signal)")
        case .stoppedAfterTimeLimit: log("hooks.on-new: \(name) ran past \(Int(timeLimit)) s and was stopped")
        case .notStarted: break
        }
        return run
    }
}

/// What a run of the hook did: how it ended, and the start of what it wrote.
public struct HookRun: Sendable, Equatable {
    public var outcome: NewOrdersHook.Outcome
    public var output: String
    public var errors: String
}
