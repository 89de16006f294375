import SceneKit
import Terminal
import Testing
@testable import Scenes

/// The re-authentication dialog as its factory wires it, and the question its interactor holds.
@MainActor
@Suite struct ReauthenticationSceneTests {
    private func makeSUT() -> ReauthenticationView {
        let sut = ReauthenticationScene.make(.init(username: "DEMO", server: "ais.example", renewed: {}, ended: {}))
        sut.didAttach(to: HostSpy())
        return sut
    }

    private func type(_ text: String, into sut: ReauthenticationView) {
        for c in text { _ = sut.handleKey(.character(c)) }
    }

    @Test func theViewHoldsAnInteractorWhosePresenterPointsBackAtTheView() throws {
        // Given / When
        let sut = makeSUT()
        // Then
        let interactor = try #require(sut.interactor as? ReauthenticationInteractor)
        let presenter = try #require(interactor.presenter as? ReauthenticationPresenter)
        #expect(presenter.view === sut)
        #expect(interactor.router is ReauthenticationRouter)
    }

    @Test func asksForThePasswordOfTheUserOnTheServer() {
        // Given
        let sut = makeSUT()
        let screen = MemoryScreen(width: 100, height: 30)
        // When
        sut.draw(in: Canvas(screen: screen))
        // Then
        #expect(screen.find("Your session on ais.example has ended.") != nil)
        #expect(screen.find("Enter the password for DEMO") != nil)
        #expect(screen.find("Esc logs out.") != nil)
    }

    @Test func answersOnceWithThePasswordTyped() {
        // Given: the gate asked
        let sut = makeSUT()
        var answers: [String?] = []
        sut.interactor?.ask(.init(problem: nil)) { answers.append($0) }
        // When: an empty Enter, then the password and Enter twice
        _ = sut.perform(.submit)
        type("secret", into: sut)
        _ = sut.perform(.submit)
        _ = sut.perform(.submit)
        // Then: one answer; the dialog says it is logging in and takes no more keys but Esc
        #expect(answers == ["secret"])
        #expect(sut.question?.status == "Logging in…")
        #expect(sut.handleKey(.character("x")) && !sut.handleKey(.escape))
    }

    @Test func aWrongPasswordAsksAgainWithTheProblemAndAnEmptyField() {
        // Given: a first answer
        let sut = makeSUT()
        sut.interactor?.ask(.init(problem: nil)) { _ in }
        type("wrong", into: sut)
        _ = sut.perform(.submit)
        // When: the gate asks again
        sut.interactor?.ask(.init(problem: "Wrong password.")) { _ in }
        // Then
        #expect(sut.password.text.isEmpty)
        #expect(sut.problem == "Wrong password.")
        #expect(sut.question?.busy == false)
    }

    @Test func escAnswersNothingSoTheSessionEnds() {
        let sut = makeSUT()
        var answers: [String?] = []
        sut.interactor?.ask(.init(problem: nil)) { answers.append($0) }
        _ = sut.perform(.back)
        _ = sut.perform(.back)
        #expect(answers == [nil])
    }
}
