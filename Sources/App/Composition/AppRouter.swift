import Foundation
import Resources
import SceneKit
import Scenes

/// Goes where a route says (the command line, `--open`), using the one route table. Routes that open a
/// scene open it over the home scene, so Esc always comes back to the queue as it was.
@MainActor
public final class AppRouter: CommandLineRouting {
    private weak var root: RootController?
    private unowned let homeScenes: HomeScenes
    private unowned let sessionScenes: SessionScenes
    private unowned let settingsScenes: SettingsScenes
    /// The command line's history, kept for the session.
    public private(set) var history = CommandHistory()

    init(root: RootController, homeScenes: HomeScenes, sessionScenes: SessionScenes, settingsScenes: SettingsScenes) {
        self.root = root
        self.homeScenes = homeScenes
        self.sessionScenes = sessionScenes
        self.settingsScenes = settingsScenes
    }

    /// The command line, which runs what it parses here.
    func makeCommandLine() -> CommandLineView {
        CommandLineView(history: history, router: self)
    }

    public func commandLine(didChoose route: AppRoute, history: CommandHistory) {
        self.history = history
        perform(route)
    }

    public func perform(_ route: AppRoute) {
        guard let root else { return }
        switch route {
        case .orders:
            root.closeModalScenes()
        case .order(let number):
            root.closeModalScenes()
            homeScenes.homeView?.open(orderNumber: number)
        case .inventory(let item):
            root.closeModalScenes()
            if let inquiry = homeScenes.makeInventoryInquiry(mode: .standalone(item: item)) { root.presentScene(inquiry) }
        case .outcomes:
            root.closeModalScenes()
            homeScenes.homeView?.interactor?.showOutcomes()
        case .history:
            root.closeModalScenes()
            if let history = homeScenes.makeDecidedByMe() { root.presentScene(history) }
        case .mine:
            root.closeModalScenes()
            if let mine = homeScenes.makeMyOrders() { root.presentScene(mine) }
        case .glance:
            root.closeModalScenes()
            homeScenes.homeView?.toggleGlance()
        case .sync(let full):
            root.closeModalScenes()
            homeScenes.homeView?.interactor?.refreshes.refresh(.init(full: full))
        case .settings:
            root.closeModalScenes()
            if let settings = settingsScenes.makeSettingsScene(router: self) { root.presentScene(settings) }
        case .messages:
            root.closeModalScenes()
            root.present(TextReportView(title: SaidMessagesReport.title, lines: SaidMessagesReport.lines(root.messageLine.said)))
        case .view(let command):
            root.closeModalScenes()
            homeScenes.perform(command)
        case .help:
            root.showHelp()
        case .logout:
            if let question = sessionScenes.makeLogoutConfirmation() { root.present(question) } else { sessionScenes.logOut() }
        case .quit:
            root.requestQuit()
        }
    }

    /// A deep link (`--open po/4001`) once the home scene is on screen; a clear message when it is not a route.
    func open(deepLink: String) {
        switch RouteTable.route(deepLink) {
        case .success(let route): perform(route)
        case .failure(let why): root?.show(.error("--open \(Sanitizer.inert(deepLink)): \(why)"))
        }
    }
}
