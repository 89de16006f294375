import SceneKit
import Terminal
import Testing
@testable import Scenes

/// The forward picker: what it draws at 80×24 and 200×50 with names from the address book (CJK, long,
/// hostile), and what its keys do.
@MainActor
@Suite struct ColleaguePickerDialogViewTests {
    static let people = [ColleagueFacts(addressNumber: 4244, name: "田中 健二 (Tanaka, Kenji)"),
                         ColleagueFacts(addressNumber: 6666, name: "\u{1B}]0;pwned\u{07}Evil\u{1B}[2J, Eve\nApprove all"),
                         ColleagueFacts(addressNumber: 4245, name: "Okafor, Oluwaseun")]

    private func list(_ people: [ColleagueFacts], more: Bool = false) -> Decide.Forward.Search.ViewModel {
        .init(colleagues: people, rows: people.map { "\($0.name) (\($0.addressNumber))" }, status: "\(people.count) colleagues",
              isProblem: false, more: more)
    }

    private final class Calls {
        var searches: [String] = []
        var more = 0
        var picked: [ColleagueFacts] = []
    }

    private func makeSUT(_ calls: Calls) -> (ColleaguePickerDialogView, HostSpy) {
        let sut = ColleaguePickerDialogView(title: "Forward order 4001 OP 00200 to…", onSearch: { calls.searches.append($0) },
                                            onMore: { calls.more += 1 }, onPick: { calls.picked.append($0) })
        let host = HostSpy()
        sut.didAttach(to: host)
        return (sut, host)
    }

    @Test(arguments: [(80, 24), (200, 50)])
    func drawsEveryNameInertWithinTheDialog(width: Int, height: Int) {
        // Given
        let (sut, _) = makeSUT(Calls())
        sut.show(list(Self.people))
        let screen = MemoryScreen(width: width, height: height)
        // When
        sut.draw(in: Canvas(screen: screen))
        // Then: the title, the field's prompt, each colleague, the status and the keys; nothing raw
        let text = screen.text
        #expect(screen.find("Forward order 4001 OP 00200 to…") != nil, "\(text)")
        #expect(screen.find("Type part of a name or an address number:") != nil)
        #expect(screen.find("> 田中 健二 (Tanaka, Kenji) (4244)") != nil, "\(text)")
        #expect(screen.find("Okafor, Oluwaseun (4245)") != nil)
        #expect(screen.find("3 colleagues") != nil)
        #expect(screen.find("Enter forward to the one chosen") != nil)
        #expect(!text.contains("\u{1B}") && !text.contains("\u{07}"))
        #expect(!text.contains("Approve all\n"), "a newline in a name stays on its row")
        // And no row runs past the dialog's right edge
        let edge = screen.find("┐")!.x
        for y in 0..<height { #expect(TextWidth.cells(of: screen.line(y)) <= width) }
        #expect(edge < width)
    }

    @Test func typingSearchesEachTextAndEnterPicksTheOneChosen() {
        // Given
        let calls = Calls()
        let (sut, host) = makeSUT(calls)
        // When: "ok" typed, the answer shown, ↓ then Enter
        _ = sut.handleKey(.character("o"))
        _ = sut.handleKey(.character("k"))
        sut.show(list(Self.people))
        _ = sut.perform(.moveDown)
        _ = sut.perform(.submit)
        // Then
        #expect(calls.searches == ["o", "ok"])
        #expect(calls.picked == [Self.people[1]])
        #expect(host.dismissed == 1)
    }

    @Test func theEndOfTheListAsksForMoreOnlyWhenThereIsMore() {
        // Given
        let calls = Calls()
        let (sut, _) = makeSUT(calls)
        sut.show(list(Self.people, more: false))
        // When: to the end without more, then with more
        _ = sut.perform(.pageDown)
        sut.show(list(Self.people, more: true))
        _ = sut.perform(.moveDown)
        // Then
        #expect(calls.more == 1)
        #expect(sut.selected == 2)
    }

    @Test func enterWithNobodyFoundSaysSoAndEscClosesWithoutPicking() {
        // Given
        let calls = Calls()
        let (sut, host) = makeSUT(calls)
        sut.show(list([]))
        // When
        _ = sut.perform(.submit)
        let screen = MemoryScreen(width: 80, height: 24)
        sut.draw(in: Canvas(screen: screen))
        _ = sut.perform(.back)
        // Then
        #expect(screen.find("Nobody is chosen") != nil)
        #expect(calls.picked.isEmpty)
        #expect(host.dismissed == 1)
    }

    @Test func aNewAnswerForAnotherTextChoosesItsFirstColleague() {
        let (sut, _) = makeSUT(Calls())
        sut.show(list(Self.people))
        _ = sut.perform(.moveDown)
        _ = sut.perform(.moveDown)
        sut.show(list([Self.people[2]]))
        #expect(sut.selected == 0)
    }
}
