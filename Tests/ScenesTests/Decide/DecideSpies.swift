import AIS
import Foundation
import Resources
import Store
@testable import Scenes

/// What the Decide scene's interactor presents, kept for the test to read.
@MainActor
final class DecidePresenterSpy: DecidePresentationLogic {
    var confirms: [Decide.Confirm.Response] = []
    var confirmsChanged: [Decide.ConfirmChanged.Response] = []
    var forwardStarts: [Decide.Forward.Start.Response] = []
    var colleagues: [Decide.Forward.Search.Response] = []
    var noteEntries: [Decide.Note.Response] = []
    var refusals: [String] = []
    /// Each refusal's kind, in the same order: a usage error or not.
    var refusalsAreUsageErrors: [Bool] = []
    func presentConfirm(_ response: Decide.Confirm.Response) { confirms.append(response) }
    func presentConfirmChanged(_ response: Decide.ConfirmChanged.Response) { confirmsChanged.append(response) }
    func presentForwardStart(_ response: Decide.Forward.Start.Response) { forwardStarts.append(response) }
    func presentColleagues(_ response: Decide.Forward.Search.Response) { colleagues.append(response) }
    func presentNoteEntry(_ response: Decide.Note.Response) { noteEntries.append(response) }
    func presentRefusal(_ response: Decide.Refusal.Response) {
        refusals.append(response.why)
        refusalsAreUsageErrors.append(response.isUsageError)
    }
}

/// Where the Decide scene's interactor asked to go.
@MainActor
final class DecideRouterSpy: DecideRoutingLogic {
    var backAfterDecision = 0
    func routeBackAfterDecision() { backAfterDecision += 1 }
}

/// Every news the desk tells, in order, for the test to read.
@MainActor
final class DeskNewsSpy {
    var news: [DecisionNews] = []
    init(_ desk: DecisionDesk) {
        desk.listen(self) { [weak self] in self?.news.append($0) }
    }
    var passes: Int { news.count { $0 == .passEnded } }
    /// The batch updates: the batch as each left it, and the update that moved it (nil: its pass ended).
    var batches: [(batch: DecisionBatch, latest: DecisionFacts?)] {
        news.compactMap { if case .batch(let batch, let latest, _) = $0 { (batch, latest) } else { nil } }
    }
    /// Single decisions' updates.
    var updates: [(decision: DecisionFacts, nextApproverName: String?)] {
        news.compactMap { if case .updated(let decision, let name) = $0 { (decision, name) } else { nil } }
    }
}

/// A desk deciding, as DEMO (4242), on orders in `database`, through `outbox`; one pass at a time (no retries).
@MainActor
func makeDesk(database: Database, outbox: any DecisionSending, rules: DecisionRules = DecisionRules(confirmApprovals: false),
              colleagues: (any ColleagueFinding)? = nil, reasons: [ReasonFacts] = []) -> DecisionDesk {
    let desk = DecisionDesk(.init(outbox: outbox, queue: QueueListWorker(database: database, username: "DEMO"),
                                  approver: Approver(username: "DEMO", addressNumber: 4242), colleagues: colleagues,
                                  reasons: { reasons }),
                            rules: rules)
    desk.retriesOutbox = false
    return desk
}

/// The Decide interactor over `desk`, with spies.
@MainActor
func makeDecideInteractor(desk: DecisionDesk, presenter: DecidePresenterSpy, router: DecideRouterSpy = DecideRouterSpy()) -> DecideInteractor {
    let sut = DecideInteractor(desk: desk)
    sut.presenter = presenter
    sut.router = router
    return sut
}

extension DecideInteractor {
    /// Opens the scene on a verdict, as a router does: the subject injected, then started.
    func open(_ verdict: Verdict, orders: [OrderID]) {
        subject = .decision(verdict, orders: orders)
        start()
    }
}

/// What the Decide presenter hands its View, kept for the test to read.
@MainActor
final class DecideDisplaySpy: DecideDisplayLogic {
    var confirms: [Decide.Confirm.ViewModel] = []
    var confirmsChanged: [Decide.ConfirmChanged.ViewModel] = []
    var forwardStarts: [Decide.Forward.Start.ViewModel] = []
    var colleagues: [Decide.Forward.Search.ViewModel] = []
    var noteEntries: [Decide.Note.ViewModel] = []
    var refusals: [Decide.Refusal.ViewModel] = []
    func displayConfirm(_ viewModel: Decide.Confirm.ViewModel) { confirms.append(viewModel) }
    func displayConfirmChanged(_ viewModel: Decide.ConfirmChanged.ViewModel) { confirmsChanged.append(viewModel) }
    func displayForwardStart(_ viewModel: Decide.Forward.Start.ViewModel) { forwardStarts.append(viewModel) }
    func displayColleagues(_ viewModel: Decide.Forward.Search.ViewModel) { colleagues.append(viewModel) }
    func displayNoteEntry(_ viewModel: Decide.Note.ViewModel) { noteEntries.append(viewModel) }
    func displayRefusal(_ viewModel: Decide.Refusal.ViewModel) { refusals.append(viewModel) }
}

/// The desk's news in the words the message line shows (`DecisionNewsWording`), kept in order.
@MainActor
final class NewsWordingSpy {
    var numbers: NumberStyle = .plain
    var decisions: [Decide.News.ViewModel] = []
    func presentDecision(_ news: DecisionNews) {
        if let said = DecisionNewsWording.viewModel(news, numbers: numbers) { decisions.append(said) }
    }
}
