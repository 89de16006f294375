import Resources
import Testing
@testable import Scenes

/// What the view was handed.
@MainActor
final class DecidedByMeDisplaySpy: DecidedByMeDisplayLogic {
    var lists: [DecidedByMe.List.ViewModel] = []
    func displayDecisions(_ viewModel: DecidedByMe.List.ViewModel) { lists.append(viewModel) }
}

/// The decisions in words: dates in the user's format, a forward with whom it went to, the state.
@MainActor
@Suite struct DecidedByMePresenterTests {
    let view = DecidedByMeDisplaySpy()

    private func makeSUT(dates: DateStyle = .iso) -> DecidedByMePresenter {
        let sut = DecidedByMePresenter(formats: DisplayFormats(dates: dates, numbers: .plain))
        sut.view = view
        return sut
    }

    static func entries() -> [DecidedByMe.Entry] {
        func id(_ n: Int) -> OrderID { OrderID(number: n, type: "OP", company: "00200", suffix: "000") }
        return [
            .init(order: id(4009), outcome: .approved, decidedOn: .day(year: 2026, month: 11, day: 25), remark: "later", reason: "",
                  state: .pending),
            .init(order: id(3002), outcome: .rejected, decidedOn: .day(year: 2026, month: 11, day: 16), remark: "Wrong supplier",
                  reason: "PR", state: .recorded),
            .init(order: id(3003), outcome: .forwarded, decidedOn: .day(year: 2026, month: 11, day: 13), remark: "", reason: "",
                  forwardedTo: 4243, forwardedToName: "Lefèvre, Marie-Hélène", state: .recorded),
            .init(order: id(3004), outcome: .forwarded, decidedOn: .unreadable("31.02.2026"), remark: "", reason: "", forwardedTo: 7200,
                  state: .uncertain),
        ]
    }

    @Test func wordsEveryColumn() throws {
        // Given
        let sut = makeSUT()
        // When
        sut.presentDecisions(.init(entries: Self.entries(), total: 4, filter: .init(), search: "", reading: false))
        // Then
        let shown = try #require(view.lists.last)
        #expect(shown.title == "Decided by me · last 90 days · 4 decisions")
        #expect(shown.note == nil)
        #expect(shown.rows.map(\.cells) == [
            ["2026-11-25", "4009 OP 00200", "approved", "later", "", "pending (outbox)"],
            ["2026-11-16", "3002 OP 00200", "rejected", "Wrong supplier", "PR", "recorded"],
            ["2026-11-13", "3003 OP 00200", "forwarded to Lefèvre, Marie-Hélène (4243)", "", "", "recorded"],
            ["31.02.2026", "3004 OP 00200", "forwarded to 7200", "", "", "uncertain (checking)"],
        ])
        #expect(shown.rows.map(\.isOpen) == [true, false, false, true])
    }

    @Test func datesInTheUsersFormat() throws {
        let sut = makeSUT(dates: .jde(JDEDateFormat(simpleDateFormat: "dd/MM/yyyy")))
        sut.presentDecisions(.init(entries: Self.entries(), total: 4, filter: .init(), search: "", reading: false))
        #expect(try #require(view.lists.last).rows[1].cells[0] == "16/11/2026")
    }

    @Test func theTitleSaysTheFilterAndSearchAndTheCounts() throws {
        let sut = makeSUT()
        sut.presentDecisions(.init(entries: [Self.entries()[1]], total: 4, filter: .init(outcome: .rejected, days: 365),
                                   search: "wrong", reading: false))
        #expect(try #require(view.lists.last).title == "Decided by me · last 365 days · rejected · “wrong” · 1 of 4 decisions")
    }

    @Test func oneDayAndOneDecisionAreSaidInTheSingular() throws {
        // Given: the filter set to the last day (found in tmux: the count stood alone, "· 78", and one day
        // would have read "last 1 days")
        let sut = makeSUT()
        // When
        sut.presentDecisions(.init(entries: [Self.entries()[1]], total: 1, filter: .init(days: 1), search: "", reading: false))
        // Then
        #expect(try #require(view.lists.last).title == "Decided by me · last 1 day · 1 decision")
    }

    @Test func offlineSaysTheServerCannotBeReadAndWhatIsShown() throws {
        let sut = makeSUT()
        sut.presentDecisions(.init(entries: [Self.entries()[0]], total: 1, filter: .init(), search: "", reading: false,
                                   serverFailure: "Cannot reach the server.", offline: true))
        let shown = try #require(view.lists.last)
        #expect(shown.noteIsProblem)
        #expect(shown.note == "Offline: your decisions on the server cannot be read now (Cannot reach the server.). "
                + "Shown: what waits in the outbox.")
    }

    @Test func readingAndNothingFoundAreSaid() throws {
        let sut = makeSUT()
        sut.presentDecisions(.init(entries: [], total: 0, filter: .init(), search: "", reading: true))
        #expect(view.lists.last?.note == "Reading your decisions from the server…")
        sut.presentDecisions(.init(entries: [], total: 0, filter: .init(), search: "", reading: false))
        #expect(view.lists.last?.note == "No decisions of yours in the last 90 days.")
        sut.presentDecisions(.init(entries: [], total: 3, filter: .init(), search: "x", reading: false))
        #expect(view.lists.last?.note == "No decision matches the filter or the search.")
    }
}

/// A decision waiting in its undo window says so, with the seconds left before it is sent.
@MainActor
@Suite struct DecidedByMeWaitingTests {
    @Test func aWaitingDecisionShowsItsUndoWindow() throws {
        // Given
        let view = DecidedByMeDisplaySpy()
        let sut = DecidedByMePresenter(formats: DisplayFormats(dates: .iso, numbers: .plain))
        sut.view = view
        let waiting = DecidedByMe.Entry(order: OrderID(number: 4001, type: "OP", company: "00200", suffix: "000"), outcome: .approved,
                                        decidedOn: .day(year: 2026, month: 11, day: 25), remark: "", reason: "", state: .waiting,
                                        sendsInSeconds: 3)
        // When
        sut.presentDecisions(.init(entries: [waiting], total: 1, filter: .init(), search: "", reading: false))
        // Then
        let row = try #require(view.lists.last?.rows.first)
        #expect(row.cells.last == "waiting · undo in 3 s")
        #expect(row.isOpen)
    }
}
