import Testing
@testable import App
@testable import Scenes

/// A decision the desk refuses before anything is saved exits 2 (usage) when what was asked is never taken
/// as asked (the desk's rules: a reason, lines, forwarding set up), else 5 (refused), as the manual says.
@MainActor
@Suite struct DecisionRefusalExitTests {
    @Test func aUsageErrorOfTheDeskExitsTwoAndAnyOtherRefusalFive() {
        #expect(CommandExit(refusalIsUsageError: true) == .usage)
        #expect(CommandExit(refusalIsUsageError: true).rawValue == 2)
        #expect(CommandExit(refusalIsUsageError: false) == .refused)
        #expect(CommandExit(refusalIsUsageError: false).rawValue == 5)
    }

    @Test func theConsolePresenterKeepsEachRefusalsKind() {
        let sut = DecisionCommandPresenter()
        sut.presentRefusal(.init(why: "A decision on 4001 is still being sent."))
        sut.presentRefusal(.init(why: "“ZZ” is not a reject reason code.", isUsageError: true))
        #expect(sut.refusals.map(\.isUsageError) == [false, true])
    }
}
