import App
import Foundation
import Resources
import SceneKit
import Scenes
import Terminal

/// The app's own composition (AppContainer, Root controller, key table) in this process, logged in as
/// DEMO over the benchmark's store and drawing with the app's NCursesTerminal on a pseudo-terminal, so
/// each key can be timed from the moment it is handled to the end of the frame it causes on the terminal.
@MainActor
final class HomeInProcess {
    let root: RootController
    let terminal: NCursesTerminal
    let pty: PtyAsStandardIO
    private let container: AppContainer
    /// Orders in the stored queue.
    let orderCount: Int
    /// Seconds from the home screen's first frame until its list used the in-memory index.
    private(set) var indexSeconds: Double = 0

    init(server: URL, home: String, width: Int = 200, height: Int = 50) throws {
        let (workspace, session) = try blocking { try await BenchLogin.login(server, home: home) }
        var settings = Settings()
        try settings.set("data.refresh-on-start", .bool(false), from: .file)
        let context = AppContext(settings: settings, location: BenchLogin.location(home: home))
        orderCount = try workspace.database.read { try $0.scalar("SELECT count(*) FROM queue_list").int ?? 0 }
        context.workspace = workspace
        context.session = session
        container = AppContainer(context: context) {}
        root = RootController(factory: container, keyTable: DefaultKeyTable.make())
        context.root = root
        pty = try PtyAsStandardIO(width: width, height: height)
        terminal = try NCursesTerminal(options: TerminalOptions(color: true, mouse: false, theme: Theme.named("default")))
        root.start()
        root.loginSucceeded()
        settle()
        guard let home = root.bodyScene as? OrdersAwaitingApprovalView else {
            close()
            throw BenchFailure("the home screen did not open from the store")
        }
        // Until its index is built (off the UI thread) the list reads through SQL; keys are timed after.
        let began = monotonicSeconds()
        while home.interactor?.usesIndex != true {
            guard monotonicSeconds() - began < 60 else { close(); throw BenchFailure("the list's index was not built in 60 s") }
            usleep(1_000)
            settle()
        }
        indexSeconds = monotonicSeconds() - began
    }

    /// Ends the terminal and gives the benchmark its standard input and output back.
    func close() {
        terminal.end()
        pty.restore()
    }

    /// Runs queued main-queue work and draws when something changed.
    func settle() {
        UIEventLoop.drainPendingMainQueueWork()
        if root.needsDisplay { root.render(on: terminal) }
    }

    /// Handles one key and draws the frame; answers the seconds it took.
    @discardableResult
    func press(_ key: Key) -> Double {
        let start = monotonicSeconds()
        root.handle(key)
        settle()
        return monotonicSeconds() - start
    }

    func type(_ text: String) { for ch in text { press(.character(ch)) } }
}
