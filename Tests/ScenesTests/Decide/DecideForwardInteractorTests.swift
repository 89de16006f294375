import AIS
import Foundation
import Resources
import Store
import Testing
@testable import Scenes
import TestSupport

/// Forwarding in the Decide scene: F opens the picker (after a decision's checks), typing searches the
/// address book (the answer to the last text wins), a colleague chosen leads to the confirm dialog, and
/// the forward is saved to the outbox with its colleague; never to oneself.
@MainActor
@Suite struct DecideForwardInteractorTests {
    let presenter = DecidePresenterSpy()
    let outbox = DecisionSendingSpy()
    let db: Database
    static let people = [Colleague(addressNumber: 4242, name: "Demo, Dana"), Colleague(addressNumber: 4245, name: "Okafor, Oluwaseun"),
                         Colleague(addressNumber: 4243, name: "Lefèvre, Marie-Hélène")]

    init() throws {
        db = try makeQueueDatabase(orders: 2) { n in (7000 + n, Double(n) * 1000) }
    }

    static func key(_ number: Int) -> OrderKey { OrderKey(number: number, type: "OP", company: "00200", suffix: "000") }
    static let olu = ColleagueFacts(addressNumber: 4245, name: "Okafor, Oluwaseun")

    private func makeSUT(_ finder: ColleagueFinderSpy) -> DecideInteractor {
        makeDecideInteractor(desk: makeDesk(database: db, outbox: outbox, rules: DecisionRules(confirmApprovals: true), colleagues: finder),
                             presenter: presenter)
    }

    @Test func forwardWithoutAColleagueOpensThePickerWithWhatWasKeptThenTheServersAnswer() async {
        // Given: one colleague kept from before
        let finder = ColleagueFinderSpy(everyone: Self.people, kept: [Self.people[2]])
        let sut = makeSUT(finder)
        // When
        sut.open(.forward, orders: [OrderID(Self.key(4002))])
        // Then: the picker for that order, the kept colleague at once, then everyone but the approver
        #expect(presenter.forwardStarts.last?.orders.map(\.id.number) == [4002])
        #expect(presenter.colleagues.first?.progress == .searching)
        #expect(presenter.colleagues.first?.colleagues.map(\.addressNumber) == [4243])
        #expect(await eventually { presenter.colleagues.last?.progress == .found })
        #expect(presenter.colleagues.last?.colleagues.map(\.addressNumber) == [4245, 4243], "never the approver")
        #expect(presenter.confirms.isEmpty)
    }

    @Test func typingFastAsksTheServerOnceForTheLastText() async {
        // Given
        let finder = ColleagueFinderSpy(everyone: Self.people)
        let sut = makeSUT(finder)
        sut.open(.forward, orders: [OrderID(Self.key(4001))])
        // When: "o", "ok", "oka" typed within the pause
        for text in ["o", "ok", "oka"] { sut.searchColleagues(.init(text: text)) }
        #expect(await eventually { presenter.colleagues.last?.progress == .found })
        // Then: one search, for "oka", and its answer shown
        #expect(finder.searches == ["oka"])
        #expect(presenter.colleagues.last?.text == "oka")
        #expect(presenter.colleagues.last?.colleagues == [Self.olu])
    }

    @Test func offlineThePickerShowsWhatWasKeptAndSaysWhy() async {
        // Given: the server does not answer
        let finder = ColleagueFinderSpy(everyone: Self.people, kept: [Self.people[1]])
        finder.offline = true
        let sut = makeSUT(finder)
        // When
        sut.open(.forward, orders: [OrderID(Self.key(4001))])
        #expect(await eventually { if case .failed = presenter.colleagues.last?.progress { true } else { false } })
        // Then
        guard case .failed(let why, _)? = presenter.colleagues.last?.progress else { Issue.record("\(presenter.colleagues)"); return }
        #expect(!why.isEmpty)
        #expect(presenter.colleagues.last?.colleagues == [Self.olu])
    }

    @Test func aColleagueChosenLeadsToTheConfirmAndTheForwardIsSavedWithThem() {
        // Given
        let sut = makeSUT(ColleagueFinderSpy(everyone: Self.people))
        // When: Okafor chosen for both orders, then confirmed with a remark
        sut.pickColleague(.init(colleague: Self.olu, orders: [OrderID(Self.key(4001)), OrderID(Self.key(4002))]))
        let confirm = presenter.confirms.last
        sut.submit(.init(orders: [OrderID(Self.key(4001)), OrderID(Self.key(4002))], verdict: .forward, remark: "your budget", reason: "",
                         forwardTo: confirm?.forwardTo))
        // Then
        #expect(confirm?.verdict == .forward && confirm?.forwardTo == Self.olu && confirm?.reasons.isEmpty == true)
        #expect(outbox.savedDecisions.map(\.kind) == [.forward, .forward])
        #expect(outbox.savedDecisions.map(\.forwardTo) == [4245, 4245])
        #expect(outbox.savedDecisions.map(\.remark) == ["your budget", "your budget"])
    }

    @Test func forwardingToOneselfIsRefusedBeforeAnythingIsSaved() {
        // Given
        let sut = makeSUT(ColleagueFinderSpy(everyone: Self.people))
        let me = ColleagueFacts(addressNumber: 4242, name: "Demo, Dana")
        // When: chosen in the picker, or asked for directly
        sut.pickColleague(.init(colleague: me, orders: [OrderID(Self.key(4001))]))
        sut.submit(.init(orders: [OrderID(Self.key(4001))], verdict: .forward, remark: "", reason: "", forwardTo: me))
        sut.submit(.init(orders: [OrderID(Self.key(4001))], verdict: .forward, remark: "", reason: "", forwardTo: nil))
        // Then
        #expect(presenter.confirms.isEmpty)
        #expect(outbox.savedDecisions.isEmpty)
        #expect(presenter.refusals == ["An order cannot be forwarded to yourself.", "An order cannot be forwarded to yourself.",
                             "Choose the colleague to forward to."])
    }

    @Test func anOrderBeingSentCannotBeForwarded() throws {
        // Given: a decision on 4001 still open
        try db.write { c in
            _ = try DecisionOutboxDao().enqueue(username: "DEMO", approver: 4242, order: Self.key(4001), kind: .approve, remark: "", reason: "",
                                                seen: nil,
                                                madeOffline: false, at: Date(), in: c)
        }
        let sut = makeSUT(ColleagueFinderSpy(everyone: Self.people))
        // When
        sut.open(.forward, orders: [OrderID(Self.key(4001))])
        // Then: refused before the picker
        #expect(presenter.forwardStarts.isEmpty)
        guard let why = presenter.refusals.last else { Issue.record("no refusal"); return }
        #expect(why.contains("still being sent"))
    }
}
